// The browser kernel's public surface. Extensions never import this: they import @ontobench/sdk.
export { Registry, type Registered } from './kernel/registry.ts';
export * from './kernel/contributions.ts';
export {
  ContributionPoints,
  routeSpecificity,
  defineContributionPoint,
  type ContributionPointKey,
} from './kernel/contribution-points.ts';
export { ContributionsView, RegistryView } from './kernel/contributions-view.ts';
export type { ExtensionsView, ExtensionInfo, HostAdmin } from './kernel/host-admin.ts';
export { formatChord } from './kernel/key-chord.ts';
export { objectOfPage, type ObjectPage } from './kernel/page-object.ts';
export { ToolbarArea } from './ui/commands/ToolbarArea.tsx';
export { useUnsavedChanges } from './ui/unsaved/use-unsaved-changes.ts';
export { useDialogs } from './ui/use-dialogs.ts';
export type { UnsavedChanges, UnsavedChangesHandle } from './services/unsaved-changes.ts';
export type { ClassViews, ClassViewField } from './services/class-views.ts';
export { defineExtension, type ExtensionContext, type ExtensionManifest } from './kernel/extension.ts';
export { mergeParts, activateParts, type ContributionPart } from './kernel/contribution-parts.ts';
export { ReplyError, NotFoundError, replyDone, replyError, replyJson } from './services/reply.ts';
export { isAbortError } from './http/send-request.ts';
export { earlyReplies, type EarlyReplies } from './services/early-replies.ts';
export { apiRequest } from './services/api-request.ts';
export { listRoles, useRoles } from './services/roles.ts';
export { downloadFile, saveBlob } from './services/download.ts';
export { ExtensionHost, ExtensionRecord, type ExtensionLoader, type ExtensionStatus } from './kernel/extension-host.ts';
export { createKernel, type Kernel, type KernelOptions } from './kernel/create-kernel.ts';
export { CORE_TOKENS } from './kernel/core-tokens.ts';
export { createToken, type ServiceToken } from './kernel/tokens.ts';
export { CommandService } from './services/command-service.ts';
export { ThemeService, type ThemeMode } from './services/theme-service.ts';
export { LocaleService, LOCALES, DEFAULT_LOCALE, isLocale, type Locale } from './services/locale-service.ts';
export { TitleService, composeTitle } from './services/title-service.ts';
export { browserStorage, memoryStorage, type KeyValueStorage } from './services/storage.ts';
export { formatDate, formatNumber, formatValue, parseIsoDate, DateFormatError } from './format.ts';
export { brandThemes, brandVariants } from './theme/brand.ts';
export { applyBranding } from './branding.ts';
export { Shell, type ShellProps } from './ui/Shell.tsx';
export { useService, useExtensionId } from './ui/kernel-context.tsx';
export { ContainerProvider } from './ui/kernel-context.tsx';
export { disableWebAnimations } from './testing/web-animations.ts';
export { realtimeFake, type RealtimeFake } from './testing/realtime-fake.ts';
export { useT } from './ui/use-t.ts';
export { ExtensionBoundary } from './ui/ExtensionBoundary.tsx';
export { DocumentComponentView, type DocumentComponentViewProps } from './ui/DocumentComponentView.tsx';
export { ContributionIcon } from './ui/icons.tsx';
export { shellExtension } from './shell-extension.ts';
export { SHELL_NAMESPACE } from './i18n/create-i18n.ts';
export { bundleAllShellTexts } from './i18n/bundle-all-texts.ts';
export { extensionNamespaces, pageTextsNamespace } from './i18n/page-texts.tsx';
export { usePageTitle } from './ui/use-page-title.ts';
export { useLoad, type Loaded } from './ui/use-load.ts';
export { useLiveCount, liveCountText, type LiveCount, type LiveCountOptions } from './ui/use-live-count.ts';
export { createSignal, type Signal } from './services/signal.ts';
export { AppBarCounter, type AppBarCounterProps } from './ui/AppBarCounter.tsx';
export { useLiveLoad } from './ui/use-live-load.ts';
export { useMayOpenPath, useOpenableMenuEntries } from './ui/use-openable-menus.ts';
export { Page, EmptyState } from './ui/kit.tsx';
// The list page of an area's objects and the states of a loaded list (lazy chunks).
export * from './ui/list-page/index.ts';
export {
  SaveState,
  classifySaveError,
  type SaveFailure,
  type SaveStatus,
  type SaveStateTexts,
  type SaveStateProps,
} from './ui/save-state.tsx';
export { FilePicker, type FilePickerProps } from './ui/FilePicker.tsx';
export { AppLink, type AppLinkProps } from './ui/AppLink.tsx';
export { FetchHttpClient } from './http/http-client.ts';
export { SessionService } from './session/session-service.ts';
export { checkSignInEarly } from './session/early-start.ts';
export { HttpDataClient } from './data/data-client.ts';
export {
  DataApiError,
  formatErrorText,
  DEFAULT_ERROR_HEADING,
  ASYNC_TIMEOUT_MESSAGE,
  type DataApiErrorKind,
} from './data/data-api-error.ts';
export type {
  CurrentUser,
  Session,
  SessionStatus,
  HttpClient,
  HttpRequestInit,
  DataClient,
  DataCallOptions,
  GetDataQuery,
  GetFormQuery,
} from './services/shell-contracts.ts';
// The chrome area: dialogs, recent links, the page's current object, shell slots, quick launch, welcome.
export { CHROME_TOKENS } from './chrome/chrome-tokens.ts';
export { DialogsService } from './chrome/dialogs/dialogs-service.ts';
export { DialogsHost } from './chrome/dialogs/DialogsHost.tsx';
export { RecentLinksService, orderRecentLinks } from './chrome/recent-links/recent-links-service.ts';
export { CurrentObjectService, type CurrentObject } from './chrome/current-object/current-object-service.ts';
export { useCurrentObject } from './chrome/current-object/use-current-object.ts';
export {
  ShellSlots,
  ShellSlotsView,
  type ShellSlotContribution,
  type AppBarItemContribution,
  type ManualContribution,
} from './chrome/slots/shell-slots.ts';
export { WelcomeService, WELCOME_ROUTE_ID, WELCOME_SETTING_ID } from './chrome/welcome/welcome-service.ts';
export { DrawerState } from './chrome/drawer/drawer-state.ts';
export { ServerSettings, mergeSettings } from './chrome/settings/server-settings.ts';
export type {
  Dialogs,
  ConfirmOptions,
  RecentLinks,
  DialogComponent,
  DialogControl,
  OpenedDialog,
  OpenDialogOptions,
} from './services/shell-contracts.ts';
// The status area: notifications (message bar, persistent notices, error reports).
export type { Notifications, NotificationMessage, NotificationColor } from './services/shell-contracts.ts';
// Reusable object UI: lists, forms, pickers, the side menu (spec shell.md §2, domain.md §3–§5, §9).
export * from './ui/objects/index.ts';
// The one frame of small form dialogs, and errors said in the interface's language (docs/sdk.md).
export * from './ui/form-dialog/index.ts';
// Graph physics settings (domain.md §3, §9; shell.md §3): pure functions, the per-user hook, the panel.
export * from './ui/physics/index.ts';
// Realtime channels of server extensions (Services.Realtime).
export { REALTIME_TOKEN, type RealtimeService } from './services/realtime-service.ts';
// Runtime plugins: the read-only view of the loader (config, load state) and the config hook.
export { PLUGIN_TOKENS } from './plugins/plugin-tokens.ts';
export { usePluginConfig } from './plugins/use-plugin-config.ts';
export type { PluginStates, PluginState, PluginLoadStatus } from './plugins/plugin-states.ts';
