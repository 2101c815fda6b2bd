import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { fakeFetch, json } from '../http/fake-fetch.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import { memoryStorage } from '../services/storage.ts';
import { parseDataSession } from './session-service.ts';
import { checkAuthReply, dataSession } from './test-replies.ts';

function kernelWith(storage = memoryStorage()) {
  const kernel = createTestKernel(storage);
  return { storage, session: kernel.container.get(CORE_TOKENS.Session), kernel };
}

afterEach(() => vi.unstubAllGlobals());

describe('session (spec shell.md §2 route entry, §4 sign-in, §8 session errors)', () => {
  it('without a remembered token it is signed out and asks the server nothing', async () => {
    const { fn } = fakeFetch({});
    const { session } = kernelWith();
    await session.start();
    expect(session.status).toBe('signed-out');
    expect(fn).not.toHaveBeenCalled();
  });

  it('a remembered token and data session are checked once and kept', async () => {
    const { calls } = fakeFetch({ 'GET /api/auth/check-auth': () => json(checkAuthReply()) });
    const { session } = kernelWith(memoryStorage({ [STORAGE_KEYS.token]: 'jwt', [STORAGE_KEYS.sessionId]: 'ds-old' }));
    await Promise.all([session.start(), session.start()]);
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/check-auth']);
    expect(session.status).toBe('signed-in');
    expect(session.user?.name).toBe('Иванов Иван Иванович');
    expect(session.dataSessionId).toBe('ds-old');
  });

  it('signIn stores the token, fetches a new data session and follows the user language', async () => {
    fakeFetch({
      'GET /api/auth/check-auth': () => json(checkAuthReply({ isAdmin: true, language: 'en' })),
      'GET /api/auth/osa-sessionid': () => dataSession('ds-new'),
    });
    const { session, storage, kernel } = kernelWith();
    await session.signIn('jwt-new');
    expect(session.status).toBe('signed-in');
    expect(session.isAdmin).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('jwt-new');
    expect(storage.getItem(STORAGE_KEYS.sessionId)).toBe('ds-new');
    expect(kernel.container.get(CORE_TOKENS.Locale).locale).toBe('en');
  });

  it('a token the server no longer knows signs out and forgets it', async () => {
    fakeFetch({ 'GET /api/auth/check-auth': () => json(checkAuthReply({ isAuthenticated: false, user: null })) });
    const { session, storage } = kernelWith(memoryStorage({ [STORAGE_KEYS.token]: 'stale' }));
    await session.start();
    expect(session.status).toBe('signed-out');
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("a failed data-session fetch: 'Не удалось обновить сессию источника данных', signed out (§8)", async () => {
    fakeFetch({
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
      'GET /api/auth/osa-sessionid': () => json({ error: 'boom' }, 500),
    });
    const { session, storage } = kernelWith();
    await session.signIn('jwt');
    expect(session.status).toBe('signed-out');
    expect(session.error).toBe('Не удалось обновить сессию источника данных');
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("an error in the data-session reply: 'Ошибка при получении сессии источника данных: ...' (§8)", async () => {
    fakeFetch({
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
      'GET /api/auth/osa-sessionid': () => json([{ res: JSON.stringify({ error: 'нет ролей' }) }]),
    });
    const { session } = kernelWith();
    await session.signIn('jwt');
    expect(session.error).toBe('Ошибка при получении сессии источника данных: нет ролей');
    expect(session.status).toBe('signed-out');
  });

  it('signOut posts logout and clears token and session', async () => {
    const { calls } = fakeFetch({
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
      'GET /api/auth/osa-sessionid': () => dataSession(),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { session, storage } = kernelWith();
    await session.signIn('jwt');
    await session.signOut();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/logout' });
    expect(calls.at(-1)!.headers.get('authorization')).toBe('Bearer jwt');
    // It outlives the page: an OIDC user is sent on to the provider's sign-out at once.
    expect(calls.at(-1)!.keepalive).toBe(true);
    expect(session.status).toBe('signed-out');
    expect(session.user).toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.sessionId)).toBeNull();
  });

  it('signOut forgets the user before the logout is answered, so nothing sends the ending token meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeFetch({
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
      'GET /api/auth/osa-sessionid': () => dataSession(),
      'POST /api/auth/logout': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/slow': (call) =>
        new Promise<Response>((_, reject) => call.signal?.addEventListener('abort', () => reject(call.signal!.reason))),
    });
    const { session, storage, kernel } = kernelWith();
    await session.signIn('jwt');
    // A page's load still on its way with the token: its answer would be a 401 after the logout.
    const inFlight = kernel.container.get(CORE_TOKENS.Http).request('/api/slow');
    const signingOut = session.signOut();
    await expect(inFlight).rejects.toMatchObject({ name: 'AbortError' });
    expect(session.user).toBeUndefined();
    expect(session.token).toBeUndefined();
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    answer(new Response(null, { status: 204 }));
    await signingOut;
    expect(session.status).toBe('signed-out');
  });

  it('a 401 to any signed-in request ends the session (the route guard then asks to sign in)', async () => {
    fakeFetch({
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
      'GET /api/auth/osa-sessionid': () => dataSession(),
      'GET /api/app/plugins': () => json({ error: 'Необходимо войти в систему' }, 401),
    });
    const { session, kernel } = kernelWith();
    await session.signIn('jwt');
    await kernel.container.get(CORE_TOKENS.Http).request('/api/app/plugins');
    expect(session.status).toBe('signed-out');
  });
});

describe('parseDataSession', () => {
  it('reads the session or the error of the first item', () => {
    expect(parseDataSession([{ res: '{"session":"abc"}' }])).toEqual({ session: 'abc' });
    expect(parseDataSession([{ res: '{"error":"x"}' }])).toEqual({ error: 'x' });
    expect(parseDataSession([])).toEqual({ error: 'no res in the reply' });
    expect(parseDataSession([{ res: 'not json' }])).toEqual({ error: 'not json' });
  });
});
