import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import { seededRandom } from '../../host/server/src/demo/seeded-random.ts';
import { ADMIN, ALICE, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Bad input, spec'd by the issue: malformed JSON, wrong types, unknown acts, oversized payloads and
 * injection attempts always get a 4xx with {error}, never a 500, and a refused request writes nothing.
 */
let t: TestServer;
let alice: Client;
let admin: Client;
const Thing = randomUUID();
const size = randomUUID();
const item = randomUUID();

beforeAll(async () => {
  t = await startTestServer();
  [alice, admin] = await Promise.all([t.signIn(ALICE), t.signIn(ADMIN)]);
  const made = await alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Thing', inst: Thing },
      { op: 'new', class: CLASS.DataProperty, name: 'size', inst: size },
      { op: 'upd', inst: size, prop: PROP.baseType, val: 'real' },
      { op: 'new', class: Thing, name: 'item', inst: item },
    ],
  });
  expect(made.status).toBe(200);
}, 60_000);

afterAll(() => t?.close());

const INJECTIONS = [
  "'; drop table ob_value; --",
  "x' or '1'='1",
  '"); delete from ob_instance; --',
  '$1',
  '\\',
  '%_%',
  '\u0000',
  '<script>alert(1)</script>',
  "[name] = 'a' or 1=1",
  '00000000-0000-4000-8000-000000000001; drop table ob_instance',
];

function randomValue(r: () => number, depth = 0): unknown {
  const pick = Math.floor(r() * (depth > 2 ? 7 : 10));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return r() < 0.5;
    case 2:
      return Math.floor(r() * 2e9) - 1e9;
    case 3:
      return r() * 1e308 * (r() < 0.5 ? -1 : 1);
    case 4:
      return INJECTIONS[Math.floor(r() * INJECTIONS.length)];
    case 5:
      return 'x'.repeat(Math.floor(r() * 300));
    case 6:
      return randomUUID();
    case 7:
      return Array.from({ length: Math.floor(r() * 4) }, () => randomValue(r, depth + 1));
    case 8:
      return Object.fromEntries(
        Array.from({ length: Math.floor(r() * 4) }, (_, i) => [`k${i}`, randomValue(r, depth + 1)]),
      );
    default:
      return { act: 'get_data', class: Thing, fields: [randomValue(r, depth + 1)] };
  }
}

/** A valid request with one place replaced by something random. */
function mutate(r: () => number, base: unknown): unknown {
  if (r() < 0.1) return randomValue(r);
  const copy = structuredClone(base) as Record<string, unknown>;
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        const key = Array.isArray(node) ? Number(k) : k;
        paths.push([...path, key]);
        walk(v, [...path, key]);
      }
    }
  };
  walk(copy, []);
  const path = paths[Math.floor(r() * paths.length)] ?? [];
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last !== undefined) {
    if (r() < 0.2) delete node[last];
    else node[last] = randomValue(r);
  }
  return copy;
}

const VALID = () => [
  {
    path: '/api/data',
    client: 'alice',
    body: {
      act: 'get_data',
      class: Thing,
      fields: [{ prop: size, filter: 1, filter_mode: 'gt', sort: 'asc' }],
      filter: "[name] ~ 'it'",
      limit: 10,
      offset: 0,
    },
  },
  { path: '/api/data', client: 'alice', body: { act: 'get_form', class: Thing, inst: item, prop_cap: true } },
  {
    path: '/api/data',
    client: 'alice',
    body: {
      act: 'set_data',
      data: [
        { op: 'upd', inst: item, prop: size, val: 2.5 },
        { op: 'rem', inst: item, prop: size, idx: 0 },
      ],
    },
  },
  {
    path: '/api/assignments/fetch',
    client: 'alice',
    body: { userId: alice.userId, objectId: item, roleCode: 'reader', onlyActualAssignments: true },
  },
  { path: '/api/execute', client: 'alice', body: { procedure: 'nothing', payload: { a: 1 } } },
  { path: '/api/auth/login', client: null, body: { email: 'nobody@contract.test', password: 'Wrong-pass-1' } },
  {
    path: '/api/auth/register',
    client: null,
    body: { email: 'reg@contract.test', password: 'short', fullName: 'John Smith' },
  },
  { path: '/api/auth/password-reset', client: null, body: { email: 'nobody@contract.test' } },
  { path: '/api/public/log-error', client: null, body: { msg: 'boom', url: '/x', userAgent: 'test' } },
  { path: '/api/app/notify', client: 'admin', body: { users: [alice.userId], subject: 's', message: 'm' } },
];

describe('fuzz: malformed and hostile requests', () => {
  it('malformed JSON, wrong content and unknown acts are 400 {error}', async () => {
    for (const raw of ['{', '{"act":', 'nul', '[1,2', '{"act":"get_data",}', '\u0000']) {
      const reply = await alice.request('POST', '/api/data', raw);
      expect(reply.status, raw).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toEqual(expect.any(String));
    }
    for (const body of [
      null,
      [],
      'text',
      42,
      { act: 'drop_table', session: alice.session },
      { act: 'get_data', session: alice.session },
    ]) {
      const reply = await alice.request('POST', '/api/data', JSON.stringify(body));
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('an oversized payload is a 413 {error}, and nothing is written', async () => {
    const before = await tableCounts(t.temp);
    const huge = {
      act: 'set_data',
      session: alice.session,
      data: [{ op: 'new', class: Thing, name: 'x'.repeat(9 * 1024 * 1024) }],
    };
    const reply = await alice.request('POST', '/api/data', huge);
    expect(reply.status).toBe(413);
    expect(await reply.json()).toEqual({ error: expect.any(String) });
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('injection attempts in filters, names and ids change nothing and select nothing', async () => {
    for (const text of INJECTIONS) {
      const filtered = await alice.data({
        act: 'get_data',
        class: Thing,
        filter: `[name] = '${text.replaceAll("'", "''")}'`,
      });
      if (text.includes('\u0000')) {
        // NUL cannot be stored or compared in PostgreSQL text: refused as the client's value.
        expect([filtered.status, await filtered.json()]).toEqual([
          400,
          { error: expect.stringMatching(/cannot be stored/) },
        ]);
      } else {
        expect(filtered.status, text).toBe(200);
        expect(((await filtered.json()) as { count_rows: number }).count_rows).toBe(0);
      }
      const raw = await alice.data({ act: 'get_data', class: Thing, filter: text });
      expect(raw.status, text).toBe(400);
      const badId = await alice.data({ act: 'get_data', class: text });
      expect(badId.status).toBe(400);
    }
    const named = await alice.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: item, prop: PROP.name, val: INJECTIONS[0] }],
    });
    expect(named.status).toBe(200);
    const back = (await (await alice.data({ act: 'get_data', class: Thing })).json()) as { rows: { val: unknown }[] };
    expect(back.rows[0]!.val).toBe(INJECTIONS[0]);
    expect((await t.temp.store.query("select to_regclass('ob_value') as t")).rows[0]).toEqual({ t: 'ob_value' });
  });

  it('400 seeded random mutations of valid requests: never a 5xx; a refusal is a 4xx with {error} and writes nothing', async () => {
    const r = seededRandom(4242);
    const clients: Record<string, Client | null> = { alice, admin };
    const seen = new Map<number, number>();
    for (let i = 0; i < 400; i++) {
      const valid = VALID();
      const target = valid[Math.floor(r() * valid.length)]!;
      const body = mutate(r, target.body);
      const client = target.client ? clients[target.client]! : null;
      const payload =
        target.path === '/api/data' && body && typeof body === 'object' && !Array.isArray(body) && r() < 0.9
          ? { session: client!.session, ...body }
          : body;
      const before = await tableCounts(t.temp);
      const reply = client
        ? await client.request('POST', target.path, payload === undefined ? 'null' : JSON.stringify(payload))
        : await fetch(`${t.url}${target.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(payload ?? null),
          });
      seen.set(reply.status, (seen.get(reply.status) ?? 0) + 1);
      const text = await reply.text();
      expect(
        reply.status,
        `${target.path} ${JSON.stringify(payload).slice(0, 300)} → ${text.slice(0, 300)}`,
      ).toBeLessThan(500);
      if (reply.status >= 400) {
        expect(JSON.parse(text), text).toEqual(expect.objectContaining({ error: expect.any(String) }));
        const after = await tableCounts(t.temp);
        // A refused request writes nothing (error reports excepted: logging a refusal is not a write of the request).
        expect({ ...after, ob_error_report: 0 }).toEqual({ ...before, ob_error_report: 0 });
      }
    }
    // The run exercised both refusals and acceptances.
    expect([...seen.keys()].some((s) => s >= 400)).toBe(true);
    expect([...seen.keys()].some((s) => s < 300)).toBe(true);
  }, 120_000);
});
