/** Status, logging and notifications: maintenance mode, licence header, error reports, plugins, realtime. */
export * from '../../common/status.ts';
export { registerStatusRoutes, type StatusOptions, type StatusServices } from './routes.ts';
export { loadLicenceConfig, loadDebugKey, LicenceService, type LicenceConfig } from './licence.ts';
export { MaintenanceState } from './maintenance.ts';
export {
  attachRealtime,
  createNotifier,
  endSessionSockets,
  sessionRoom,
  socketUser,
  userRoom,
  type ImportStatus,
  type Notifier,
  type UserNotification,
} from './realtime.ts';
export type { RateLimitOptions } from './rate-limit.ts';
export { StatusControl, STATUS_CONTROL_SERVICE } from './status-control.ts';
export { loadStatusConfig, DEFAULT_ACCOUNT_DELETION_DAYS, type StatusConfig } from './status-config.ts';
