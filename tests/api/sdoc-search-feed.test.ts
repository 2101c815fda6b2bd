import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import analysis from '@ontobench/ext-analysis/node';
import { ANALYSIS_CLASS } from '../../extensions/analysis/src/common/schema.ts';
import type { RenderReply } from '../../extensions/structured-documents/src/common/api.ts';
import { assign } from './documents-fixtures.ts';
import type { Client } from './harness.ts';
import { insert, makeStructuredDocument, saved, sdoc, startSdocWorld, type SdocWorld } from './sdoc-fixtures.ts';

/**
 * Issue 16 item 5: "semantic-search-result and generator components fed by a semantic search (free mode
 * and table mode)", through the analysis area's semantic search (domain.md §3: its json holds get_data
 * and columns) run as the reader, on a real server. §8: "Semantic search failure: 'Не удалось загрузить
 * семантический поиск ... Вероятно, отсутствует необходимый доступ'".
 */
let w: SdocWorld;
let doc: string;
const planet = randomUUID();
const mass = randomUUID();
const search = randomUUID();
const SEARCH_NAME = 'Планеты по массе';

async function ok(c: Client, body: Record<string, unknown>) {
  const reply = await c.data(body);
  expect(reply.status, JSON.stringify(await reply.clone().json())).toBe(200);
  return reply.json();
}

beforeAll(async () => {
  w = await startSdocWorld([analysis]);
  await ok(w.alice, {
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Планета', inst: planet },
      { op: 'new', class: CLASS.DataProperty, name: 'Масса', inst: mass },
    ],
  });
  await ok(w.alice, {
    act: 'set_data',
    data: [
      { op: 'upd', inst: mass, prop: PROP.baseType, val: 'integer' },
      { op: 'add', inst: mass, prop: PROP.domain, val: planet },
    ],
  });
  const planets: [string, number][] = [
    ['Меркурий', 33],
    ['<b>Юпитер</b>', 189_819],
    ['Земля', 597],
  ];
  for (const [name, value] of planets) {
    const inst = randomUUID();
    await ok(w.alice, { act: 'set_data', data: [{ op: 'new', class: planet, name, inst }] });
    await ok(w.alice, { act: 'set_data', data: [{ op: 'upd', inst, prop: mass, val: value }] });
  }
  const config = {
    get_data: { class: planet, fields: [{ prop: mass }] },
    columns: [
      { prop_id: 'name', new_name: 'Планета', ord: 10 },
      { prop_id: mass, new_name: 'Масса', ord: 20, sort: 1, sort_mode: 'desc' },
    ],
    filters: [],
    calcColumns: [],
  };
  await ok(w.alice, {
    act: 'set_data',
    data: [{ op: 'new', class: ANALYSIS_CLASS.SemanticSearch, name: SEARCH_NAME, inst: search }],
  });
  await ok(w.alice, {
    act: 'set_data',
    data: [{ op: 'upd', inst: search, prop: PROP.json, val: JSON.stringify(config) }],
  });

  doc = await makeStructuredDocument(w.alice, 'Справочник');
  const result = insert('semanticSearchResult', doc, null, {
    title: 'Все планеты',
    settings: { semanticSearch: search },
  });
  const holder = insert('contentHolder', doc, result.id);
  const free = insert('generator', holder.id, null, {
    content: '{{Планета}} весит {{Масса}}',
    settings: { mode: 'free', semanticSearch: SEARCH_NAME },
  });
  const table = insert('table', doc, holder.id, { title: 'Массы' });
  const filled = insert('generator', table.id, null, { settings: { mode: 'table', semanticSearch: search } });
  const missing = insert('semanticSearchResult', doc, table.id, { settings: { semanticSearch: 'Нет такого поиска' } });
  await saved(w.alice, doc, [result, holder, free, table, filled, missing]);
}, 90_000);
afterAll(() => w?.close());

async function html(c: Client): Promise<string> {
  const reply = await sdoc.render(c, doc);
  expect(reply.status).toBe(200);
  return ((await reply.json()) as RenderReply).html;
}

describe('components fed by a semantic search', () => {
  it("a search result shows the search as a table: the columns' new names, rows sorted by the sorted column, escaped", async () => {
    const out = await html(w.alice);
    const table = out.match(/<table class="sdoc-search-table"[^]*?<\/table>/)?.[0] ?? '';
    expect(table).toContain('<th>Планета</th><th>Масса</th>');
    const names = [...table.matchAll(/<tr><td>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(names).toEqual(['&#60;b&#62;Юпитер&#60;/b&#62;', 'Земля', 'Меркурий']);
  });

  it("free mode: the generator repeats its template per row, by the search's name", async () => {
    const out = await html(w.alice);
    expect(out).toContain('<div class="sdoc-generated-row"><p>Земля весит 597</p></div>');
    expect(out.match(/sdoc-generated-row/g)).toHaveLength(3);
  });

  it("table mode: the generator fills its table with the search's columns and rows", async () => {
    const out = await html(w.alice);
    const table = out.match(/<table class="sdoc-table"[^]*?<\/table>/)?.[0] ?? '';
    expect(table).toContain('<caption class="sdoc-title">Массы</caption>');
    expect(table).toContain('<thead><tr><th>Планета</th><th>Масса</th></tr></thead>');
    expect(table).toContain('<td>Меркурий</td><td>33</td>');
  });

  it('§8: a search that does not exist shows the failure text, and the rest of the document renders', async () => {
    const out = await html(w.alice);
    expect(out).toContain(
      'Не удалось загрузить семантический поиск «Нет такого поиска». Вероятно, отсутствует необходимый доступ',
    );
    expect(out).toContain('Земля весит 597');
  });

  it('the Word file has the same rows: a table for the search result and the filled table, a paragraph per generated row', async () => {
    const reply = await w.alice.request('GET', `/api/structured-documents/${doc}/docx`);
    expect(reply.status).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(await reply.arrayBuffer()))['word/document.xml']!);
    const texts = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    expect(texts.filter((t) => t === 'Земля')).toHaveLength(2);
    expect(texts).toContain('Земля весит 597');
    expect(texts).toContain('&lt;b&gt;Юпитер&lt;/b&gt;');
    expect(texts.join(' ')).toContain('Не удалось загрузить семантический поиск «Нет такого поиска»');
  });

  it('§8: a reader who may not read the search sees the failure text, not its rows', async () => {
    // Bob reads the document through an assignment; the search stays Alice's own.
    await assign(w.alice, doc, w.bob, 'reader');
    const out = await html(w.bob);
    expect(out).toContain(
      `Не удалось загрузить семантический поиск «${search}». Вероятно, отсутствует необходимый доступ`,
    );
    expect(out).toContain(`семантический поиск «${SEARCH_NAME}»`);
    expect(out).not.toContain('Земля');
  });
});
