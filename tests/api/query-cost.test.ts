import { randomUUID } from 'node:crypto';
import { CLASS, PROP, type GetDataReply, type PingReply } from '@ontobench/core/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * The cost of a query and what a query may reach (issue 11, items 3 and 4): a recursive field is a
 * bounded, cycle-safe walk that never passes through what the viewer may not read; nested fields have
 * a budget of cells per request, refused with a clear 400; the health check does not wait behind user
 * work. Spec shell.md §7 (get_data: fields with reverse, recursive and nested fields).
 */

let t: TestServer;
let alice: Client;

const GRAPH_SIZE = 150;
const Node = randomUUID();
const linksTo = randomUUID();
const nodes = Array.from({ length: GRAPH_SIZE }, () => randomUUID());

async function ok(client: Client, body: Record<string, unknown>): Promise<GetDataReply> {
  const reply = await client.data(body);
  expect(reply.status, await reply.clone().text()).toBe(200);
  return (await reply.json()) as GetDataReply;
}

async function write(client: Client, data: unknown[]): Promise<void> {
  const reply = await client.data({ act: 'set_data', data });
  expect(reply.status, await reply.clone().text()).toBe(200);
}

/** The values of one field per instance, top level only. */
function valuesByInstance(reply: GetDataReply, prop: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of reply.rows) {
    if (r.prop !== prop || r.from !== undefined) continue;
    out.set(r.inst, [...(out.get(r.inst) ?? []), String(r.val)]);
  }
  return out;
}

beforeAll(async () => {
  t = await startTestServer();
  alice = await t.signIn(ALICE);
  // Alice's graph: every node links to every other one (150 × 149 links, cycles everywhere).
  await write(alice, [
    { op: 'new', class: CLASS.Class, name: 'Узел', inst: Node },
    { op: 'new', class: CLASS.ObjectProperty, name: 'связан с', inst: linksTo },
    { op: 'add', inst: linksTo, prop: PROP.domain, val: Node },
    { op: 'add', inst: linksTo, prop: PROP.range, val: Node },
    { op: 'upd', inst: linksTo, prop: PROP.multiple, val: true },
    ...nodes.map((inst, n) => ({ op: 'new', class: Node, name: `Узел ${String(n).padStart(3, '0')}`, inst })),
  ]);
  await write(
    alice,
    nodes.map((inst) => ({ op: 'upd', inst, prop: linksTo, val: nodes.filter((other) => other !== inst) })),
  );
}, 120_000);

afterAll(() => t?.close());

describe('a recursive field is a bounded walk (issue 11, item 3)', () => {
  it('walks a fully linked graph of 150 nodes from every node and reaches exactly the other nodes', async () => {
    const reply = await ok(alice, {
      act: 'get_data',
      class: Node,
      limit: GRAPH_SIZE,
      fields: [{ prop: linksTo, recursive: true }],
    });
    expect(reply.count_rows).toBe(GRAPH_SIZE);
    const reached = valuesByInstance(reply, linksTo);
    expect(reached.size).toBe(GRAPH_SIZE);
    for (const start of nodes) {
      const found = reached.get(start)!;
      // Each node once (a visited set), the start itself never.
      expect(found.length).toBe(GRAPH_SIZE - 1);
      expect(new Set(found)).toEqual(new Set(nodes.filter((n) => n !== start)));
    }
  });
});

describe('the cost of nested fields has a budget of cells per request (issue 11, item 3)', () => {
  it('refuses a request whose shape is over the budget with a clear 400, before it runs', async () => {
    const wide = Array.from({ length: 40 }, () => ({ prop: linksTo }));
    const reply = await alice.data({
      act: 'get_data',
      class: Node,
      limit: 10_000,
      fields: [{ prop: linksTo, fields: [{ prop: linksTo, fields: wide }] }],
    });
    expect(reply.status).toBe(400);
    // The estimate's text: refused from the request's shape, not after reading anything.
    expect(((await reply.json()) as { error: string }).error).toMatch(
      /^get_data: the request could return about \d+ values, more than the 300000 a request may return; /,
    );
  });

  it('stops a request whose real number of cells passes the budget with a clear 400', async () => {
    // Small in shape (150 rows, three fields), but each node's 149 links each bring their 149 links.
    const reply = await alice.data({
      act: 'get_data',
      class: Node,
      limit: GRAPH_SIZE,
      fields: [{ prop: linksTo, fields: [{ prop: linksTo }] }],
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({
      error:
        'get_data: the request returns more than 300000 values, the most a request may return; ' +
        'narrow it with a filter, a smaller limit or fewer nested fields',
    });
  });

  it('still answers the same request for a page the budget holds', async () => {
    const reply = await ok(alice, {
      act: 'get_data',
      class: Node,
      limit: 2,
      fields: [{ prop: linksTo, fields: [{ prop: linksTo }] }],
    });
    // 2 names + 2 × 149 links + 2 × 149 × 149 nested links.
    expect(reply.rows.length).toBe(2 + 2 * 149 + 2 * 149 * 149);
  });
});

describe('the health check does not wait behind user work (issue 11, item 3)', () => {
  it('answers ping while a long piece of work holds the database', async () => {
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    // A long transaction on the server's own store (like a big import): on the embedded store every
    // other statement waits for it.
    const work = t.temp.store
      .transaction(async (tx) => {
        await tx.query('select 1');
        opened();
        await held;
      })
      .then(() => events.push('long work'));
    await open;
    const ping = await fetch(`${t.url}/api/public/ping`);
    events.push('ping');
    const body = (await ping.json()) as PingReply;
    release();
    await work;
    expect(events).toEqual(['ping', 'long work']);
    expect(body.services.find((s) => s.name === 'database')?.status).toBe('GREEN');
  });
});
