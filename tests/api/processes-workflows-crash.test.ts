import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureUser } from '@ontobench/core/node';
import type { InstanceDto } from '../../extensions/processes/src/common/workflows/api.ts';
import { openTempStore, type TempStore } from '../../core/src/node/testing/temp-store.ts';
import { signIn, type Node } from './cluster-nodes.ts';
import { PASSWORD, type Client } from './harness.ts';
import { classWithObject, json, publish, timerXml, until } from './processes-workflows-fixtures.ts';
import { spawnNode, type ChildNode } from './processes-workflows-spawn.ts';

/**
 * Issue 19's quality bar in small: instances a server process was running go on in another process after
 * the first is killed with SIGKILL (kill -9): their advances are durable jobs, their state is in the store
 * after every step. SLOW (~40–90 s): a job whose process died is handed out again after its expiry.
 */
let db: TempStore;
let first: ChildNode | undefined;
let second: ChildNode | undefined;
const ALICE = 'alice@workflows-crash.test';
const COUNT = 30;

/** A client of the harness's shape whose calls go to whichever server `target` names now. */
function clientOn(target: { url: string }, user: Awaited<ReturnType<typeof signIn>>): Client {
  const node = () => target as Node;
  return {
    token: user.token,
    session: user.session,
    userId: user.userId,
    request: (method, path, body) => user.request(node(), method, path, body),
    data: (body) => user.data(node(), body),
  };
}

beforeAll(async () => {
  db = await openTempStore();
  first = await spawnNode(db.url);
  await ensureUser(db.store, { email: ALICE, password: PASSWORD, fullName: 'Алиса', isAdmin: false });
}, 180_000);

afterAll(async () => {
  await first?.kill();
  await second?.kill();
  await db?.dispose();
}, 60_000);

it('SLOW: a second process finishes what the killed one was running, each step once', async () => {
  const target = { url: first!.url };
  const alice = clientOn(target, await signIn(target as Node, ALICE));
  const doc = await classWithObject(alice, 'Документ', 'Отчёт');
  const workflow = await publish(alice, 'Пауза', timerXml('PT2S'), doc.cls);
  const started = await Promise.all(
    Array.from({ length: COUNT }, () =>
      json<InstanceDto>(alice.request('POST', `/api/processes/workflows/${workflow}/start`, { objectId: doc.obj })),
    ),
  );
  await first!.kill();

  second = await spawnNode(db.url);
  target.url = second.url;
  for (const instance of started) {
    const done = await until(alice, instance.id, ['completed'], 120_000);
    expect(done.history.map((s) => s.elementId)).toEqual(['start', 'wait', 'end']);
  }
}, 300_000);
