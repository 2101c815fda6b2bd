/**
 * `@ontobench/sdk` — the only import surface for extensions and plugins (browser side).
 * Everything here is a stable contract; the kernel behind it may change freely.
 *
 * @module @ontobench/sdk
 */
import { CHROME_TOKENS, CORE_TOKENS, PLUGIN_TOKENS } from '@ontobench/core/browser';

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
  /** The extension host: install, enable, disable, activate; each extension's status. */
  Extensions: CORE_TOKENS.ExtensionHost,
  /** The live contribution registries (routes, menus, quick-launch kinds, document components, …). */
  Contributions: CORE_TOKENS.ContributionPoints,
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
  /** Confirm dialogs and the loading overlay. */
  Dialogs: CORE_TOKENS.Dialogs,
  /** Recent links: up to 15, pinned first, remembered. */
  RecentLinks: CORE_TOKENS.RecentLinks,
  /** The message bar: messages, persistent notices, error reports (shell §3, §8). */
  Notifications: CORE_TOKENS.Notifications,
  /** The shell's slots: chat drawer, comments dialog, user manuals. */
  Slots: CHROME_TOKENS.Slots,
  /** The welcome page's opt-out and hint. */
  Welcome: CHROME_TOKENS.Welcome,
  /** Settings records merged for the signed-in user (shell §3). */
  Settings: CHROME_TOKENS.Settings,
  /** Local storage as the shell uses it (localStorage, or memory where the browser refuses it). */
  Storage: CORE_TOKENS.Storage,
  /** The shell's i18next instance, for texts outside React (command handlers): `getFixedT(null, extensionId)`. */
  I18n: CORE_TOKENS.I18n,
  /** Runtime plugins, read-only: the config an administrator set for a plugin, and whether it loaded here. */
  Plugins: PLUGIN_TOKENS.States,
} as const;

// Runtime plugins: the config an administrator sets on the plugins screen, and each plugin's load state.
export { usePluginConfig } from '@ontobench/core/browser';
export type { PluginStates, PluginState, PluginLoadStatus } from '@ontobench/core/browser';

// The chrome: dialogs, recent links, the page's current object (rename pencil), slots (shell §2).
export { useCurrentObject, WELCOME_SETTING_ID } from '@ontobench/core/browser';
export type {
  Dialogs,
  ConfirmOptions,
  RecentLinks,
  ShellSlots,
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
export {
  SHELL_CONSTANTS,
  PHYSICS_DEFAULTS,
  FORMATS,
  STORAGE_KEYS,
  RECENT_LINK_TYPE_IDS,
  CLASS,
  PROP,
  type RecentLink,
  type RecentLinkTypeId,
} from '@ontobench/core/common';

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
