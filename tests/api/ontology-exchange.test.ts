import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import ontologyExtension from '@ontobench/ext-ontology/node';
import { ONTO_CLASS, ONTO_PROP, type OntologyState } from '@ontobench/ext-ontology/common';
import { ALICE, BOB, ADMIN, startTestServer, type Client, type TestServer } from './harness.ts';

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
