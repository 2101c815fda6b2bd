import { useEffect } from 'react';
import type { Disposable } from '../../common/disposable.ts';
import { SHELL_NAMESPACE } from '../i18n/create-i18n.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { MessageBarStack } from '../notifications/MessageBarStack.tsx';
import { installUnhandledErrorHandlers } from '../notifications/unhandled-errors.ts';
import { useService } from '../ui/kernel-context.tsx';
import { StatusBars } from './StatusBars.tsx';
import { StatusRedirects } from './StatusRedirects.tsx';
import { STATUS_TOKENS } from './status-tokens.ts';

/**
 * The status area, mounted once around the routed screen: starts the monitors (backend status,
 * maintenance, version, licence, realtime notices), catches unhandled errors, applies the status
 * redirects and shows the licence and account bars and the message bar.
 */
export function StatusLayer() {
  const center = useService(STATUS_TOKENS.NotificationCenter);
  const errorLog = useService(STATUS_TOKENS.ErrorLog);
  const backend = useService(STATUS_TOKENS.BackendStatus);
  const maintenance = useService(STATUS_TOKENS.Maintenance);
  const version = useService(STATUS_TOKENS.VersionCheck);
  const licence = useService(STATUS_TOKENS.Licence);
  const realtime = useService(STATUS_TOKENS.Realtime);
  const notices = useService(STATUS_TOKENS.Notices);
  // The instance, not the hook's `t`: a language switch must not restart the monitors.
  const i18n = useService(CORE_TOKENS.I18n);

  useEffect(() => {
    const running: Disposable[] = [
      version.start(),
      maintenance.start(),
      licence.start(),
      backend.start(),
      notices.start(),
      realtime.start(),
      installUnhandledErrorHandlers(window, {
        notifications: center,
        errorLog,
        inMaintenance: () => maintenance.state.enabled,
        t: (key) => i18n.t(key, { ns: SHELL_NAMESPACE }),
      }),
    ];
    return () => running.forEach((item) => item.dispose());
  }, [backend, center, errorLog, i18n, licence, maintenance, notices, realtime, version]);

  return (
    <>
      <StatusRedirects />
      <StatusBars />
      <MessageBarStack center={center} />
    </>
  );
}
