import { createToken } from '../kernel/tokens.ts';
import type { ErrorSink } from '../notifications/error-log.ts';
import type { NotificationCenter } from '../notifications/notification-center.ts';
import type { BackendStatusMonitor } from './backend-status-monitor.ts';
import type { LicenceWatch } from './licence-watch.ts';
import type { MaintenanceMonitor } from './maintenance-monitor.ts';
import type { RealtimeNotices } from './realtime-notices.ts';
import type { StatusNotices } from './status-notices.ts';
import type { VersionCheck } from './version-check.ts';

/** The status area's own services. CORE_TOKENS.Notifications is the public face of the first. */
export const STATUS_TOKENS = {
  NotificationCenter: createToken<NotificationCenter>('status.NotificationCenter'),
  ErrorLog: createToken<ErrorSink>('status.ErrorLog'),
  BackendStatus: createToken<BackendStatusMonitor>('status.BackendStatus'),
  Maintenance: createToken<MaintenanceMonitor>('status.Maintenance'),
  VersionCheck: createToken<VersionCheck>('status.VersionCheck'),
  Licence: createToken<LicenceWatch>('status.Licence'),
  Realtime: createToken<RealtimeNotices>('status.Realtime'),
  Notices: createToken<StatusNotices>('status.Notices'),
} as const;
