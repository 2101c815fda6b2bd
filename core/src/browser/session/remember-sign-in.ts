import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import type { KeyValueStorage } from '../services/storage.ts';

/**
 * What a sign-in leaves in the browser before the session is checked: the new JWT, and no data-source
 * session (the old one belonged to the previous sign-in; a fresh one is fetched). SessionService.signIn
 * and the light sign-in page both start with it.
 */
export function rememberSignIn(storage: KeyValueStorage, token: string): void {
  storage.setItem(STORAGE_KEYS.token, token);
  storage.removeItem(STORAGE_KEYS.sessionId);
}
