import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';

/**
 * What the session area mounts once around the routed screen: it keeps the tabs of one browser in step.
 * Signing out in one tab clears the stored token, and every other tab signs out too (shell §4: sign-out
 * clears token and session); signing in as someone else in one tab switches the others to that user.
 */
export function SessionLayer() {
  const session = useService(CORE_TOKENS.Session);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
      const token = event.key === null ? null : event.newValue;
      if (token === null && session.status === 'signed-in') void session.signOut();
      else if (token !== null && token !== session.token) void session.signIn(token);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session]);
  return null;
}
