import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { fakeFetch, json } from '../http/fake-fetch.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import { memoryStorage } from '../services/storage.ts';
import { checkAuthReply, dataSession, USER_ID } from '../session/test-replies.ts';
import { ASYNC_TIMEOUT_MESSAGE, DataApiError, formatErrorText } from './data-api-error.ts';

const signIn = {
  'GET /api/auth/check-auth': () => json(checkAuthReply()),
  'GET /api/auth/osa-sessionid': () => dataSession('ds-1'),
  'POST /api/auth/logout': () => new Response(null, { status: 204 }),
};

async function signedInKernel() {
  const storage = memoryStorage();
  const kernel = createTestKernel(storage);
  await kernel.container.get(CORE_TOKENS.Session).signIn('jwt');
  return {
    storage,
    kernel,
    data: kernel.container.get(CORE_TOKENS.Data),
    session: kernel.container.get(CORE_TOKENS.Session),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('data client (spec shell.md §7 generic data API)', () => {
  it('adds user, url, session and tab session to the payload; #user# is left to the server', async () => {
    const { calls } = fakeFetch({ ...signIn, 'POST /api/data': () => json({ rows: [], count_rows: 0 }) });
    const { data, session } = await signedInKernel();
    window.history.replaceState(null, '', '/class_list?x=1');
    await data.getData({ class: 'c', filter: '[author] = #user# or [x] = #user#' });
    expect(calls.at(-1)!.body).toEqual({
      act: 'get_data',
      class: 'c',
      filter: '[author] = #user# or [x] = #user#',
      user: USER_ID,
      url: '/class_list?x=1',
      session: 'ds-1',
      tab_session_id: session.tabSessionId,
    });
    expect(calls.at(-1)!.headers.get('authorization')).toBe('Bearer jwt');
  });

  it('get_form, set_data and execute send their own bodies', async () => {
    const { calls } = fakeFetch({
      ...signIn,
      'POST /api/data': () => json({ ok: true, results: [] }),
      'POST /api/execute': () => json({ done: 1 }),
    });
    const { data } = await signedInKernel();
    await data.getForm({ class: 'c', inst: 'i' });
    expect(calls.at(-1)!.body).toMatchObject({ act: 'get_form', class: 'c', inst: 'i', session: 'ds-1' });
    await data.setData([{ op: 'upd', inst: 'i', prop: 'p', val: 'en' }]);
    expect(calls.at(-1)!.body).toMatchObject({
      act: 'set_data',
      data: [{ op: 'upd', inst: 'i', prop: 'p', val: 'en' }],
    });
    expect(await data.execute('proc', { a: 1 })).toEqual({ done: 1 });
    expect(calls.at(-1)).toMatchObject({ path: '/api/execute', body: { procedure: 'proc', payload: { a: 1 } } });
  });

  it('an error field is a known error with the query attached; other failures are unknown (§8)', async () => {
    let reply = json({ error: 'get_data: unknown class' }, 400);
    fakeFetch({ ...signIn, 'POST /api/data': () => reply });
    const { data } = await signedInKernel();
    const known = await data.getData({ class: 'bad' }).catch((e: unknown) => e);
    expect(known).toBeInstanceOf(DataApiError);
    expect(known).toMatchObject({ kind: 'known', status: 400, query: { act: 'get_data', class: 'bad' } });
    reply = new Response('<html>proxy error</html>', { status: 502 });
    const unknown = await data.getData({ class: 'c' }).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ kind: 'unknown', status: 502, query: { act: 'get_data', class: 'c' } });
  });

  it.each(['Session not set', 'Invalid session id', 'User role not defined or no views available for the user roles'])(
    "'%s' signs the user out (§8)",
    async (message) => {
      fakeFetch({ ...signIn, 'POST /api/data': () => json({ error: message }, 400) });
      const { data, session, storage } = await signedInKernel();
      await expect(data.getData({ class: 'c' })).rejects.toThrow(message);
      await vi.waitFor(() => expect(session.status).toBe('signed-out'));
      expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    },
  );
});

describe('deferred requests (spec shell.md §4: poll every 1 s up to 30 min)', () => {
  beforeEach(() => vi.useFakeTimers());

  it('polls the status every second, fetches the result, then deletes it', async () => {
    let polls = 0;
    const { calls } = fakeFetch({
      ...signIn,
      'POST /api/data': () => json({ requestId: 'r1' }),
      'GET /api/data/requests/r1/status': () => json({ status: ++polls < 3 ? 'pending' : 'completed' }),
      'GET /api/data/requests/r1/result': () => json({ rows: [], count_rows: 7 }),
      'DELETE /api/data/requests/r1': () => new Response(null, { status: 204 }),
    });
    const { data } = await signedInKernel();
    const pending = data.getData({ class: 'c' }, { deferred: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.asyncPollIntervalMs - 1);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toBe(2);
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.asyncPollIntervalMs);
    expect(await pending).toEqual({ rows: [], count_rows: 7 });
    expect(calls.find((c) => c.path === '/api/data')!.body).toMatchObject({ deferred: true });
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/data/requests/r1' });
  });

  it('a status error is a known error', async () => {
    fakeFetch({
      ...signIn,
      'POST /api/data': () => json({ requestId: 'r2' }),
      'GET /api/data/requests/r2/status': () => json({ status: 'error', error: 'filter: bad' }),
    });
    const { data } = await signedInKernel();
    await expect(data.getData({ class: 'c' })).rejects.toMatchObject({ kind: 'known', message: 'filter: bad' });
  });

  it("gives up after 30 minutes with 'Exceeded the response wait time from the API'", async () => {
    let polls = 0;
    fakeFetch({
      ...signIn,
      'POST /api/data': () => json({ requestId: 'r3' }),
      'GET /api/data/requests/r3/status': () => (polls++, json({ status: 'pending' })),
    });
    const { data } = await signedInKernel();
    let settled = false;
    const result = data.getData({ class: 'c' }).catch((e: unknown) => e);
    void result.finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.asyncTimeoutMs - SHELL_CONSTANTS.asyncPollIntervalMs);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2 * SHELL_CONSTANTS.asyncPollIntervalMs);
    const error = await result;
    expect(error).toBeInstanceOf(DataApiError);
    expect((error as DataApiError).message).toBe(ASYNC_TIMEOUT_MESSAGE);
    // One poll at once, then one a second until the 30 minutes are up.
    expect(polls).toBe(SHELL_CONSTANTS.asyncTimeoutMs / SHELL_CONSTANTS.asyncPollIntervalMs + 1);
  });
});

describe('error text (spec shell.md §8)', () => {
  it("a heading, default 'Unexpected error', then bullets of message, response message and response error", () => {
    const error = new DataApiError('known', 'Запрос не выполнен', {}, 400, 'filter: bad', 'Проверьте фильтр');
    expect(formatErrorText(error)).toBe('Unexpected error\n• Запрос не выполнен\n• Проверьте фильтр\n• filter: bad');
    expect(formatErrorText(new Error('x'), 'Ошибка загрузки')).toBe('Ошибка загрузки\n• x');
    expect(formatErrorText('plain')).toBe('Unexpected error\n• plain');
    expect(formatErrorText(new DataApiError('known', 'same', {}, 400, 'same'))).toBe('Unexpected error\n• same');
  });
});
