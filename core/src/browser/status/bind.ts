import type { Container } from 'inversify';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { ServerErrorLog } from '../notifications/error-log.ts';
import { NotificationCenter } from '../notifications/notification-center.ts';
import { BackendStatusMonitor } from './backend-status-monitor.ts';
import { LicenceWatch } from './licence-watch.ts';
import { MaintenanceMonitor } from './maintenance-monitor.ts';
import { RealtimeNotices } from './realtime-notices.ts';
import { REALTIME_TOKEN, RealtimeChannels } from '../services/realtime-service.ts';
import { StatusNotices } from './status-notices.ts';
import { STATUS_TOKENS } from './status-tokens.ts';
import { VersionCheck } from './version-check.ts';

/** Binds the status area's services: notifications, error log, the monitors and realtime notices. */
export function bindStatusServices(container: Container): void {
  container.bind(STATUS_TOKENS.ErrorLog).to(ServerErrorLog);
  container.bind(STATUS_TOKENS.NotificationCenter).to(NotificationCenter);
  container.bind(CORE_TOKENS.Notifications).toService(STATUS_TOKENS.NotificationCenter);
  container.bind(STATUS_TOKENS.BackendStatus).to(BackendStatusMonitor);
  container.bind(STATUS_TOKENS.Maintenance).to(MaintenanceMonitor);
  container.bind(STATUS_TOKENS.VersionCheck).to(VersionCheck);
  container.bind(STATUS_TOKENS.Licence).to(LicenceWatch);
  container.bind(STATUS_TOKENS.Realtime).to(RealtimeNotices);
  container.bind(REALTIME_TOKEN).to(RealtimeChannels);
  container.bind(STATUS_TOKENS.Notices).to(StatusNotices);
}
