import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROP, type CheckAuthReply } from '@ontobench/core/common';
import type { ServerExtension } from '@ontobench/core/node';
import education from '@ontobench/ext-education/node';
import { ADMIN, ALICE, BOB, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Apps on the server (docs/extensions.md "Apps on the server"): a user's app is one an area declares —
 * the core's default `onto`, a server extension's `apps` (the education extension's `edu`) — and is
 * reported as stored, with whether it confines its users (`appConfines`, so the browser confines them from
 * the first page); an app nobody declares falls back to `onto` with a warning in the log, and an
 * administrator cannot write one (400, nothing changed).
 */
const docs: ServerExtension = { id: 'docs-area', version: '1.0.0', apps: [{ id: 'docs', confinesUsers: true }] };
const clash: ServerExtension = { id: 'second-edu', version: '1.0.0', apps: [{ id: 'edu' }] };
const malformed: ServerExtension = { id: 'bad-app', version: '1.0.0', apps: [{ id: 'Not An App' }] };

let t: TestServer;
let admin: Client;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  t = await startTestServer([education, docs, clash, malformed]);
  [admin, alice, bob] = await Promise.all([t.signIn(ADMIN), t.signIn(ALICE), t.signIn(BOB)]);
}, 60_000);
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

const setApp = (client: Client, userId: string, val: unknown) =>
  client.data({ act: 'set_data', data: [{ op: 'upd', inst: userId, prop: PROP.app, val }] });
const checkAuth = async (client: Client) =>
  (await (await client.request('GET', '/api/auth/check-auth')).json()) as CheckAuthReply;
const storedApp = async (userId: string) =>
  (
    await t.temp.store.query<{ val: string }>('select val from ob_value where inst = $1 and prop = $2', [
      userId,
      PROP.app,
    ])
  ).rows.map((r) => r.val);

describe('the apps a server declares', () => {
  it('a new user has the core’s default app, which does not confine', async () => {
    expect(await checkAuth(alice)).toMatchObject({ app: 'onto', appConfines: false });
  });

  it('a user’s app is reported as stored when an area declares it: the education extension’s edu, confining', async () => {
    expect((await setApp(admin, bob.userId, 'edu')).status).toBe(200);
    expect(await checkAuth(bob)).toMatchObject({ app: 'edu', appConfines: true });
  });

  it('nobody signed in: no app and nothing confines', async () => {
    const reply = (await (await fetch(`${t.url}/api/auth/check-auth`)).json()) as CheckAuthReply;
    expect(reply).toMatchObject({ isAuthenticated: false, app: null, appConfines: false });
  });

  it('an app a server extension declares can be set and is reported as stored', async () => {
    expect((await setApp(admin, alice.userId, 'docs')).status).toBe(200);
    expect(await storedApp(alice.userId)).toEqual(['docs']);
    expect(await checkAuth(alice)).toMatchObject({ app: 'docs', appConfines: true });
  });

  it('an app nobody declares is refused with a 400 naming it and the declared ones; nothing changes', async () => {
    const before = await storedApp(bob.userId);
    const counts = await tableCounts(t.temp);
    const reply = await setApp(admin, bob.userId, 'nonsense');
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toBe(
      'set_data: operation 1 (upd): application: "nonsense" is not a declared app (declared: docs, edu, onto)',
    );
    expect(await storedApp(bob.userId)).toEqual(before);
    expect(await tableCounts(t.temp)).toEqual(counts);
    // Not even among other values, nor as something that is not text.
    expect((await setApp(admin, bob.userId, ['onto', 'nonsense'])).status).toBe(400);
    expect((await setApp(admin, bob.userId, true)).status).toBe(400);
    expect(await storedApp(bob.userId)).toEqual(before);
  });

  it('a stored app nobody declares (an area removed) falls back to onto, with a warning in the log', async () => {
    const warn = vi.spyOn(t.server.app.log, 'warn');
    // As a server that ran an area no longer started would have left it.
    await t.temp.store.query('update ob_value set val = $3 where inst = $1 and prop = $2', [
      bob.userId,
      PROP.app,
      'retired',
    ]);
    t.server.data.cache.clear();
    expect(await checkAuth(bob)).toMatchObject({ app: 'onto', appConfines: false });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ userId: bob.userId, app: 'retired' }),
      `user ${bob.userId} has the app "retired", which no area declares; onto is used`,
    );
    // The stored value is kept: an area that declares it again gives it back.
    expect(await storedApp(bob.userId)).toEqual(['retired']);
  });

  it('an extension declaring an app already declared, or a malformed one, is refused as a whole', () => {
    const outcome = (id: string) => t.server.extensions.find((e) => e.id === id);
    expect(outcome('education')).toMatchObject({ status: 'active' });
    expect(outcome('docs-area')).toMatchObject({ status: 'active' });
    expect(outcome('second-edu')).toMatchObject({ status: 'failed' });
    expect(String(outcome('second-edu')?.error)).toContain('apps refused: edu is already declared');
    expect(outcome('bad-app')).toMatchObject({ status: 'failed' });
    expect(String(outcome('bad-app')?.error)).toContain('apps refused: id "Not An App" is not an app id');
  });

  it('a non-administrator cannot set their own app, declared or not', async () => {
    expect((await setApp(alice, alice.userId, 'onto')).status).toBe(400);
    expect(await storedApp(alice.userId)).toEqual(['docs']);
  });
});
