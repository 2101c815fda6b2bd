/**
 * `@ontobench/sdk` — the only import surface for extensions and plugins (browser side).
 * Everything here is a stable contract; the kernel behind it may change freely.
 *
 * @module @ontobench/sdk
 */
import { CHROME_TOKENS, CORE_TOKENS, PLUGIN_TOKENS, REALTIME_TOKEN } from '@ontobench/core/browser';
import sdkPackage from '../package.json' with { type: 'json' };

/**
 * The version of this SDK (semver); a plugin's peerDependencies range for @ontobench/sdk must accept it.
 * Read from the SDK's package.json, the one place it is written.
 */
export const SDK_VERSION: string = sdkPackage.version;

// Defining an extension and its contributions.
export { defineExtension } from '@ontobench/core/browser';
export {
  /** Concatenates the contribution lists of an area's parts (one file per part, one manifest). */ mergeParts,
  /** Runs every part's `activate` at once; one part's failure does not stop the others. */ activateParts,
  /** One part of an area: its contributions and an optional `activate`. */ type ContributionPart,
} from '@ontobench/core/browser';
export type {
  ExtensionContext,
  ExtensionManifest,
  /** Everything an extension contributes, as data: routes, menus, commands, settings, translations, …. */ Contributions,
  RouteContribution,
  /** What a route's page component receives: the path's parameters. */ RoutePageProps,
  /** What a route's `prefetch` may use to start the page's first request early: the HTTP client. */ RoutePrefetchServices,
  /** What a route's `prefetch` is told besides its services: the interface's language. */ RouteEntryFacts,
  /** The shell layout a route renders in: main, sidebar, blank, empty or public. */ LayoutName,
  /** Which app a route belongs to: `onto`, `edu` or `both`. */ AppTag,
  LazyComponent,
  /** A group of the main menu (the drawer), with its label and order. */ MenuGroupContribution,
  MenuContribution,
  /** A context key (`education.teaches`): a fact about the signed-in user that a menu entry's `when` names. */ ContextKeyContribution,
  SideMenuContribution,
  QuickLaunchKindContribution,
  /** What the quick launch asks a kind's own `search`: the text, own-objects-only, the limit, a signal. */ QuickLaunchQuery,
  /** One object a kind's own search found: id, name, class, and optionally its path, label and a detail line. */ QuickLaunchHit,
  /** A quick-launch kind's own search function. */ QuickLaunchSearch,
  RecentLinkTypeContribution,
  DocumentComponentContribution,
  /** What a document component's renderer or editor receives: element id, read-only flag, content, settings and `onChange`. */ DocumentComponentProps,
  /** A user setting with its type and default, shown in settings and merged by `Services.Settings`. */ SettingContribution,
  CommandContribution,
  Translations,
  ExtensionHost,
  ExtensionRecord,
  /** Where an extension stands: disabled, enabled, activating, active or failed. */ ExtensionStatus,
  CommandService,
  ThemeService,
  /** The colour scheme: light or dark. */ ThemeMode,
  LocaleService,
  /** An interface language: `ru` (the default) or `en`. */ Locale,
  /** Sets the page title in the browser tab (page title — customer name); `usePageTitle` is the React way. */ TitleService,
  ContributionPoints,
} from '@ontobench/core/browser';
export type { Disposable } from '@ontobench/core/common';
export type {
  RuntimeEnvironment,
  /** The customer's branding from /env.json: customer name, default title, brand colour, logo, favicon, stylesheet. */ Branding,
} from '@ontobench/core/common';

// Services: tokens are names, so any copy of the SDK finds the same service.
export {
  /** Makes a service token from a name: `createToken<T>('area.Thing')` is `Symbol.for('ontobench.area.Thing')`, the same in every copy of the SDK. */ createToken,
  type ServiceToken,
} from '@ontobench/core/browser';

/** Tokens of the services the shell offers to every extension. */
export const Services = {
  /** Every installed extension and its status, read-only (changing them is the privileged `ctx.hostAdmin`). */
  Extensions: CORE_TOKENS.Extensions,
  /** The live contribution registries (routes, menus, toolbar, key bindings, declared points, …), read-only. */
  Contributions: CORE_TOKENS.Contributions,
  /** Runs a command by id (activating its extension first). */
  Commands: CORE_TOKENS.Commands,
  /** Light or dark, remembered. */
  Theme: CORE_TOKENS.Theme,
  /** The interface language (ru or en), remembered. */
  Locale: CORE_TOKENS.Locale,
  /** The page title in the browser tab (page title — customer name). */
  Title: CORE_TOKENS.Title,
  /** The runtime environment from /env.json: version, branding, settings. */
  Environment: CORE_TOKENS.Environment,
  /** Who is signed in (observable), sign-out. */
  Session: CORE_TOKENS.Session,
  /** The HTTP client every shell call goes through (token, retry, 401 handling). */
  Http: CORE_TOKENS.Http,
  /** The generic data API: get_data, get_form, set_data, execute (shell §7). */
  Data: CORE_TOKENS.Data,
  /** Dialogs in the shell's dialog host (`open`), confirm dialogs and the loading overlay. */
  Dialogs: CORE_TOKENS.Dialogs,
  /** The unsaved-changes guard: whether an editor is dirty; asks before leaving (`useUnsavedChanges`). */
  UnsavedChanges: CORE_TOKENS.UnsavedChanges,
  /** Recent links: up to 15, pinned first, remembered. */
  RecentLinks: CORE_TOKENS.RecentLinks,
  /** The message bar: messages, persistent notices, error reports (shell §3, §8). */
  Notifications: CORE_TOKENS.Notifications,
  /** The shell's slots: chat drawer, comments dialog, user manuals. */
  Slots: CHROME_TOKENS.SlotsView,
  /** The welcome page's opt-out and hint. */
  Welcome: CHROME_TOKENS.Welcome,
  /** Settings records merged for the signed-in user (shell §3). */
  Settings: CHROME_TOKENS.Settings,
  /** Local storage as the shell uses it (localStorage, or memory where the browser refuses it). */
  Storage: CORE_TOKENS.Storage,
  /** The shell's i18next instance, for texts outside React (command handlers): `getFixedT(null, extensionId)`. */
  I18n: CORE_TOKENS.I18n,
  /** Realtime channels of server extensions: `subscribe('<extension id>/<name>', handler)` → Disposable. */
  Realtime: REALTIME_TOKEN,
  /** Runtime plugins, read-only: the config an administrator set for a plugin, and whether it loaded here. */
  Plugins: PLUGIN_TOKENS.States,
  /** Class views for the signed-in user's roles (domain.md §3): object forms and lists follow them; an area sets them. */
  ClassViews: CORE_TOKENS.ClassViews,
} as const;

// Runtime plugins: the config an administrator sets on the plugins screen, and each plugin's load state.
export { usePluginConfig } from '@ontobench/core/browser';
export type { PluginStates, PluginState, PluginLoadStatus } from '@ontobench/core/browser';

// The chrome: dialogs, recent links, the page's current object (rename pencil), slots (shell §2).
export {
  useCurrentObject,
  /** The id of the user setting that opens the welcome page on start. */ WELCOME_SETTING_ID,
} from '@ontobench/core/browser';
export type {
  Dialogs,
  /** Options of `Dialogs.confirm`: title, message, button labels, width. */ ConfirmOptions,
  RecentLinks,
  ShellSlots,
  ShellSlotsView,
  ShellSlotContribution,
  /** An item of the top bar (e.g. the approvals counter): a component an extension puts there with `ctx.contribute(slots.appBar, item)`. */ AppBarItemContribution,
  ManualContribution,
  WelcomeService,
  ServerSettings,
  /** Class views of the signed-in user (`Services.ClassViews`): per class, the fields shown, in order, on their tabs. */ ClassViews,
  /** One field of a class view: the property, its tab, whether it is a list column (`list`) and on the form (`form: false`: a column only). */ ClassViewField,
} from '@ontobench/core/browser';

// The session and the generic data API (spec shell.md §7, §8).
export {
  /** The error the data client throws on an error reply: `kind` known, unknown or session, with the server's text. */ DataApiError,
  formatErrorText,
  /** The heading of an error report when none is given: 'Unexpected error' (shell §8). */ DEFAULT_ERROR_HEADING,
  /** The message shown when a deferred data request does not finish in time (shell §7). */ ASYNC_TIMEOUT_MESSAGE,
} from '@ontobench/core/browser';
export {
  /** A failed reply of an extension's endpoint: the server's `error` text (or `HTTP <status>`) and the status. */ ReplyError,
  /** A 404 reply: missing and not visible alike; pages show "not found". */ NotFoundError,
  /** The ReplyError (or NotFoundError) a failed `Response` stands for. */ replyError,
  /** The JSON of a successful `Response`; a failed one throws its `replyError`. */ replyJson,
  /** Whether an error is a request called off (its caller's abort, or signing out): not a failure to report. */ isAbortError,
  /** A successful `Response` whose body is not wanted (a delete's 204); a failed one throws its `replyError`. */ replyDone,
  /** Requests a route's `prefetch` starts, kept (10 s by default) until its page takes them, once. */ earlyReplies,
  type EarlyReplies,
  /** Calls an extension's endpoint `/api/{path}` with a method and, if given, a JSON body and an abort signal; read the reply with `replyJson`. */ apiRequest,
  /** Every role (`GET /api/roles`): id, code, name, global, multi-object, not active — the one list screens show or offer roles from. */ listRoles,
  /** `listRoles` as a page's load (`useLoad`); a new attempt number loads again. */ useRoles,
  /** Downloads a server file (an export) and saves it under the name its `Content-Disposition` gives. */ downloadFile,
  /** Saves a blob as a file of the given name. */ saveBlob,
} from '@ontobench/core/browser';
export type {
  DataApiErrorKind,
  CurrentUser,
  Session,
  /** Whether a user is signed in: unknown (still checking), signed-out or signed-in. */ SessionStatus,
  HttpClient,
  /** Options of `HttpClient.request`: fetch's options plus `noRetry` and `noAuthRedirect` (a 401 that does not end the session). */ HttpRequestInit,
  DataClient,
  /** Options of one data API call: run it deferred (poll for the result), an abort signal. */ DataCallOptions,
  /** A `get_data` query as `DataClient.getData` takes it (the client adds session, user and url). */ GetDataQuery,
  /** A `get_form` query as `DataClient.getForm` takes it. */ GetFormQuery,
} from '@ontobench/core/browser';
export type {
  /** The reply of `get_data`: one cell per instance and field (`rows`) and the count of all matching rows. */ GetDataReply,
  /** The reply of `get_form`: the form's fields with their constraints and values. */ GetFormReply,
  /** One `set_data` operation: create, update or delete an instance or a value. */ SetDataOperation,
  /** The reply of `set_data`: each operation's outcome, with the ids of created instances. */ SetDataReply,
  DataRow,
  FieldRequest,
  /** One field of a `get_form` reply: property, type, constraints and current value. */ FormField,
  /** A value a cell or field holds: text, number, boolean or null. */ Scalar,
} from '@ontobench/core/common';

// Notifications (spec shell.md §3, §8).
export type {
  Notifications,
  NotificationMessage,
  /** The colour of a message-bar message: error, warning, info or success. */ NotificationColor,
} from '@ontobench/core/browser';
export type { KeyValueStorage } from '@ontobench/core/browser';

// React hooks.
export {
  useService,
  useT,
  usePageTitle,
  /** The main-menu entries the signed-in user may open (the access rules of the route guard), live in an `observer`. */ useOpenableMenuEntries,
  /** Whether the route guard lets the signed-in user open a path (admin, disabled, blocked, other app), live in an `observer`. */ useMayOpenPath,
  /** The id of the extension whose UI is rendering (null outside one); `useT` reads its namespace first. */ useExtensionId,
  /** Loads a page's data by key: loading, not found (a 404), failed or ready; a stale answer is dropped. */ useLoad,
  /** What `useLoad` answers: loading, notFound, failed with the message, or ready with the value. */ type Loaded,
  /** `useLoad` loaded again in place on each event of a realtime channel (a list others change). */ useLiveLoad,
  /** A top-bar number kept fresh: asked on mount, every N ms, on a realtime channel's events and on the area's own signal. */ useLiveCount,
  /** What `useLiveCount` answers: null (not asked yet), the number, or 'failed'. */ type LiveCount,
  /** What a top-bar counter shows of a `LiveCount`: the number, nothing for 0 or not yet, '???' when it failed. */ liveCountText,
  /** A top-bar counter: an icon button named by its label, the `LiveCount` beside the icon as `liveCountText` says it. */ AppBarCounter,
  /** Props of `AppBarCounter`: count, label keys, icon, path, test ids. */ type AppBarCounterProps,
  /** When `useLiveCount` asks again: the channel, the interval, another signal. */ type LiveCountOptions,
  /** A "something changed" one part of an area says and another hears (a page and its top-bar counter). */ createSignal,
  /** What `createSignal` makes: `emit()` and `listen(handler)` → its undo. */ type Signal,
} from '@ontobench/core/browser';

// The shell's UI kit (Fluent UI v9 itself is imported from @fluentui/react-components).
export {
  Page,
  EmptyState,
  /** A list page of the user's objects of one kind: loading, failed with retry, empty, rows (link, badge, detail, meta, date, actions, delete after a confirm), the create action (lazy). */ ObjectListPage,
  /** Props of `ObjectListPage`: the texts' key prefix, test ids, load, remove, href, `canDelete`, the row's cells, create. */ type ObjectListPageProps,
  /** The `data-testid`s of an `ObjectListPage`: page, list, failed, empty, each row and its delete. */ type ObjectListTestIds,
  /** What an `ObjectListPage` lists: an object with an id and a name. */ type ObjectListItem,
  /** The states of a loaded list before its rows: loading, failed with retry, empty, else the rows (lazy). */ ListStates,
  /** Props of `ListStates`: the load, `isEmpty`, the texts' key prefix, test ids, retry and the rows. */ type ListStatesProps,
  /** A structured-document kind's renderer or editor from the document-component point, as its extension's UI (activated, its texts, its error boundary). */ DocumentComponentView,
  /** Props of `DocumentComponentView`: the element's props, its kind, `renderer` or `editor`, and a fallback. */ type DocumentComponentViewProps,
  /** The save-state line of an autosaving editor: saved (with its time), saving, waiting, or why a save failed with retry and reload. */ SaveState,
  /** Props of `SaveState`: the status, the area's words, retry and reload, test ids. */ type SaveStateProps,
  /** The words of `SaveState` in the area's language. */ type SaveStateTexts,
  /** An autosaving editor's state (domain.md §4 "Editor snapshots"). */ type SaveStatus,
  /** Why a save failed: a conflict, no right, or another failure with the server's text. */ type SaveFailure,
  /** A failed save's error as a `SaveFailure`: 409 a conflict, 403 no right, no reply the network. */ classifySaveError,
  /** Renders an icon of the shell's icon set by name (`home`, `document`, …); an unknown name shows a neutral icon. */ ContributionIcon,
  /** A link to a page of the app: client-side navigation in the theme's link look (light and dark). */ AppLink,
  /** Props of `AppLink`: href, children, inline, class and test id. */ type AppLinkProps,
  FilePicker,
  /** Props of `FilePicker`: label, accepted types, one file or several, test id and the callbacks. */ type FilePickerProps,
  /** The one frame of small form dialogs: title, fields, busy submit, translated refusals at their field, Enter, Escape (lazy). */ FormDialog,
  /** Translates a write's error (a refusal in the interface's language, else shell §8's text), for editors that save on change. */ useErrorText,
} from '@ontobench/core/browser';
export type {
  /** Props of `FormDialog`: title, submit label, failure heading, `onSubmit`, fields. */ FormDialogProps,
  /** What `FormDialog` hands its fields: `props(name)` to spread on a Fluent `Field`, `clear(name)`. */ FormDialogField,
  FormDialogFieldProps,
  /** A form dialog's own check: one text for the form, or a text per field name. */ FormDialogProblems,
  /** A translated error: the text, the text for under its field, and the field. */ ErrorText,
} from '@ontobench/core/browser';

// Formatting and the spec's constants.
export { formatDate, formatNumber, formatValue, parseIsoDate, DateFormatError } from '@ontobench/core/browser';
export {
  SHELL_CONSTANTS,
  FORMATS,
  /** The local-storage keys the shell uses (locale, session, recent links, …), each under the product's prefix. */ STORAGE_KEYS,
  /** Fixed ids of the system ontology's classes (Class, Tag, Plugin, …), the same on every server. */ CLASS,
  /** Fixed ids of the system ontology's properties (name, description, tags, …), the same on every server. */ PROP,
  type RecentLink,
  /** A role as `listRoles` answers it: id, code, name, isGlobal, isMulti, notActive. */ type RoleSummary,
} from '@ontobench/core/common';

// Core holds mechanisms (docs/architecture.md): areas register their icons, apps and open recent-link types.
export type {
  /** An icon an extension registers by name (`icons` contribution), shown wherever that name is used. */ IconContribution,
  /** An app tag an extension declares (`apps` contribution), e.g. `onto`; whether its users are confined to it. */ AppContribution,
} from '@ontobench/core/browser';
export {
  /** The shape of a recent-link type id: the areas own the ids, the shell checks the shape. */ RECENT_LINK_TYPE_ID_PATTERN,
  /** The shape of an app tag id. */ APP_ID_PATTERN,
  /** The app tag of a route that every app reaches. */ EVERY_APP,
} from '@ontobench/core/common';

// Reusable object UI: the list, the form, pickers, tags/stage/assignments and the list side menu.
export {
  /** The list of a class's instances: columns, search, sorting, paging and virtual scrolling over `get_data` (lazy). */ ObjectList,
  /** The form of one instance over `get_form` / `set_data`, with the field validator (lazy). */ ObjectForm,
  /** A searchable picker of instances of a class (lazy). */ ObjectPicker,
  /** An instance's meta panel: tags, stage and who created and changed it (lazy). */ ObjectMeta,
  /** Who an instance is assigned to, with active, suspended and expired assignments (lazy). */ AssignmentsPanel,
  /** The side menu of a list screen: the create button and the tag filter (lazy). */ ObjectSideMenu,
  /** The obligatory fields of a new object in a create dialog, one object-form editor each (lazy). */ RequiredFieldsEditor,
  /** "Create …": a dialog asking for the name and the class's obligatory fields, then creating the object (lazy). */ CreateObjectDialog,
  /** The obligatory fields of a new object's class (get_form), their values, check and writes: a create dialog asks for them. */ useRequiredFields,
  ROW_HEIGHT,
  assignmentState,
  rowsFromReply,
  cellText,
  filterLiteral,
  combineFilters,
  /** How many rows of `rowHeight` fit in `visibleHeight` (at least one): a list's page size. */ computedPageSize,
  pageSizeOptions,
} from '@ontobench/core/browser';
export type {
  /** A column of `ObjectList`: the property, its label, width, sortability and how to render a cell. */ ObjectListColumn,
  /** Props of `ObjectList`: the class, columns, filter, sorting and row actions. */ ObjectListProps,
  /** Props of `ObjectForm`: the class and instance, field labels and choices, fields to hide. */ ObjectFormProps,
  /** Props of `ObjectPicker`: the classes to pick from, the current value, exclusions and a filter. */ ObjectPickerProps,
  /** What `ObjectPicker` hands back: the instance's id and name. */ PickedObject,
  /** Props of `ObjectSideMenu`: the side-menu contribution's route id and the selected tags. */ ObjectSideMenuProps,
  /** Props of `RequiredFieldsEditor`: what `useRequiredFields` gave, the form dialog's fields, labels. */ RequiredFieldsEditorProps,
  /** Props of `CreateObjectDialog`: the class, the words, test ids, close and create. */ CreateObjectDialogProps,
  /** What `CreateObjectDialog` hands back: the name and the obligatory fields' values. */ NewObject,
  /** What `useRequiredFields` answers: the fields, values, `problems()` and `writes()`. */ RequiredFields,
  /** A value a form field holds while edited: text, a flag, or a picked object. */ EditValue,
  /** The state of an assignment: active, suspended or expired. */ AssignmentState,
  ObjectRow,
  CellValue,
  /** A list's sorting: the property and the direction. */ ListSort,
} from '@ontobench/core/browser';
// The field validator of domain.md §5 (also in @ontobench/sdk/common).
export {
  validateField,
  validateFields,
  parseConstraints,
  /** The field validator's messages (domain.md §5), in Russian and English. */ FIELD_MESSAGES,
  RANGE_DEFAULT_MESSAGE,
} from '@ontobench/core/common';
export type {
  FieldConstraints,
  /** One problem the field validator found: which rule and the message to show. */ FieldIssue,
  FieldRule,
  /** A value the field validator checks (what a form field holds). */ FieldValue,
  /** A set_data refusal a user can cause, as `DataApiError.refusal`: a stable code, the property id and params. */ Refusal,
  /** The stable codes of refusals (type.integer, field.required, name.required, class.hasInstances, …). */ RefusalCode,
} from '@ontobench/core/common';

// Graph physics settings (domain.md §3, defaults §9; shell.md §3 "stored per user"): every graph screen
// draws with the same per-user settings. Pure functions and a lazy panel; vis-network stays in the pages.
export {
  /** The settings' names, in the panel's order. */ PHYSICS_KEYS,
  /** The panel's ranges and steps per setting. */ PHYSICS_RANGES,
  defaultPhysics,
  /** Stored settings parsed: unparseable ones give the defaults whole (domain.md §8). */ parsePhysics,
  /** The user's settings from storage; unparseable ones are removed and the defaults come back. */ loadPhysics,
  savePhysics,
  resetPhysics,
  /** The local-storage key of a user's settings. */ physicsStorageKey,
  /** vis-network's Barnes–Hut physics options from the settings. */ visPhysicsOptions,
  /** The signed-in user's settings, stored as they change: `{ physics, setPhysics, reset }`. */ usePhysicsSettings,
  /** The settings behind a toolbar button: a number field each, defaults, optional live physics and re-layout (lazy). */ PhysicsPanel,
} from '@ontobench/core/browser';
export type {
  /** What `usePhysicsSettings` answers. */ PhysicsSettingsState,
  /** Props of `PhysicsPanel`: settings, `onChange`, `onReset`, optional live switch, re-layout and test ids. */ PhysicsPanelProps,
} from '@ontobench/core/browser';
export {
  /** The defaults of domain.md §9 (gravitational constant -2000, …, timestep 0.5); also in @ontobench/sdk/common. */ PHYSICS_DEFAULTS,
  /** Graph physics settings: one number per key of `PHYSICS_DEFAULTS`. */ type PhysicsSettings,
} from '@ontobench/core/common';

// Realtime channels and job progress (server extension API v2, docs/extensions.md).
export type { RealtimeService } from '@ontobench/core/browser';
export type {
  /** The realtime event of a job's progress: its id, done and total, and a message (JOB_PROGRESS). */ JobProgressEvent,
} from '@ontobench/core/common';

// Browser API v2 (issue 13, docs/sdk.md "Browser API v2"): the dialog host, the unsaved-changes guard,
// toolbar and key-binding contributions, contribution points of an extension's own, read-only views of
// the registries and the extension host, and the privileged host API of the extension manager.
export {
  /** Declares a contribution point of an extension's own (`<extension-id>.<name>`), for other extensions to contribute to. */ defineContributionPoint,
  useDialogs,
  useUnsavedChanges,
  ToolbarArea,
  formatChord,
  /** The object a page command was run on: the param of the object page (of the list given) its route is. */ objectOfPage,
  /** An object page a command knows: its route id and the param holding the object's id. */ type ObjectPage,
} from '@ontobench/core/browser';
export type {
  ContributionPointKey,
  PointItem,
  ToolbarContribution,
  /** What a toolbar button or a key binding hands its command: the page's route id and params. */ PageCommandContext,
  /** The first name of `PageCommandContext` (toolbar buttons only, then); the same type. */ ToolbarCommandContext,
  KeyBindingContribution,
  DialogComponent,
  DialogControl,
  OpenedDialog,
  /** Options of `Dialogs.open`: the extension whose error boundary holds the dialog. */ OpenDialogOptions,
  UnsavedChanges,
  UnsavedChangesHandle,
  ContributionsView,
  RegistryView,
  ExtensionsView,
  ExtensionInfo,
  HostAdmin,
} from '@ontobench/core/browser';
