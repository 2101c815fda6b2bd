import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EDU_ROLE } from '@ontobench/ext-education/common';
import { serverExtensions } from '../../host/server/src/extensions.ts';
import type { Client } from './harness.ts';
import { startWithActors, type Actors } from './security-actors.ts';
import { keepUserRecords } from './security-data-support.ts';
import { forbiddenWrites, type Viewer } from './security-fuzz-oracle.ts';
import { buildWorld, classPool, instancePool, propertyPool, type World } from './security-fuzz-world.ts';
import { getDataRequest, setDataList } from './security-fuzz-arbitraries.ts';
import { leakedRows } from './security-fuzz-reads.ts';
import { diff, isEmpty, snapshot } from './security-store.ts';

/**
 * Standing guard (issue 11): a property-based fuzz of the data API (fast-check). Random set_data
 * lists mixing valid and invalid operations across users (own and others' objects, user records and
 * their system properties, assignments, malformed ids and values) and random get_data requests, sent
 * as the user, the student and the administrator. It asserts: never a 5xx; a refused list leaves the
 * store exactly as before; an accepted list wrote nothing the viewer may not write; a read returns
 * nothing the viewer may not read. Bounded in time; the seed is printed, and FUZZ_SEED replays it.
 */
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_MS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let a: Actors;
let w: World;
let restoreUsers: () => Promise<void>;

beforeAll(async () => {
  a = await startWithActors(serverExtensions);
  w = await buildWorld(a);
  restoreUsers = await keepUserRecords(a, [...Object.values(a.clients).map((c) => c.userId), a.other.userId]);
}, 120_000);
afterAll(() => a?.t.close(), 120_000);

type Who = 'user' | 'student' | 'admin';
const viewerOf = (who: Who): Viewer => ({
  id: a.clients[who].userId,
  editableByAssignment: new Set(who === 'student' ? [w.alice.sharedEdit] : []),
});

async function checkSetData(who: Who, data: unknown[]): Promise<void> {
  const client: Client = a.clients[who];
  const before = await snapshot(a.t.temp.store);
  const reply = await client.data({ act: 'set_data', data });
  const after = await snapshot(a.t.temp.store);
  const text = await reply.text();
  const changed = diff(before, after);
  const what = `set_data as ${who}: ${JSON.stringify(data)}\n→ ${reply.status} ${text.slice(0, 300)}`;
  expect(reply.status < 500, what).toBe(true);
  if (reply.status !== 200) expect(isEmpty(changed) ? 'nothing written' : changed, what).toBe('nothing written');
  else if (who !== 'admin') expect(forbiddenWrites(viewerOf(who), before, after, changed), what).toEqual([]);
}

async function checkGetData(who: Who, request: Record<string, unknown>): Promise<void> {
  const reply = await a.clients[who].data(request);
  const text = await reply.text();
  const what = `get_data as ${who}: ${JSON.stringify(request)}\n→ ${reply.status} ${text.slice(0, 300)}`;
  expect(reply.status < 500, what).toBe(true);
  if (reply.status === 200 && who !== 'admin')
    expect(await leakedRows(a.t.temp.store, viewerOf(who).id, JSON.parse(text)), what).toEqual([]);
}

it('the data API under random requests: no 5xx, no partial write, no forbidden write or read', async () => {
  const pools = {
    instances: instancePool(a, w),
    classes: classPool(w),
    properties: propertyPool(w),
    users: [a.clients.user.userId, a.clients.student.userId, a.other.userId],
    roles: [w.admin.role, EDU_ROLE.teacher],
  };
  const who = fc.constantFrom<Who>('user', 'student', 'admin');
  const step = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), who, data: setDataList(pools) }),
    fc.record({ kind: fc.constant('get' as const), who, request: getDataRequest(pools) }),
  );
  let runs = 0;
  console.info(`security fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays it), time limit ${TIME_LIMIT_MS} ms`);
  await fc.assert(
    fc.asyncProperty(step, async (s) => {
      runs++;
      try {
        if (s.kind === 'set') await checkSetData(s.who, s.data);
        else await checkGetData(s.who, s.request);
      } finally {
        // A write that should have been refused may have made an actor an administrator: undo it.
        await restoreUsers();
      }
    }),
    { seed: SEED, numRuns: 2_000, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
  );
  console.info(`security fuzz: ${runs} runs`);
  expect(runs).toBeGreaterThan(20);
}, 120_000);
