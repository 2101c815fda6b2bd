import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import ontologyExtension from '@ontobench/ext-ontology/node';
import { ONTO_CLASS, ONTO_PROP, type OntologyState } from '@ontobench/ext-ontology/common';
import { ALICE, BOB, ADMIN, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/** Issue #5, the exchange part: the ontology state document, export, import and diff over HTTP. */
let t: TestServer;
let alice: Client;
let bob: Client;
let admin: Client;
const onto = randomUUID();
const Pizza = randomUUID();
const Veg = randomUUID();
const Topping = randomUUID();
const hasTopping = randomUUID();
const price = randomUUID();
const margherita = randomUUID();
const tomato = randomUUID();

beforeAll(async () => {
  t = await startTestServer([ontologyExtension]);
  [alice, bob, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(ADMIN)]);
  const member = (inst: string) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: onto });
  const created = await alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: ONTO_CLASS.Ontology, name: 'Пиццы', inst: onto },
      { op: 'upd', inst: onto, prop: ONTO_PROP.baseIri, val: 'http://example.org/pizza' },
      { op: 'new', class: CLASS.Class, name: 'Pizza', inst: Pizza },
      { op: 'add', inst: Pizza, prop: ONTO_PROP.label, val: ['Пицца@ru', 'Pizza@en'] },
      { op: 'add', inst: Pizza, prop: ONTO_PROP.synonym, val: 'Пирог' },
      { op: 'new', class: CLASS.Class, name: 'VegetarianPizza', inst: Veg },
      { op: 'add', inst: Veg, prop: PROP.parentClass, val: Pizza },
      { op: 'new', class: CLASS.Class, name: 'Topping', inst: Topping },
      { op: 'new', class: CLASS.ObjectProperty, name: 'hasTopping', inst: hasTopping },
      { op: 'add', inst: hasTopping, prop: PROP.domain, val: Pizza },
      { op: 'add', inst: hasTopping, prop: PROP.range, val: Topping },
      { op: 'upd', inst: hasTopping, prop: PROP.multiple, val: true },
      { op: 'new', class: CLASS.DataProperty, name: 'price', inst: price },
      { op: 'upd', inst: price, prop: PROP.baseType, val: 'real' },
      { op: 'add', inst: price, prop: PROP.domain, val: Pizza },
      { op: 'new', class: Veg, name: 'Margherita', inst: margherita },
      { op: 'new', class: Topping, name: 'Tomato', inst: tomato },
      { op: 'upd', inst: margherita, prop: price, val: 7.5 },
      { op: 'add', inst: margherita, prop: hasTopping, val: tomato },
      ...[Pizza, Veg, Topping, hasTopping, price, margherita, tomato].map(member),
    ],
  });
  expect([created.status, await created.text()]).toEqual([200, expect.any(String)]);
}, 60_000);

afterAll(() => t?.close());

describe('GET /api/ontology/:id/state', () => {
  it('gives the ontology with classes, properties and individuals as the state document', async () => {
    const reply = await alice.request('GET', `/api/ontology/${onto}/state`);
    expect(reply.status).toBe(200);
    const state = (await reply.json()) as OntologyState;
    expect(state.format).toBe('ontobench-ontology');
    expect(state.ontology).toMatchObject({ id: onto, name: 'Пиццы', baseIri: 'http://example.org/pizza' });
    expect(state.classes.map((c) => [c.name, c.parents])).toEqual([
      ['Pizza', []],
      ['Topping', []],
      ['VegetarianPizza', [Pizza]],
    ]);
    expect(state.classes[0]!.labels).toEqual(['Пицца@ru', 'Pizza@en']);
    expect(state.classes[0]!.synonyms).toEqual(['Пирог']);
    expect(state.objectProperties).toEqual([
      expect.objectContaining({ id: hasTopping, domain: [Pizza], range: [Topping], multiple: true }),
    ]);
    expect(state.dataProperties).toEqual([
      expect.objectContaining({ id: price, domain: [Pizza], baseType: 'real', multiple: false }),
    ]);
    expect(state.individuals).toEqual([
      expect.objectContaining({
        id: margherita,
        class: Veg,
        values: [{ prop: price, value: 7.5 }],
        links: [{ prop: hasTopping, target: tomato }],
      }),
      expect.objectContaining({ id: tomato, class: Topping, values: [], links: [] }),
    ]);
  });

  it('an administrator reads it too', async () => {
    expect((await admin.request('GET', `/api/ontology/${onto}/state`)).status).toBe(200);
  });

  it("another user's private ontology, an unknown id and a malformed id are 404 alike", async () => {
    for (const id of [onto, randomUUID(), 'not-an-id']) {
      const reply = await bob.request('GET', `/api/ontology/${id}/state`);
      expect(reply.status).toBe(404);
      expect(await reply.json()).toEqual({ error: 'Онтология не найдена' });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await fetch(`${t.url}/api/ontology/${onto}/state`)).status).toBe(401);
  });
});

const stateOf = async (client: Client, id: string) =>
  (await (await client.request('GET', `/api/ontology/${id}/state`)).json()) as OntologyState;

describe('GET /api/ontology/:id/export', () => {
  it('Turtle: an attachment named after the ontology with the OWL vocabulary', async () => {
    const reply = await alice.request('GET', `/api/ontology/${onto}/export?format=turtle`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/turtle; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="_____.ttl"; filename*=UTF-8''${encodeURIComponent('Пиццы.ttl')}`,
    );
    const ttl = await reply.text();
    expect(ttl).toContain('@prefix : <http://example.org/pizza#>.');
    expect(ttl).toMatch(/:VegetarianPizza a owl:Class;[^.]*rdfs:subClassOf :Pizza/);
    expect(ttl).toMatch(/:hasTopping a owl:ObjectProperty;[^.]*rdfs:domain :Pizza;\s*rdfs:range :Topping/);
    expect(ttl).toMatch(/:Margherita a owl:NamedIndividual;[^.]*a :VegetarianPizza;[^.]*:price "7.5"\^\^xsd:double/);
  });

  it('RDF/XML and JSON too; an unknown format is 400', async () => {
    const xml = await alice.request('GET', `/api/ontology/${onto}/export?format=rdfxml`);
    expect([xml.status, xml.headers.get('content-type')]).toEqual([200, 'application/rdf+xml; charset=utf-8']);
    expect(await xml.text()).toContain('<rdf:Description rdf:about="http://example.org/pizza#Pizza">');
    const json = await alice.request('GET', `/api/ontology/${onto}/export?format=json`);
    expect((await json.json()) as OntologyState).toEqual(await stateOf(alice, onto));
    expect((await alice.request('GET', `/api/ontology/${onto}/export?format=pdf`)).status).toBe(400);
  });

  it("another user's private ontology is 404", async () => {
    expect((await bob.request('GET', `/api/ontology/${onto}/export?format=turtle`)).status).toBe(404);
  });
});

describe('POST /api/ontology/import', () => {
  it('a malformed file is 400 with the line and reason, and nothing is written', async () => {
    const before = await tableCounts(t.temp);
    const reply = await alice.request('POST', '/api/ontology/import', {
      text: '@prefix : <http://x#> .\n:a a :b .\n:c :d ;; .',
      fileName: 'broken.ttl',
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: 'Turtle: Expected entity but got ; on line 3.' });
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('an unrecognised format and an empty file are 400', async () => {
    expect((await alice.request('POST', '/api/ontology/import', { text: 'hello', fileName: 'a.txt' })).status).toBe(
      400,
    );
    expect((await alice.request('POST', '/api/ontology/import', { text: ' ', format: 'turtle' })).status).toBe(400);
  });

  it('round trip: export → import → export keeps classes, properties, individuals and labels', async () => {
    for (const format of ['turtle', 'rdfxml', 'json'] as const) {
      const text = await (await alice.request('GET', `/api/ontology/${onto}/export?format=${format}`)).text();
      const reply = await alice.request('POST', '/api/ontology/import', { text, format, name: `Копия ${format}` });
      expect(reply.status).toBe(200);
      const result = (await reply.json()) as { ontologyId: string; counts: Record<string, number>; warnings: string[] };
      expect(result.counts).toEqual({ classes: 3, objectProperties: 1, dataProperties: 1, individuals: 2 });
      expect(result.warnings).toEqual([]);
      const copy = await stateOf(alice, result.ontologyId);
      const original = await stateOf(alice, onto);
      expect(copy.ontology.name).toBe(`Копия ${format}`);
      // Ids are new; everything else, references by name, is the same.
      const shape = (s: OntologyState) => {
        const name = new Map(
          [...s.classes, ...s.objectProperties, ...s.dataProperties, ...s.individuals].map((x) => [x.id, x.name]),
        );
        const n = (id: string) => name.get(id);
        return {
          classes: s.classes.map((c) => [c.name, c.labels, c.parents.map(n)]),
          objectProperties: s.objectProperties.map((p) => [p.name, p.domain.map(n), p.range.map(n), p.multiple]),
          dataProperties: s.dataProperties.map((p) => [p.name, p.domain.map(n), p.baseType, p.multiple]),
          individuals: s.individuals.map((i) => [
            i.name,
            n(i.class),
            i.values.map((v) => [n(v.prop), v.value]),
            i.links.map((l) => [n(l.prop), n(l.target)]),
          ]),
        };
      };
      expect(shape(copy)).toEqual(shape(original));
      if (format !== 'json')
        expect(copy.classes.find((c) => c.name === 'Pizza')!.iri).toBe('http://example.org/pizza#Pizza');
      else expect(copy.classes.find((c) => c.name === 'Pizza')!.synonyms).toEqual(['Пирог']);
    }
  });

  it('reports progress to the importing user through IMPORT_STATUS_UPDATE', async () => {
    const socket: Socket = await new Promise((resolve, reject) => {
      const s = connect(t.url, { path: '/socket.io', transports: ['websocket'], auth: { token: bob.token } });
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
    try {
      const statuses: { userId: string; importName: string; status: string }[] = [];
      socket.on('IMPORT_STATUS_UPDATE', (m) => statuses.push(m));
      const done = new Promise<void>((resolve) =>
        socket.on('IMPORT_STATUS_UPDATE', (m: { status: string }) => m.status.startsWith('готово') && resolve()),
      );
      const ttl = '@prefix : <http://b.org/x#> . @prefix owl: <http://www.w3.org/2002/07/owl#> . :A a owl:Class .';
      const reply = await bob.request('POST', '/api/ontology/import', { text: ttl, fileName: 'bob.ttl' });
      expect(reply.status).toBe(200);
      await done;
      expect(statuses.map((m) => [m.userId, m.importName, m.status])).toEqual([
        [bob.userId, 'bob.ttl', 'разбор файла'],
        [bob.userId, 'bob.ttl', expect.stringMatching(/^запись: \d+ операций$/)],
        [bob.userId, 'bob.ttl', 'раскладка карты'],
        [bob.userId, 'bob.ttl', 'готово, объектов: 1'],
      ]);
      const id = ((await reply.json()) as { ontologyId: string }).ontologyId;
      expect((await stateOf(bob, id)).ontology.name).toBe('bob');
      expect((await alice.request('GET', `/api/ontology/${id}/state`)).status).toBe(404);
    } finally {
      socket.close();
    }
  });

  it("into another user's ontology: 404; into one's own: the terms join it", async () => {
    const ttl = '@prefix : <http://a.org/x#> . @prefix owl: <http://www.w3.org/2002/07/owl#> . :Extra a owl:Class .';
    expect(
      (await bob.request('POST', '/api/ontology/import', { text: ttl, format: 'turtle', target: onto })).status,
    ).toBe(404);
    const target = randomUUID();
    await alice.data({
      act: 'set_data',
      data: [{ op: 'new', class: ONTO_CLASS.Ontology, name: 'Цель', inst: target }],
    });
    const reply = await alice.request('POST', '/api/ontology/import', { text: ttl, format: 'turtle', target });
    expect(reply.status).toBe(200);
    expect((await stateOf(alice, target)).classes.map((c) => c.name)).toEqual(['Extra']);
  });
});

describe('POST /api/ontologyDiff/diff (domain.md §7: session, state1, state2, ignoredProps → errors, warnings, stats, diff)', () => {
  const changed = async () => {
    const s = structuredClone(await stateOf(alice, onto));
    s.classes.find((c) => c.name === 'Topping')!.name = 'Начинка';
    s.classes = s.classes.filter((c) => c.name !== 'VegetarianPizza');
    s.individuals = s.individuals.filter((i) => i.name !== 'Margherita');
    s.classes.push({ id: randomUUID(), name: 'Dessert', parents: [], labels: [] });
    return s;
  };

  it('as a multipart form with two state files', async () => {
    const form = new FormData();
    form.append('session', alice.session);
    form.append('state1', new Blob([JSON.stringify(await stateOf(alice, onto))]), 'state1.json');
    form.append('state2', new Blob([JSON.stringify(await changed())]), 'state2.json');
    form.append('ignoredProps', JSON.stringify([]));
    const reply = await fetch(`${t.url}/api/ontologyDiff/diff`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}` },
      body: form,
    });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as {
      errors: string[];
      warnings: string[];
      stats: Record<string, Record<string, number>>;
      diff: Record<string, { status: string; name: string; matchedBy?: string; changes: { field: string }[] }[]>;
    };
    expect(Object.keys(body)).toEqual(['errors', 'warnings', 'stats', 'diff']);
    expect(body.stats.classes).toEqual({ added: 1, removed: 1, changed: 1, unchanged: 1 });
    expect(body.stats.individuals).toEqual({ added: 0, removed: 1, changed: 0, unchanged: 1 });
    expect(body.diff.classes!.map((d) => [d.name, d.status, d.changes.map((c) => c.field)])).toEqual([
      ['Dessert', 'added', []],
      ['Pizza', 'unchanged', []],
      ['VegetarianPizza', 'removed', []],
      ['Начинка', 'changed', ['name']],
    ]);
    // Every reference resolves inside each state (Margherita left together with her class).
    expect(body.errors).toEqual([]);
  });

  it('as JSON with ignoredProps leaving the name out', async () => {
    const reply = await alice.request('POST', '/api/ontologyDiff/diff', {
      session: alice.session,
      state1: JSON.stringify(await stateOf(alice, onto)),
      state2: JSON.stringify(await changed()),
      ignoredProps: 'name',
    });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { stats: Record<string, Record<string, number>> };
    expect(body.stats.classes).toEqual({ added: 1, removed: 1, changed: 0, unchanged: 2 });
  });

  it('unreadable states and unknown ignoredProps are 400', async () => {
    const good = JSON.stringify(await stateOf(alice, onto));
    const bad = await alice.request('POST', '/api/ontologyDiff/diff', { state1: '{oops', state2: good });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^Состояния онтологии не прочитаны: state1: /);
    const notState = await alice.request('POST', '/api/ontologyDiff/diff', { state1: good, state2: '{"a":1}' });
    expect(((await notState.json()) as { error: string }).error).toContain(
      'state2: format is not "ontobench-ontology"',
    );
    const ignored = await alice.request('POST', '/api/ontologyDiff/diff', {
      state1: good,
      state2: good,
      ignoredProps: 'colour',
    });
    expect(ignored.status).toBe(400);
  });
});
