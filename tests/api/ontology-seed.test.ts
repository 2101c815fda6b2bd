import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP, type GetDataReply } from '@ontobench/core/common';
import type { UserContext } from '@ontobench/core/node';
import ontology from '@ontobench/ext-ontology/node';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';
import { ALICE, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * The `seed` hook of server extension API v2, as the reference server's demo uses it: the ontology area
 * writes its own demo data (the host's demo seed no longer knows the area), once per database.
 */
let t: TestServer;
let alice: Client;
let user: UserContext;
const [planet, earth, moonOf] = [randomUUID(), randomUUID(), randomUUID()];

beforeAll(async () => {
  t = await startTestServer([ontology]);
  alice = await t.signIn(ALICE);
  user = {
    id: alice.userId,
    name: 'Алисова Алиса Петровна',
    email: ALICE,
    isAdmin: false,
    isBetaTester: false,
    app: 'onto',
  };
  const reply = await alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Планета', inst: planet },
      { op: 'new', class: CLASS.ObjectProperty, name: 'спутник', inst: moonOf },
      { op: 'upd', inst: moonOf, prop: PROP.domain, val: [planet] },
      { op: 'new', class: planet, name: 'Земля', inst: earth },
    ],
  });
  expect(reply.status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

const ontologies = async () =>
  (await (
    await alice.data({
      act: 'get_data',
      class: ONTO_CLASS.Ontology,
    })
  ).json()) as GetDataReply;

describe('the ontology area seeds its own demo data', () => {
  it('gathers the demo user’s model into «Университет» and imports pizza.ttl («Пиццерия»), once per database', async () => {
    expect(await t.server.seedExtensions(user)).toEqual(['ontology']);
    const reply = await ontologies();
    const names = reply.rows.filter((cell) => cell.from === undefined && cell.prop === PROP.name).map((c) => c.val);
    expect(names.sort()).toEqual(['Пиццерия', 'Университет'].sort());
    const university = reply.rows.find((cell) => cell.val === 'Университет')!.inst;
    const members = await t.temp.store.query<{ inst: string }>(
      'select inst from ob_value where prop = $1 and ref = $2',
      [ONTO_PROP.ontology, university],
    );
    expect(new Set(members.rows.map((row) => row.inst))).toEqual(new Set([planet, moonOf, earth]));

    expect(await t.server.seedExtensions(user)).toEqual([]);
    expect((await ontologies()).count_rows).toBe(2);
  });
});
