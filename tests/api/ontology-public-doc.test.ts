import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import ontology from '@ontobench/ext-ontology/node';
import { EXPLORE_PROCEDURES, type SearchResult, type TermView } from '../../extensions/ontology/src/common/explore.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';
import type { OntologyState } from '../../extensions/ontology/src/common/state.ts';
import { PUBLIC_DOC_NOT_FOUND } from '../../extensions/ontology/src/node/explore/public-doc.ts';
import { ADMIN, ALICE, BOB, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * The explore part's server (issue #5): the public documentation of an ontology (shell.md §2 "Public (no
 * authentication; user info is not loaded)": /public/ontology-doc/{id}), the term view behind the fact
 * explorer and the term page, and the ontology search — each against a real server on a fresh database.
 */
let t: TestServer;
let alice: Client;
let bob: Client;
const id = () => randomUUID();
const [pub, priv] = [id(), id()];
const [animal, dog, foreign] = [id(), id(), id()];
const [owns, age] = [id(), id()];
const [rex, tom, hidden] = [id(), id(), id()];

beforeAll(async () => {
  t = await startTestServer([ontology]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  const member = (inst: string, onto = pub) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: onto });
  const reply = await alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: ONTO_CLASS.Ontology, name: 'Зоология', inst: pub },
      { op: 'upd', inst: pub, prop: PROP.isPublic, val: true },
      { op: 'upd', inst: pub, prop: PROP.description, val: 'Открытая онтология' },
      { op: 'new', class: ONTO_CLASS.Ontology, name: 'Секретная', inst: priv },
      { op: 'new', class: CLASS.Class, name: 'Секретный класс', inst: foreign },
      member(foreign, priv),
      { op: 'new', class: CLASS.Class, name: 'Животное', inst: animal },
      { op: 'upd', inst: animal, prop: ONTO_PROP.synonym, val: ['Зверь', 'Тварь'] },
      member(animal),
      { op: 'new', class: CLASS.Class, name: 'Собака', inst: dog },
      { op: 'upd', inst: dog, prop: PROP.parentClass, val: [animal, foreign] },
      member(dog),
      { op: 'new', class: CLASS.ObjectProperty, name: 'владеет', inst: owns },
      { op: 'upd', inst: owns, prop: PROP.domain, val: [animal] },
      { op: 'upd', inst: owns, prop: PROP.range, val: [animal] },
      member(owns),
      { op: 'new', class: CLASS.DataProperty, name: 'возраст', inst: age },
      { op: 'upd', inst: age, prop: PROP.baseType, val: 'integer' },
      { op: 'upd', inst: age, prop: PROP.domain, val: [animal] },
      member(age),
      { op: 'new', class: dog, name: 'Рекс', inst: rex },
      { op: 'upd', inst: rex, prop: age, val: 7 },
      member(rex),
      { op: 'new', class: animal, name: 'Том', inst: tom },
      { op: 'add', inst: tom, prop: owns, val: rex },
      member(tom),
      { op: 'new', class: foreign, name: 'Скрытый', inst: hidden },
      member(hidden, priv),
    ],
  });
  expect([reply.status, await reply.text()]).toEqual([200, expect.any(String)]);
}, 60_000);

afterAll(() => t?.close());

const anonymous = (path: string) => fetch(`${t.url}${path}`);
const execute = (client: Client, procedure: string, payload: unknown) =>
  client.request('POST', '/api/execute', { procedure, payload });

describe('GET /api/public/ontology-doc/:id — shell.md §2 public ontology documentation', () => {
  it('answers a public ontology to an anonymous visitor, with its own terms only', async () => {
    const reply = await anonymous(`/api/public/ontology-doc/${pub}`);
    expect(reply.status).toBe(200);
    const doc = (await reply.json()) as OntologyState;
    expect(doc.ontology).toMatchObject({
      id: pub,
      name: 'Зоология',
      isPublic: true,
      description: 'Открытая онтология',
    });
    expect(doc.classes.map((c) => c.name)).toEqual(['Животное', 'Собака']);
    // The parent from the private ontology is not named, not even by id.
    expect(doc.classes.find((c) => c.id === dog)!.parents).toEqual([animal]);
    expect(doc.classes.find((c) => c.id === animal)!.synonyms).toEqual(['Зверь', 'Тварь']);
    expect(doc.objectProperties.map((p) => [p.name, p.domain, p.range])).toEqual([['владеет', [animal], [animal]]]);
    expect(doc.dataProperties.map((p) => [p.name, p.baseType])).toEqual([['возраст', 'integer']]);
    expect(doc.individuals.map((i) => i.name)).toEqual(['Рекс', 'Том']);
    expect(doc.individuals.find((i) => i.id === rex)!.values).toEqual([{ prop: age, value: 7 }]);
    expect(doc.individuals.find((i) => i.id === tom)!.links).toEqual([{ prop: owns, target: rex }]);
    const text = JSON.stringify(doc);
    for (const leak of [foreign, hidden, priv, 'Секрет', 'Скрытый', 'Алисова'])
      expect(text, `the document names ${leak}`).not.toContain(leak);
  });

  it('answers 404 with one text for a private, a missing and a malformed id, and writes nothing', async () => {
    const before = await tableCounts(t.temp);
    const replies = await Promise.all(
      [priv, randomUUID(), 'not-an-id', animal].map((x) => anonymous(`/api/public/ontology-doc/${x}`)),
    );
    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect(await reply.json()).toEqual({ error: PUBLIC_DOC_NOT_FOUND });
    }
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('a signed-in owner gets 404 for a private ontology too: the page is about the public flag', async () => {
    expect((await alice.request('GET', `/api/public/ontology-doc/${priv}`)).status).toBe(404);
  });

  it('stops answering as soon as the ontology is no longer public', async () => {
    const other = id();
    await alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: ONTO_CLASS.Ontology, name: 'Временно открытая', inst: other },
        { op: 'upd', inst: other, prop: PROP.isPublic, val: true },
      ],
    });
    expect((await anonymous(`/api/public/ontology-doc/${other}`)).status).toBe(200);
    await alice.data({ act: 'set_data', data: [{ op: 'upd', inst: other, prop: PROP.isPublic, val: false }] });
    expect((await anonymous(`/api/public/ontology-doc/${other}`)).status).toBe(404);
  });
});

describe(`POST /api/execute ${EXPLORE_PROCEDURES.term} — the fact explorer and /termin/{id}`, () => {
  // Each linked term names its ontologies, so same-named terms of two ontologies read apart (issue 14 item 3).
  const zoo = (termId: string, name: string) => ({ id: termId, name, ontologies: ['Зоология'] });

  it('an individual: its class, data values and links both ways', async () => {
    const reply = await execute(alice, EXPLORE_PROCEDURES.term, { id: rex });
    expect(reply.status).toBe(200);
    const view = (await reply.json()) as TermView;
    expect(view).toMatchObject({ id: rex, name: 'Рекс', kind: 'individual', class: zoo(dog, 'Собака') });
    expect(view.ontologies).toEqual([{ id: pub, name: 'Зоология' }]);
    // With its base type, so the page shows it as the product shows values (DD.MM.YYYY, ru-RU numbers).
    expect(view.values).toEqual([{ prop: zoo(age, 'возраст'), value: 7, baseType: 'integer' }]);
    expect(view.incoming).toEqual([{ prop: zoo(owns, 'владеет'), source: zoo(tom, 'Том') }]);
    const from = (await (await execute(alice, EXPLORE_PROCEDURES.term, { id: tom })).json()) as TermView;
    expect(from.outgoing).toEqual([{ prop: zoo(owns, 'владеет'), target: zoo(rex, 'Рекс') }]);
  });

  it('a class: parents, subclasses (incoming parent links), synonyms and its instances', async () => {
    const view = (await (await execute(alice, EXPLORE_PROCEDURES.term, { id: animal })).json()) as TermView;
    expect(view.kind).toBe('class');
    expect(view.synonyms).toEqual(['Зверь', 'Тварь']);
    expect(view.incoming.filter((l) => l.prop.id === PROP.parentClass).map((l) => l.source)).toEqual([
      zoo(dog, 'Собака'),
    ]);
    expect(view.usage.count).toBe(2);
    const property = (await (await execute(alice, EXPLORE_PROCEDURES.term, { id: owns })).json()) as TermView;
    expect([property.kind, property.domain, property.range]).toEqual([
      'objectProperty',
      [zoo(animal, 'Животное')],
      [zoo(animal, 'Животное')],
    ]);
    expect(property.usage.items).toEqual([zoo(tom, 'Том')]);
  });

  it('another user cannot see it: 404, the same as for an unknown id', async () => {
    for (const x of [rex, randomUUID(), 'nonsense']) {
      const reply = await execute(bob, EXPLORE_PROCEDURES.term, { id: x });
      expect(reply.status).toBe(404);
    }
  });
});

describe(`POST /api/execute ${EXPLORE_PROCEDURES.search} — /osa-search`, () => {
  const search = async (client: Client, text: string) => {
    const reply = await execute(client, EXPLORE_PROCEDURES.search, { text });
    expect(reply.status).toBe(200);
    const result = (await reply.json()) as SearchResult;
    return Object.fromEntries(result.groups.map((g) => [g.kind, g.items.map((i) => i.name)]));
  };

  it('finds terms by a part of the name, any case, grouped by kind', async () => {
    expect(await search(alice, 'ВЛАД')).toMatchObject({ objectProperty: ['владеет'], class: [], individual: [] });
    expect(await search(alice, 'ек')).toMatchObject({ individual: ['Рекс'], class: ['Секретный класс'] });
    expect(await search(alice, 'зоо')).toMatchObject({ ontology: ['Зоология'] });
  });

  it('shows another user nothing of them', async () => {
    expect(await search(bob, 'е')).toEqual({
      ontology: [],
      class: [],
      objectProperty: [],
      dataProperty: [],
      individual: [],
    });
  });

  it('refuses an empty text with 400', async () => {
    expect((await execute(alice, EXPLORE_PROCEDURES.search, { text: '  ' })).status).toBe(400);
  });

  // Issue 14 item 3: the quick launch opens each term in its editor and tells same names apart.
  const items = async (client: Client, payload: unknown) => {
    const reply = await execute(client, EXPLORE_PROCEDURES.search, payload);
    expect(reply.status).toBe(200);
    return Object.fromEntries(((await reply.json()) as SearchResult).groups.map((g) => [g.kind, g.items]));
  };

  it('names each term’s ontologies, and an individual’s class by id (its page is its class’s list)', async () => {
    const found = await items(alice, { text: 'ек' });
    expect(found.individual).toEqual([
      { id: rex, name: 'Рекс', className: 'Собака', classId: dog, ontologies: ['Зоология'] },
    ]);
    expect(found.class).toEqual([
      { id: foreign, name: 'Секретный класс', classId: CLASS.Class, ontologies: ['Секретная'] },
    ]);
  });

  it('with `own` (the quick launch for a non-administrator, shell.md §2) finds only the viewer’s objects', async () => {
    const admin = await t.signIn(ADMIN);
    expect((await items(admin, { text: 'Зоолог' })).ontology).toHaveLength(1);
    expect((await items(admin, { text: 'Зоолог', own: true })).ontology).toEqual([]);
    expect((await items(alice, { text: 'Зоолог', own: true })).ontology).toEqual([
      { id: pub, name: 'Зоология', classId: ONTO_CLASS.Ontology },
    ]);
  });
});
