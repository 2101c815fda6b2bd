import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import type { ResolvedTerm } from '@ontobench/sdk/common';
import { tableCounts } from './harness.ts';
import {
  api,
  doc,
  heading,
  makeDocument,
  para,
  saved,
  startDocumentsWorld,
  type DocumentsWorld,
} from './documents-fixtures.ts';

/**
 * Term resolution (spec domain.md §7 "Term resolution: lists of term, description and value references
 * go out; back come id, name, caption, value, discourse, discourse caption, content, and whether the id
 * is a document"), as the signed-in user: a target they may not read is left out.
 */
let w: DocumentsWorld;
const [pizza, price, margherita, secret] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
let document: string;

beforeAll(async () => {
  w = await startDocumentsWorld();
  const made = await w.alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Пицца', inst: pizza },
      { op: 'upd', inst: pizza, prop: PROP.description, val: 'Блюдо итальянской кухни' },
      { op: 'new', class: CLASS.DataProperty, name: 'цена', inst: price },
      { op: 'upd', inst: price, prop: PROP.baseType, val: 'real' },
      { op: 'upd', inst: price, prop: PROP.domain, val: [pizza] },
      { op: 'upd', inst: price, prop: PROP.defaultValue, val: '500' },
      { op: 'new', class: pizza, name: 'Маргарита', inst: margherita },
      { op: 'upd', inst: margherita, prop: price, val: 450.5 },
    ],
  });
  expect([made.status, await made.text()]).toEqual([200, expect.any(String)]);
  const hidden = await w.bob.data({
    act: 'set_data',
    data: [{ op: 'new', class: CLASS.Class, name: 'Секрет Боба', inst: secret }],
  });
  expect(hidden.status).toBe(200);
  document = await makeDocument(w.alice, 'Глоссарий');
  await saved(w.alice, document, doc(heading(1, 'Термины'), para('Пицца — это блюдо.')), 0);
}, 60_000);

afterAll(() => w?.close());

const resolved = async (client: DocumentsWorld['alice'], refs: unknown): Promise<ResolvedTerm[]> => {
  const reply = await api.resolve(client, refs);
  expect(reply.status).toBe(200);
  return (await reply.json()) as ResolvedTerm[];
};

describe('POST terms/resolve — domain.md §7 "Term resolution"', () => {
  it('names a term with its description as content, a document with its text, a value on its object', async () => {
    const terms = await resolved(w.alice, [
      { kind: 'class', id: pizza },
      { kind: 'document', id: document },
      { kind: 'property', id: price, secondId: margherita },
      { kind: 'scalar', id: price },
    ]);
    expect(terms).toEqual([
      {
        id: pizza,
        name: 'Пицца',
        caption: null,
        value: null,
        content: 'Блюдо итальянской кухни',
        isDocument: false,
      },
      {
        id: document,
        name: 'Глоссарий',
        caption: null,
        value: null,
        content: 'Термины\nПицца — это блюдо.',
        isDocument: true,
      },
      // The second UUID comes back, so two value references to one property keep their own values.
      {
        id: price,
        secondId: margherita,
        name: 'цена',
        caption: null,
        value: '450.5',
        content: null,
        isDocument: false,
      },
      // domain.md §5: a scalar with no object shows the property's default value.
      { id: price, name: 'цена', caption: null, value: '500', content: null, isDocument: false },
    ]);
  });

  it('a target the user may not read is left out (as one that does not exist)', async () => {
    const terms = await resolved(w.alice, [
      { kind: 'class', id: secret },
      { kind: 'class', id: randomUUID() },
      { kind: 'class', id: pizza },
      { kind: 'property', id: price, secondId: secret },
    ]);
    expect(terms.map((t) => [t.id, t.value ?? null])).toEqual([
      [pizza, null],
      [price, null],
    ]);
    // A stranger to Alice's model reads none of it, and no value through a reference either.
    expect(
      await resolved(w.carol, [
        { kind: 'class', id: pizza },
        { kind: 'document', id: document },
        { kind: 'property', id: price, secondId: margherita },
      ]),
    ).toEqual([]);
    // The administrator reads Bob's class.
    expect((await resolved(w.admin, [{ kind: 'class', id: secret }])).map((t) => t.name)).toEqual(['Секрет Боба']);
  });

  it('refuses a malformed request with 400 and writes nothing; more than 500 references too', async () => {
    const before = await tableCounts(w.t.temp);
    for (const refs of [
      'x',
      [{ kind: 'chapter', id: pizza }],
      [{ kind: 'class', id: 'no' }],
      [{ kind: 'class', id: pizza, secondId: 5 }],
      Array.from({ length: 501 }, () => ({ kind: 'class', id: pizza })),
    ])
      expect((await api.resolve(w.alice, refs)).status).toBe(400);
    expect((await w.anonymous('POST', '/api/terms/resolve')).status).toBe(401);
    expect(await tableCounts(w.t.temp)).toEqual(before);
  });

  it('500 references of many classes resolve in one call', async () => {
    const refs = Array.from({ length: 500 }, (_, i) => ({ kind: 'class', id: i % 2 ? pizza : document }));
    expect((await resolved(w.alice, refs)).map((t) => t.name)).toEqual(['Глоссарий', 'Пицца']);
  });
});
