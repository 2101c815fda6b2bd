/**
 * Business constants and limits of the shell, spec shell.md §9 (and the shared ones of domain.md §9).
 * Every timing and limit of the shell is read from here, never written inline. A domain area's own
 * constants (workflow dates, graph physics, Excel export, rule rows, viewer and discussion timings)
 * live in that area's extension, not here: docs/architecture.md "Core holds mechanisms" lists them.
 */
export const SHELL_CONSTANTS = {
  /** Network: a request that got no response is retried once after 300 ms. */
  networkRetryCount: 1,
  networkRetryDelayMs: 300,
  /** Debounce for version and maintenance updates; default debounce/throttle. */
  versionMaintenanceDebounceMs: 500,
  defaultDebounceMs: 500,
  /** Backend status polling: every 10 s. */
  statusPollIntervalMs: 10_000,
  /** Deferred (async) requests. */
  asyncPollIntervalMs: 1000,
  asyncTimeoutMs: 1_800_000,
  /** Notifications. */
  notificationTimeoutMs: 4000,
  notificationDefaultColor: 'error',
  importNoticeTimeoutMs: 5000,
  welcomeHintDelayMs: 3000,
  welcomeHintTimeoutMs: 10_000,
  tokenExpiryNoticeMs: 20_000,
  /** Recent links: up to 15, pinned first. */
  recentLinksMax: 15,
  /** Licence warning when expiry is 7 days or less away. */
  licenceWarningDays: 7,
  /** User delete timeout default 3 days. */
  userDeleteTimeoutDays: 3,
  /** Password length 8 to 30. */
  passwordMinLength: 8,
  passwordMaxLength: 30,
  /** Drawer. */
  drawerDefaultWidth: 256,
  drawerMinWidth: 300,
  drawerResizeBorderPx: 3,
  drawerResizeDebounceMs: 30,
  /** Drawer resizing by keyboard (arrow keys) moves the edge this far; the drawer never exceeds this share of the window. */
  drawerKeyboardStepPx: 16,
  drawerMaxWidthShare: 0.6,
  /** Until the user opens or closes the drawer, it starts open only in a window at least this wide. */
  drawerOpenFromWidth: 1024,
  confirmDialogWidth: 450,
  /** App bar. */
  titleHoverHideDelayMs: 300,
  appBarTitleMaxWidth: '70%',
  appBarTitleMaxWidthMobile: '50%',
  manualsMenuMaxWidthPx: 300,
  /** Quick launch (Ctrl+O): rows asked for per search; typing is debounced by defaultDebounceMs. */
  quickLaunchResultLimit: 20,
  /** Table page sizes: a computed first option, 30, 50, 100. */
  tablePageSizes: [30, 50, 100],
  /** Content preview cut to 200 characters. */
  contentPreviewLength: 200,
  /** Chunk load time-out. */
  chunkLoadTimeoutMs: 120_000,
  uuidLength: 36,
  /** Default loading overlay. */
  loadingOverlay: { size: 50, width: 4, opacity: 0.46 },
  /** Application version: a 3.1.0 alpha build. */
  appVersion: '3.1.0-alpha',
} as const;

/** Display formats of the shell, spec shell.md §1 and domain.md §9. */
export const FORMATS = {
  displayDate: 'DD.MM.YYYY',
  isoDate: 'YYYY-MM-DD',
  numberLocale: 'ru-RU',
} as const;
