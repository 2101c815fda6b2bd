import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import analysis from '@ontobench/ext-analysis/node';
import type { GeneralSearchHit, GeneralSearchReply } from '../../extensions/analysis/src/common/general-search/api.ts';
import { ALICE, BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 18 item 6 on a real server: "full-text search over names and text values of every object the user
 * may read (PostgreSQL full-text with Russian and English configurations and trigram fallback), results
 * grouped by kind".
 */
let t: TestServer;
let alice: Client;
let bob: Client;
const discipline = randomUUID();
const description = randomUUID();
const quantum = randomUUID();
const english = randomUUID();
const bobsClass = randomUUID();
const bobsSecret = randomUUID();

async function ok(c: Client, body: Record<string, unknown>) {
  const reply = await c.data(body);
  expect(reply.status, await reply.clone().text()).toBe(200);
}

const search = (c: Client, q: string, extra = '') =>
  c.request('GET', `/api/analysis/general-search?q=${encodeURIComponent(q)}${extra}`);

async function found(c: Client, q: string): Promise<GeneralSearchReply> {
  const reply = await search(c, q);
  expect(reply.status, await reply.clone().text()).toBe(200);
  return (await reply.json()) as GeneralSearchReply;
}

const hits = (reply: GeneralSearchReply): GeneralSearchHit[] => reply.groups.flatMap((g) => g.items);

beforeAll(async () => {
  t = await startTestServer([analysis]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  await ok(alice, {
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Учебная дисциплина', inst: discipline },
      { op: 'new', class: CLASS.DataProperty, name: 'Аннотация', inst: description },
    ],
  });
  await ok(alice, {
    act: 'set_data',
    data: [
      { op: 'upd', inst: description, prop: PROP.baseType, val: 'string' },
      { op: 'add', inst: description, prop: PROP.domain, val: discipline },
      { op: 'new', class: discipline, name: 'Квантовая механика', inst: quantum },
      { op: 'upd', inst: quantum, prop: description, val: 'Курс о волновых функциях, операторах и <b>спектрах</b>' },
      { op: 'new', class: discipline, name: 'Linear algebra for engineers', inst: english },
    ],
  });
  await ok(bob, { act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Секреты Боба', inst: bobsClass }] });
  await ok(bob, {
    act: 'set_data',
    data: [{ op: 'new', class: bobsClass, name: 'Квантовая тайна', inst: bobsSecret }],
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('general search (issue 18 item 6)', () => {
  it('finds a Russian name by another word form (full text, Russian stemming), grouped under its class', async () => {
    const reply = await found(alice, 'квантовой механике');
    const group = reply.groups.find((g) => g.classId === discipline);
    expect(group?.className).toBe('Учебная дисциплина');
    const hit = group?.items.find((h) => h.id === quantum);
    expect(hit?.name).toBe('Квантовая механика');
    expect(hit?.fuzzy).toBe(false);
    expect(hit?.nameRanges.map(([s, e]) => hit.name.slice(s, e))).toEqual(['Квантовая', 'механика']);
  });

  it('finds an English name by another word form (English stemming)', async () => {
    expect(hits(await found(alice, 'engineer')).map((h) => h.id)).toContain(english);
  });

  it('finds a text value and gives its snippet as text with ranges, never HTML', async () => {
    const hit = hits(await found(alice, 'оператор')).find((h) => h.id === quantum);
    expect(hit?.snippet?.propId).toBe(description);
    expect(hit?.snippet?.propName).toBe('Аннотация');
    expect(hit?.snippet?.text).toContain('<b>спектрах</b>');
    const [start, end] = hit!.snippet!.ranges[0]!;
    expect(hit!.snippet!.text.slice(start, end)).toBe('операторах');
  });

  it('finds a misspelt word through the trigram fallback', async () => {
    const hit = hits(await found(alice, 'мехяника')).find((h) => h.id === quantum);
    expect(hit?.fuzzy).toBe(true);
  });

  it("never shows another user's private object", async () => {
    expect(hits(await found(alice, 'квантовая')).map((h) => h.id)).not.toContain(bobsSecret);
    expect(hits(await found(bob, 'квантовая')).map((h) => h.id)).toEqual([bobsSecret]);
    expect(hits(await found(bob, 'тайна')).map((h) => h.id)).toEqual([bobsSecret]);
  });

  it('pages one group', async () => {
    const reply = await found(alice, 'квантовая');
    expect(reply.total).toBeGreaterThan(0);
    const page = await search(alice, 'квантовая', `&group=${discipline}&offset=1&limit=5`);
    const body = (await page.json()) as GeneralSearchReply;
    expect(body.groups.map((g) => [g.classId, g.offset])).toEqual([[discipline, 1]]);
  });

  it('refuses an empty, a too long text and a bad page with 400 and a Russian message', async () => {
    for (const [q, extra] of [
      ['', ''],
      ['   ', ''],
      ['а'.repeat(201), ''],
      ['квантовая', '&limit=-1'],
      ['квантовая', '&group=nope'],
    ] as const) {
      const reply = await search(alice, q, extra);
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toMatch(/[а-я]/);
    }
  });

  it('asks to sign in without a token', async () => {
    expect((await fetch(`${t.url}/api/analysis/general-search?q=test`)).status).toBe(401);
  });
});
