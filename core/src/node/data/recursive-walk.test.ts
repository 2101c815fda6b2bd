import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, SYSTEM_SCHEMA } from '../../common/ontology/system-ontology.ts';
import { coreMigrations } from '../migrations.ts';
import { installSchema } from '../ontology/install-schema.ts';
import { runMigrations } from '../store/migrator.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import type { Viewer } from './access.ts';
import { CellBudget, MAX_RECURSION_DEPTH, MAX_WALK_LINKS } from './query-cost.ts';
import { recursiveValues } from './recursive-walk.ts';

/** The recursive walk on a real embedded database, with graphs written straight into the tables. */
let temp: TempStore;
const alice: Viewer = { id: randomUUID(), isAdmin: false };
const bob: Viewer = { id: randomUUID(), isAdmin: false };
const admin: Viewer = { id: randomUUID(), isAdmin: true };
const Node = randomUUID();

beforeAll(async () => {
  temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  await temp.store.transaction((tx) => installSchema(tx, SYSTEM_SCHEMA));
  await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $4)', [
    Node,
    CLASS.Class,
    'Node',
    alice.id,
  ]);
}, 60_000);
afterAll(() => temp?.dispose());

/** A new property and nodes named as given (author: Alice unless said), linked as `links` says. */
async function graph(names: string[], links: [string, string][], authors: Record<string, string> = {}) {
  const prop = randomUUID();
  const id = Object.fromEntries(names.map((n) => [n, randomUUID()]));
  await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $4)', [
    prop,
    CLASS.ObjectProperty,
    'next',
    alice.id,
  ]);
  for (const n of names) {
    await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $4)', [
      id[n],
      Node,
      n,
      authors[n] ?? alice.id,
    ]);
  }
  for (const [idx, [from, to]] of links.entries()) {
    await temp.store.query('insert into ob_value (inst, prop, idx, ref) values ($1, $2, $3, $4)', [
      id[from],
      prop,
      idx,
      id[to],
    ]);
  }
  const walk = async (viewer: Viewer, starts: string[], budget = new CellBudget(), maxLinks?: number) => {
    const reached = await recursiveValues(
      temp.store,
      viewer,
      prop,
      starts.map((s) => id[s]!),
      budget,
      maxLinks,
    );
    const nameOf = new Map<string, string>(Object.entries(id).map(([n, i]) => [i, n]));
    return reached.map((r) => `${nameOf.get(r.inst)}→${r.cap}`);
  };
  return { walk };
}

describe('recursive fields (issue 11, item 3: cycle-safe and bounded)', () => {
  it('reaches every node once through cycles, nearest first, then by name', async () => {
    const { walk } = await graph(
      ['a', 'b', 'c', 'd', 'e'],
      [
        ['a', 'd'],
        ['a', 'c'],
        ['c', 'b'],
        ['b', 'a'],
        ['d', 'a'],
        ['b', 'e'],
      ],
    );
    expect(await walk(alice, ['a'])).toEqual(['a→c', 'a→d', 'a→b', 'a→e']);
    // Several starts at once, each with its own visited set, in the order of the starts.
    expect(await walk(alice, ['e', 'b'])).toEqual(['b→a', 'b→e', 'b→c', 'b→d']);
  });

  it(`stops after ${MAX_RECURSION_DEPTH} hops`, async () => {
    const names = Array.from({ length: 40 }, (_, n) => `n${String(n).padStart(2, '0')}`);
    const { walk } = await graph(
      names,
      names.slice(1).map((n, i) => [names[i]!, n]),
    );
    expect(await walk(alice, ['n00'])).toEqual(names.slice(1, MAX_RECURSION_DEPTH + 1).map((n) => `n00→${n}`));
  });

  it('neither returns nor walks through a node the viewer may not read (issue 11, item 4)', async () => {
    // Bob's a → Alice's private p → Bob's z; and Bob's a → Bob's q.
    const { walk } = await graph(
      ['a', 'p', 'q', 'z'],
      [
        ['a', 'p'],
        ['p', 'z'],
        ['a', 'q'],
      ],
      { a: bob.id, q: bob.id, z: bob.id },
    );
    expect(await walk(bob, ['a'])).toEqual(['a→q']);
    expect(await walk(admin, ['a'])).toEqual(['a→p', 'a→q', 'a→z']);
  });

  it('counts what it reaches against the request’s cell budget', async () => {
    const { walk } = await graph(
      ['a', 'b', 'c', 'd'],
      [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'd'],
      ],
    );
    await expect(walk(alice, ['a', 'b'], new CellBudget(4))).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/returns more than 4 values/),
    });
    expect(await walk(alice, ['a', 'b'], new CellBudget(5))).toHaveLength(5);
  });

  it(`refuses a walk that reads more links than allowed (${MAX_WALK_LINKS} in a request)`, async () => {
    // Four nodes, each linked to every other one: 12 links, all read by a walk from any of them.
    const names = ['a', 'b', 'c', 'd'];
    const { walk } = await graph(
      names,
      names.flatMap((from) => names.filter((to) => to !== from).map((to): [string, string] => [from, to])),
    );
    await expect(walk(alice, ['a'], new CellBudget(), 11)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/reaches more than 11 links/),
    });
    expect(await walk(alice, ['a'], new CellBudget(), 12)).toEqual(['a→b', 'a→c', 'a→d']);
  });
});
