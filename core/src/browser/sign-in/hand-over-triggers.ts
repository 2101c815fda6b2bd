import { useEffect } from 'react';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import type { RuntimeEnvironment } from '../../common/environment.ts';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import type { HttpRequester } from '../http/send-request.ts';
import { pingBackend, type BackendHealth } from '../status/ping-backend.ts';
import { showsLimitedWarning, statusMove } from '../status/status-rules.ts';
import { currentPath, type HandOver } from './hand-over.ts';

const VISITOR = { signedIn: false, isAdmin: false };

/**
 * Whether the full app would show a visitor on the sign-in page something for this backend status
 * (spec shell.md §4): the limited-mode page when the ping fails, the limited-mode warning under YELLOW.
 * The same rules the status area applies (status-rules.ts), for someone who is not signed in.
 */
export function fullAppActsOn(health: BackendHealth, path: string): boolean {
  return (
    statusMove({ path, viewer: VISITOR, maintenance: undefined, health }) !== null ||
    showsLimitedWarning(health, VISITOR)
  );
}

/**
 * The backend status as the full app polls it (`GET public/ping` every 10 s while monitoring is on): as
 * long as the status asks nothing of a visitor the light page stays; otherwise the full app takes over
 * at this address and shows what the status calls for.
 */
export function useStatusHandOver(environment: RuntimeEnvironment, http: HttpRequester, handOver: HandOver): void {
  useEffect(() => {
    if (environment.statusMonitoring === false) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loop = async () => {
      const { health } = await pingBackend(http);
      if (stopped) return;
      if (fullAppActsOn(health, window.location.pathname)) void handOver(currentPath(), 'replace');
      else timer = setTimeout(() => void loop(), SHELL_CONSTANTS.statusPollIntervalMs);
    };
    void loop();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [environment, http, handOver]);
}

/**
 * Signing in in another tab signs this one in too (the full app's SessionLayer): the full app takes
 * over here, finds the token, and its sign-in page moves on to the return path.
 */
export function useOtherTabSignIn(handOver: HandOver): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token && event.newValue) void handOver(currentPath(), 'replace');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [handOver]);
}
