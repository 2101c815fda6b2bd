import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP, type GetDataReply } from '@ontobench/core/common';
import { ALICE, BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * A user's own settings records (shell.md §3 "Settings: JSON objects merged from several records"; domain.md
 * §3 "Saved sort params per class and user"): the browser writes them through the data API as the user.
 */
let t: TestServer;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  t = await startTestServer();
  [alice, bob] = [await t.signIn(ALICE), await t.signIn(BOB)];
});
afterAll(() => t.close());

const settingsOf = async (who: Client, filter?: string) =>
  (await (
    await who.data({
      act: 'get_data',
      class: CLASS.Settings,
      fields: [{ prop: PROP.json }],
      ...(filter ? { filter } : {}),
    })
  ).json()) as GetDataReply;

describe('a user’s own settings records', () => {
  it('a user makes and changes their own record; nobody else reads or changes it', async () => {
    const inst = randomUUID();
    const json = JSON.stringify({ sortParams: { c: { prop: 'p', dir: 'desc' } } });
    const made = await alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Settings, name: 'Настройки', inst },
        { op: 'upd', inst, prop: PROP.json, val: json },
      ],
    });
    expect(made.status).toBe(200);
    const own = await settingsOf(alice, '[author] = #user#');
    expect(own.rows.filter((c) => c.inst === inst && c.prop === PROP.json).map((c) => c.val)).toEqual([json]);

    expect((await settingsOf(bob)).rows.some((c) => c.inst === inst)).toBe(false);
    const taken = await bob.data({ act: 'set_data', data: [{ op: 'upd', inst, prop: PROP.json, val: '{}' }] });
    expect(taken.status).toBeGreaterThanOrEqual(400);
    expect(taken.status).toBeLessThan(500);
    expect(
      (await settingsOf(alice, '[author] = #user#')).rows.find((c) => c.inst === inst && c.prop === PROP.json)?.val,
    ).toBe(json);
  });
});
