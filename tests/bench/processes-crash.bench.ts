/**
 * Issue 19's quality bar: 1,000 concurrent workflow instances advance without losing or repeating a step
 * through a `kill -9` of the server process (docs/processes.md "The engine", docs/benchmarks.md).
 *
 *   node --import tsx tests/bench/processes-crash.bench.ts
 *
 * Env: BENCH_INSTANCES (default 1000), BENCH_KILL_AT (completed instances before the kill, default a third),
 * ONTOBENCH_WORKFLOW_CONCURRENCY (advances per process at once, default 4). Starts a throwaway embedded
 * PostgreSQL and one server process (tests/api/processes-workflows-node.ts); starts the instances (start →
 * timer 1 s → timer 1 s → end), SIGKILLs the process mid-run, starts a new one on the same database, and
 * waits until every instance completed; then reads every instance and checks its history has each step once.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureUser } from '@ontobench/core/node';
import type { InstanceDto, InstanceSummary } from '../../extensions/processes/src/common/workflows/api.ts';
import { openTempStore } from '../../core/src/node/testing/temp-store.ts';
import { bpmn, flow } from '../api/processes-workflows-fixtures.ts';
import { spawnNode, type ChildNode } from '../api/processes-workflows-spawn.ts';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1000);
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? Math.floor(INSTANCES / 3));
const PASSWORD = 'Bench-password-1';
const EMAIL = 'alice@workflows-bench.test';
const STEPS = ['start', 't1', 't2', 'end'];
const XML = bpmn(`<bpmn:startEvent id="start"/>${flow('f1', 'start', 't1')}
<bpmn:intermediateCatchEvent id="t1"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1S</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
${flow('f2', 't1', 't2')}
<bpmn:intermediateCatchEvent id="t2"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1S</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
${flow('f3', 't2', 'end')}<bpmn:endEvent id="end"/>`);

const target = { url: '' };
let token = '';
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${target.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
const completed = async (workflow: string) =>
  (
    await call<{ instances: InstanceSummary[] }>('GET', `/api/processes/instances?workflow=${workflow}`)
  ).instances.filter((i) => i.state === 'completed').length;

const db = await openTempStore();
let node: ChildNode = await spawnNode(db.url);
target.url = node.url;
await ensureUser(db.store, { email: EMAIL, password: PASSWORD, fullName: 'Алиса', isAdmin: false });
const login = await fetch(`${target.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
});
token = ((await login.json()) as { jwtToken: string }).jwtToken;
const session = JSON.parse((await call<{ res: string }[]>('GET', '/api/auth/osa-sessionid'))[0]!.res).session as string;
const [cls, obj] = [crypto.randomUUID(), crypto.randomUUID()];
await call('POST', '/api/data', {
  session,
  act: 'set_data',
  data: [
    { op: 'new', class: '00000000-0000-4000-8000-000000000001', name: 'Документ', inst: cls },
    { op: 'new', class: cls, name: 'Отчёт', inst: obj },
  ],
});
const diagram = await call<{ id: string }>('POST', '/api/diagrams', { name: 'Две паузы', xml: XML });
const workflow = (
  await call<{ id: string }>('POST', '/api/processes/workflows', {
    name: 'Две паузы',
    diagramId: diagram.id,
    contextClassId: cls,
  })
).id;

const t0 = performance.now();
const ids: string[] = [];
await inParallel(
  Array.from({ length: INSTANCES }, (_, i) => i),
  50,
  async () => {
    ids.push((await call<InstanceDto>('POST', `/api/processes/workflows/${workflow}/start`, { objectId: obj })).id);
  },
);
const startedMs = performance.now() - t0;
while ((await completed(workflow)) < KILL_AT) await sleep(250);
const doneBeforeKill = await completed(workflow);
await node.kill();
const killedAt = performance.now();
node = await spawnNode(db.url);
target.url = node.url;
const restartMs = performance.now() - killedAt;
let done = await completed(workflow);
while (done < INSTANCES) {
  await sleep(500);
  done = await completed(workflow);
}
const allDoneMs = performance.now() - t0;
const recoveryMs = performance.now() - killedAt;

let repeated = 0;
let wrong = 0;
await inParallel(ids, 20, async (id) => {
  const history = (await call<InstanceDto>('GET', `/api/processes/instances/${id}`)).history.map((s) => s.elementId);
  if (new Set(history).size !== history.length) repeated++;
  if (history.join() !== STEPS.join()) wrong++;
});

const s = (ms: number) => (ms / 1000).toFixed(1);
console.log(`\n## ${INSTANCES} workflow instances through a kill -9 (tests/bench/processes-crash.bench.ts)\n`);
console.log('| figure | value |\n| --- | --- |');
console.log(`| instances started (50 requests at once) | ${ids.length} in ${s(startedMs)} s |`);
console.log(`| completed before the kill | ${doneBeforeKill} |`);
console.log(`| new process listening after the kill | ${s(restartMs)} s |`);
console.log(`| all completed, from the kill | ${s(recoveryMs)} s |`);
console.log(`| all completed, from the first start | ${s(allDoneMs)} s |`);
console.log(`| completed / repeated step / other history | ${done} / ${repeated} / ${wrong} |`);
await node.kill();
await db.dispose();
process.exit(repeated + wrong === 0 && done === INSTANCES ? 0 : 1);
