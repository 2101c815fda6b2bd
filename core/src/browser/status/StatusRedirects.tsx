import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';
import { LIMITED_MODE_PATH, MAINTENANCE_PATH, statusMove } from './status-rules.ts';
import { STATUS_TOKENS } from './status-tokens.ts';

/**
 * Applies the redirects of spec shell.md §4 (maintenance page, limited-mode page) and brings the user
 * back to where they were once the reason is gone (the home page if they came straight to one).
 */
export const StatusRedirects = observer(function StatusRedirects() {
  const session = useService(CORE_TOKENS.Session);
  const backend = useService(STATUS_TOKENS.BackendStatus);
  const maintenance = useService(STATUS_TOKENS.Maintenance);
  const [location, navigate] = useLocation();
  const returnTo = useRef<string | null>(null);
  const move = statusMove({
    path: location,
    viewer: { signedIn: session.status === 'signed-in', isAdmin: session.isAdmin },
    maintenance: maintenance.known ? maintenance.state.enabled : undefined,
    health: backend.health,
  });
  const target =
    move === null
      ? null
      : move.to === 'back'
        ? (returnTo.current ?? '/')
        : move.to === 'maintenance'
          ? MAINTENANCE_PATH
          : LIMITED_MODE_PATH;

  const kind = move?.to ?? null;

  useEffect(() => {
    if (!kind || !target) return;
    if (kind === 'back') returnTo.current = null;
    else if (location !== MAINTENANCE_PATH && location !== LIMITED_MODE_PATH) {
      returnTo.current = location + window.location.search;
    }
    navigate(target, { replace: true });
  }, [kind, target, location, navigate]);
  return null;
});
