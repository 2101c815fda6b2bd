import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS } from '@ontobench/core/common';
import { defineServerExtension, HttpError } from '@ontobench/sdk/node';
import analysis from '@ontobench/ext-analysis/node';
import type { QueryCallDetails, QueryHistoryReply } from '../../extensions/analysis/src/common/general-search/api.ts';
import { ADMIN, ALICE, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 18 item 7 on a real server: "every get_data and execute with user, time, duration and row count,
 * filterable; a slow query is findable in seconds". A test extension offers a slow and a failing procedure.
 */
const probe = defineServerExtension({
  id: 'historyprobe',
  version: '1.0.0',
  start(ctx) {
    ctx.procedure('history_probe_slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return [1, 2, 3];
    });
    ctx.procedure('history_probe_fail', () => {
      throw new HttpError(409, 'Пробный отказ');
    });
  },
});

let t: TestServer;
let admin: Client;
let alice: Client;

const history = (c: Client, query = '') => c.request('GET', `/api/analysis/query-history${query}`);

async function listed(query: string): Promise<QueryHistoryReply> {
  const reply = await history(admin, query);
  expect(reply.status, await reply.clone().text()).toBe(200);
  return (await reply.json()) as QueryHistoryReply;
}

/** Records are written in batches a moment after the call: wait for one to show. */
async function eventually(query: string, check: (r: QueryHistoryReply) => boolean): Promise<QueryHistoryReply> {
  const end = Date.now() + 5_000;
  for (;;) {
    const reply = await listed(query);
    if (check(reply) || Date.now() > end) return reply;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const execute = (c: Client, procedure: string) => c.request('POST', '/api/execute', { procedure, payload: {} });

beforeAll(async () => {
  t = await startTestServer([analysis, probe]);
  [admin, alice] = await Promise.all([t.signIn(ADMIN), t.signIn(ALICE)]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('query history (issue 18 item 7)', () => {
  it('records a get_data with its user, time, duration and row count', async () => {
    const before = Date.now() - 1000;
    const reply = await alice.data({ act: 'get_data', class: CLASS.Class, limit: 3 });
    expect(reply.status).toBe(200);
    const found = await eventually(`?user=alice&kind=get_data`, (r) => r.items.some((i) => i.target === CLASS.Class));
    const call = found.items.find((i) => i.target === CLASS.Class)!;
    expect(call).toMatchObject({ userId: alice.userId, userEmail: ALICE, kind: 'get_data', status: 200 });
    expect(call.durationMs).toBeGreaterThanOrEqual(0);
    expect(call.rowCount).toBeGreaterThanOrEqual(1);
    expect(call.rowCount).toBeLessThanOrEqual(3);
    expect(Date.parse(call.at)).toBeGreaterThan(before);
    const details = (await (await history(admin, `/${call.id}`)).json()) as QueryCallDetails;
    expect(details.request).toMatchObject({ act: 'get_data', class: CLASS.Class, limit: 3 });
  });

  it('names the class a get_data read, so a slow read is findable by eye (the id stays the target)', async () => {
    const cls = randomUUID();
    const made = await alice.data({
      act: 'set_data',
      data: [{ op: 'new', class: CLASS.Class, name: 'Сотрудник', inst: cls }],
    });
    expect(made.status).toBe(200);
    expect((await alice.data({ act: 'get_data', class: cls, limit: 1 })).status).toBe(200);
    const found = await eventually(`?user=alice&kind=get_data`, (r) => r.items.some((i) => i.target === cls));
    expect(found.items.find((i) => i.target === cls)).toMatchObject({ target: cls, targetName: 'Сотрудник' });
  });

  it('finds a slow call by its minimum duration, slowest first, with its row count', async () => {
    expect((await execute(alice, 'history_probe_slow')).status).toBe(200);
    const found = await eventually('?minDuration=350&sort=duration', (r) => r.items.length > 0);
    expect(found.items[0]).toMatchObject({ kind: 'execute', target: 'history_probe_slow', rowCount: 3 });
    expect(found.items[0]!.durationMs).toBeGreaterThanOrEqual(350);
    expect(found.items.every((i) => i.durationMs >= 350)).toBe(true);
  });

  it('records a failed call with its status and error', async () => {
    expect((await execute(alice, 'history_probe_fail')).status).toBe(409);
    const found = await eventually('?text=history_probe_fail', (r) => r.items.length > 0);
    expect(found.items[0]).toMatchObject({ kind: 'execute', status: 409, error: 'Пробный отказ', rowCount: null });
  });

  it('filters by time range and kind', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await listed(`?from=${encodeURIComponent(future)}`)).total).toBe(0);
    const executes = await listed('?kind=execute');
    expect(executes.items.every((i) => i.kind === 'execute')).toBe(true);
  });

  it('turns a non-administrator away with 403 and an anonymous caller with 401', async () => {
    expect((await history(alice)).status).toBe(403);
    expect((await history(alice, '/1')).status).toBe(403);
    expect((await fetch(`${t.url}/api/analysis/query-history`)).status).toBe(401);
  });

  it('refuses bad filters with 400 and a Russian message, and an unknown call with 404', async () => {
    for (const query of ['?kind=set_data', '?minDuration=-5', '?sort=name', '?from=yesterday', '?limit=100000']) {
      const reply = await history(admin, query);
      expect(reply.status, query).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toMatch(/[а-я]/);
    }
    expect((await history(admin, '/999999999')).status).toBe(404);
    expect((await history(admin, '/abc')).status).toBe(404);
  });

  it('a failure to record never fails the call', async () => {
    await t.temp.store.query('alter table ob_query_log rename to ob_query_log_away');
    try {
      const reply = await alice.data({ act: 'get_data', class: CLASS.Class, limit: 1 });
      expect(reply.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500)); // the batch is written (and fails) meanwhile
      expect((await alice.data({ act: 'get_data', class: CLASS.Class, limit: 1 })).status).toBe(200);
    } finally {
      await t.temp.store.query('alter table ob_query_log_away rename to ob_query_log');
    }
  });
});
