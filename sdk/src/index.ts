/**
 * `@ontobench/sdk` — the only import surface for extensions and plugins (browser side).
 * Everything here is a stable contract; the kernel behind it may change freely.
 *
 * @module @ontobench/sdk
 */
import { CHROME_TOKENS, CORE_TOKENS, REALTIME_TOKEN } from '@ontobench/core/browser';

/** The version of this SDK (semver); a plugin's peerDependencies range for @ontobench/sdk must accept it. */
export const SDK_VERSION = '1.0.0';

// Defining an extension and its contributions.
export { defineExtension } from '@ontobench/core/browser';
export type {
  ExtensionContext,
  ExtensionManifest,
  Contributions,
  RouteContribution,
  RoutePageProps,
  LayoutName,
  AppTag,
  LazyComponent,
  MenuGroupContribution,
  MenuContribution,
  SideMenuContribution,
  QuickLaunchKindContribution,
  RecentLinkTypeContribution,
  DocumentComponentContribution,
  DocumentComponentProps,
  SettingContribution,
  CommandContribution,
  Translations,
  ExtensionHost,
  ExtensionRecord,
  ExtensionStatus,
  CommandService,
  ThemeService,
  ThemeMode,
  LocaleService,
  Locale,
  TitleService,
  ContributionPoints,
} from '@ontobench/core/browser';
export type { Disposable } from '@ontobench/core/common';
export type { RuntimeEnvironment, Branding } from '@ontobench/core/common';

// Services: tokens are names, so any copy of the SDK finds the same service.
export { createToken, type ServiceToken } from '@ontobench/core/browser';

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
} as const;

// The chrome: dialogs, recent links, the page's current object (rename pencil), slots (shell §2).
export { useCurrentObject, WELCOME_SETTING_ID } from '@ontobench/core/browser';
export type {
  Dialogs,
  ConfirmOptions,
  RecentLinks,
  ShellSlots,
  ShellSlotsView,
  ShellSlotContribution,
  ManualContribution,
  WelcomeService,
  ServerSettings,
} from '@ontobench/core/browser';

// The session and the generic data API (spec shell.md §7, §8).
export { DataApiError, formatErrorText, DEFAULT_ERROR_HEADING, ASYNC_TIMEOUT_MESSAGE } from '@ontobench/core/browser';
export type {
  DataApiErrorKind,
  CurrentUser,
  Session,
  SessionStatus,
  HttpClient,
  HttpRequestInit,
  DataClient,
  DataCallOptions,
  GetDataQuery,
  GetFormQuery,
} from '@ontobench/core/browser';
export type {
  GetDataReply,
  GetFormReply,
  SetDataOperation,
  SetDataReply,
  DataRow,
  FieldRequest,
  FormField,
  Scalar,
} from '@ontobench/core/common';

// Notifications (spec shell.md §3, §8).
export type { Notifications, NotificationMessage, NotificationColor } from '@ontobench/core/browser';
export type { KeyValueStorage } from '@ontobench/core/browser';

// React hooks.
export { useService, useT, usePageTitle, useExtensionId } from '@ontobench/core/browser';

// The shell's UI kit (Fluent UI v9 itself is imported from @fluentui/react-components).
export { Page, EmptyState, ContributionIcon, FilePicker, type FilePickerProps } from '@ontobench/core/browser';

// Formatting and the spec's constants.
export { formatDate, formatNumber, parseIsoDate, DateFormatError } from '@ontobench/core/browser';
export { SHELL_CONSTANTS, FORMATS, STORAGE_KEYS, CLASS, PROP, type RecentLink } from '@ontobench/core/common';

// Core holds mechanisms (docs/architecture.md): areas register their icons, apps and open recent-link types.
export type { IconContribution, AppContribution } from '@ontobench/core/browser';
export { RECENT_LINK_TYPE_ID_PATTERN, APP_ID_PATTERN, EVERY_APP } from '@ontobench/core/common';

// Reusable object UI: the list, the form, pickers, tags/stage/assignments and the list side menu.
export {
  ObjectList,
  ObjectForm,
  ObjectPicker,
  ObjectMeta,
  AssignmentsPanel,
  ObjectSideMenu,
  KNOWN_ROLE_CODES,
  ROW_HEIGHT,
  assignmentState,
  rowsFromReply,
  cellText,
  filterLiteral,
  combineFilters,
  computedPageSize,
  pageSizeOptions,
} from '@ontobench/core/browser';
export type {
  ObjectListColumn,
  ObjectListProps,
  ObjectFormProps,
  ObjectPickerProps,
  PickedObject,
  ObjectSideMenuProps,
  AssignmentState,
  ObjectRow,
  CellValue,
  ListSort,
} from '@ontobench/core/browser';
// The field validator of domain.md §5 (also in @ontobench/sdk/common).
export {
  validateField,
  validateFields,
  parseConstraints,
  FIELD_MESSAGES,
  RANGE_DEFAULT_MESSAGE,
} from '@ontobench/core/common';
export type { FieldConstraints, FieldIssue, FieldRule, FieldValue } from '@ontobench/core/common';

// Realtime channels and job progress (server extension API v2, docs/extensions.md).
export type { RealtimeService } from '@ontobench/core/browser';
export type { JobProgressEvent } from '@ontobench/core/common';

// Browser API v2 (issue 13, docs/sdk.md "Browser API v2"): the dialog host, the unsaved-changes guard,
// toolbar and key-binding contributions, contribution points of an extension's own, read-only views of
// the registries and the extension host, and the privileged host API of the extension manager.
export {
  defineContributionPoint,
  useDialogs,
  useUnsavedChanges,
  ToolbarArea,
  formatChord,
} from '@ontobench/core/browser';
export type {
  ContributionPointKey,
  PointItem,
  ToolbarContribution,
  KeyBindingContribution,
  DialogComponent,
  DialogControl,
  OpenedDialog,
  OpenDialogOptions,
  UnsavedChanges,
  UnsavedChangesHandle,
  ContributionsView,
  RegistryView,
  ExtensionsView,
  ExtensionInfo,
  HostAdmin,
} from '@ontobench/core/browser';
