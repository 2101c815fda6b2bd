import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import diagrams from '@ontobench/ext-diagrams/node';
import dmn from '@ontobench/ext-dmn/node';
import processes from '@ontobench/ext-processes/node';
import { CHANNEL_MESSAGE } from '@ontobench/core/common';
import type {
  InstanceDto,
  TaskNotice,
  UserTaskDto,
  WorkflowDto,
} from '../../extensions/processes/src/common/workflows/api.ts';
import { tableXml } from '../../extensions/dmn/src/common/new-table.ts';
import { socketOf, type Node } from './cluster-nodes.ts';
import { ADMIN, ALICE, BOB, startTestServer, type Client, type TestServer } from './harness.ts';
import {
  classWithObject,
  dmnXml,
  json,
  publish,
  reviewXml,
  roleFor,
  timerXml,
  until,
} from './processes-workflows-fixtures.ts';

/**
 * Issue 19 items 2, 4, 5 on a real server: workflows published from the diagrams' executable BPMN, instances
 * run by bpmn-engine in durable jobs, user tasks for an assignee or a role, service tasks calling
 * `dmn.evaluate`, durable timers, cancel, the approvals counter (domain.md §3, §4, §6).
 */
let t: TestServer;
let alice: Client;
let bob: Client;
let admin: Client;
let doc: { cls: string; obj: string };

const start = (c: Client, workflow: string, body: unknown, status = 200) =>
  json<InstanceDto>(c.request('POST', `/api/processes/workflows/${workflow}/start`, body), status);
const tasks = (c: Client, query = '') =>
  json<{ tasks: UserTaskDto[] }>(c.request('GET', `/api/processes/tasks${query}`));
const complete = (c: Client, id: string, body: unknown) =>
  c.request('POST', `/api/processes/tasks/${id}/complete`, body);
const error = async (reply: Promise<Response>, status: number) => (await json<{ error: string }>(reply, status)).error;
const count = async (c: Client) =>
  (await json<{ count: number }>(c.request('GET', '/api/processes/approvals/count'))).count;

beforeAll(async () => {
  t = await startTestServer([diagrams, dmn, processes]);
  [alice, bob, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(ADMIN)]);
  doc = await classWithObject(alice, 'Документ', 'Отчёт за квартал');
}, 120_000);
afterAll(() => t?.close());

describe('publish, start, complete → finished', () => {
  it('publishes the executable copy, starts on an object, the assignee completes, the instance ends', async () => {
    const workflow = await publish(alice, 'Рецензия', reviewXml({ assignee: BOB }), doc.cls);
    const published = await json<WorkflowDto>(alice.request('GET', `/api/processes/workflows/${workflow}`));
    expect(published).toMatchObject({
      name: 'Рецензия',
      processId: 'review',
      contextClass: { id: doc.cls, name: 'Документ' },
    });
    expect(published.xml).toContain('isExecutable="true"');

    const started = await start(alice, workflow, { objectId: doc.obj, inputVars: '{\n  "срок": 5\n}' });
    expect(started).toMatchObject({
      object: { id: doc.obj, name: 'Отчёт за квартал' },
      inputVars: '{\n  "срок": 5\n}',
    });
    const waiting = await until(alice, started.id, ['waiting']);
    expect(waiting.current).toEqual(['task']);
    expect(waiting.variables).toMatchObject({ срок: 5, objectId: doc.obj });

    const before = await count(bob);
    const [task] = (await tasks(bob, '?scope=mine&status=inProgress')).tasks.filter(
      (x) => x.instance.id === started.id,
    );
    expect(task).toMatchObject({
      name: 'Рецензирование',
      status: 'inProgress',
      canComplete: true,
      assignee: { id: bob.userId },
    });
    const done = await json<UserTaskDto>(complete(bob, task!.id, { result: 'approve', comment: 'Хорошо' }));
    expect(done).toMatchObject({ status: 'completed', result: 'approve', comment: 'Хорошо', canComplete: false });
    expect(await count(bob)).toBe(before - 1);

    const finished = await until(alice, started.id, ['completed']);
    expect(finished.endDate).not.toBeNull();
    expect(finished.history.map((s) => s.elementId)).toEqual(['start', 'task', 'gate', 'approved']);
    expect(finished.completed).toContain('approved');
  });

  it('a gateway takes the branch of the result: reject ends at «Отклонено»', async () => {
    const workflow = await publish(alice, 'Рецензия 2', reviewXml({ assignee: BOB }), doc.cls);
    const started = await start(alice, workflow, { objectId: doc.obj });
    await until(alice, started.id, ['waiting']);
    const [task] = (await tasks(bob)).tasks.filter((x) => x.instance.id === started.id);
    await json(complete(bob, task!.id, { result: 'reject' }));
    const finished = await until(alice, started.id, ['completed']);
    expect(finished.history.map((s) => s.elementId)).toEqual(['start', 'task', 'gate', 'rejected']);
  });
});

describe('who may complete', () => {
  it('only the assignee: the author and an administrator get 403 and nothing changes', async () => {
    const workflow = await publish(alice, 'Рецензия 3', reviewXml({ assignee: BOB }), doc.cls);
    const started = await start(alice, workflow, { objectId: doc.obj });
    await until(alice, started.id, ['waiting']);
    const [task] = (await tasks(bob)).tasks.filter((x) => x.instance.id === started.id);
    expect(await error(complete(alice, task!.id, { result: 'approve' }), 403)).toMatch(/исполнитель/);
    expect(await error(complete(admin, task!.id, { result: 'approve' }), 403)).toMatch(/исполнитель/);
    expect(await error(complete(bob, task!.id, { result: 'maybe' }), 400)).toMatch(/результат/);
    expect((await until(alice, started.id, ['waiting'])).current).toEqual(['task']);
  });

  it('a role task reaches its holders: a holder completes it, the counter counts it', async () => {
    await roleFor(admin, 'Рецензенты', bob.userId);
    const workflow = await publish(alice, 'Рецензия группой', reviewXml({ role: 'Рецензенты' }), doc.cls);
    const socket = await socketOf({ url: t.url } as Node, bob.token);
    const notices: TaskNotice[] = [];
    socket.on(CHANNEL_MESSAGE, (m: { channel: string; message: TaskNotice }) => {
      if (m.channel === 'processes/tasks') notices.push(m.message);
    });
    const started = await start(alice, workflow, { objectId: doc.obj });
    await until(alice, started.id, ['waiting']);
    const [task] = (await tasks(bob, '?scope=group')).tasks.filter((x) => x.instance.id === started.id);
    expect(task).toMatchObject({ role: { name: 'Рецензенты' }, assignee: null, canComplete: true });
    await expect.poll(() => notices.map((n) => n.taskId)).toContain(task!.id);
    socket.disconnect();
    expect(await count(bob)).toBeGreaterThan(0);
    expect(await error(complete(alice, task!.id, { result: 'approve' }), 403)).toMatch(/роли/);
    await json(complete(bob, task!.id, { result: 'approve' }));
    await until(alice, started.id, ['completed']);
  });
});

describe('service tasks, timers, cancel', () => {
  it('a service task calls dmn.evaluate as the author; the gateway reads its result', async () => {
    const xml = tableXml({
      name: 'Эскалация',
      inputs: [{ label: 'Страниц', expression: 'pages', typeRef: 'integer' }],
      outputs: [{ label: 'Эскалация', name: 'escalate', typeRef: 'boolean' }],
      rules: [
        ['> 10', 'true'],
        ['<= 10', 'false'],
      ],
    });
    await json(alice.request('POST', '/api/dmn', { name: 'Эскалация', systemName: 'review-escalation-test', xml }));
    const workflow = await publish(alice, 'Эскалация', dmnXml('review-escalation-test'), doc.cls);
    const big = await start(alice, workflow, { objectId: doc.obj, inputVars: '{"pages": 40}' });
    const small = await start(alice, workflow, { objectId: doc.obj, inputVars: '{"pages": 2}' });
    expect((await until(alice, big.id, ['completed'])).completed).toContain('up');
    expect((await until(alice, small.id, ['completed'])).completed).toContain('down');
  });

  it('a procedure that refuses fails the instance, its message on the step', async () => {
    const workflow = await publish(alice, 'Нет таблицы', dmnXml('no-such-table'), doc.cls);
    const started = await start(alice, workflow, { objectId: doc.obj, inputVars: '{"pages": 1}' });
    const failed = await until(alice, started.id, ['failed']);
    expect(failed.history.find((s) => s.elementId === 'decide')?.note).toMatch(/не найдена/);
  });

  it('a timer waits in the job queue and the instance goes on after it', async () => {
    const workflow = await publish(alice, 'Пауза', timerXml('PT2S'), doc.cls);
    const started = await start(alice, workflow, { objectId: doc.obj });
    expect((await until(alice, started.id, ['waiting'])).current).toEqual(['wait']);
    const finished = await until(alice, started.id, ['completed'], 15_000);
    expect(finished.history.map((s) => s.elementId)).toEqual(['start', 'wait', 'end']);
  });

  it('cancel ends the instance and its task in progress; only its author or an administrator cancels', async () => {
    const workflow = await publish(alice, 'Рецензия 4', reviewXml({ assignee: BOB }), doc.cls);
    const started = await start(alice, workflow, { objectId: doc.obj });
    await until(alice, started.id, ['waiting']);
    const [task] = (await tasks(bob)).tasks.filter((x) => x.instance.id === started.id);
    expect((await bob.request('POST', `/api/processes/instances/${started.id}/cancel`)).status).toBe(404);
    const canceled = await json<InstanceDto>(alice.request('POST', `/api/processes/instances/${started.id}/cancel`));
    expect(canceled.state).toBe('canceled');
    expect((await json<UserTaskDto>(bob.request('GET', `/api/processes/tasks/${task!.id}`))).status).toBe('canceled');
    expect(await error(complete(bob, task!.id, { result: 'approve' }), 409)).toMatch(/не в работе/);
  });
});

describe('bad input: 400 in Russian, nothing written', () => {
  it('publish: unknown diagram, non-executable diagram, unknown class', async () => {
    const before = (await json<{ workflows: unknown[] }>(alice.request('GET', '/api/processes/workflows'))).workflows
      .length;
    const publishBody = (diagramId: string, contextClassId = doc.cls) =>
      alice.request('POST', '/api/processes/workflows', { name: 'Плохой', diagramId, contextClassId });
    expect(await error(publishBody('00000000-0000-4000-8000-00000000ffff'), 400)).toBe('Диаграмма не найдена');
    const broken = await json<{ id: string }>(
      alice.request('POST', '/api/diagrams', { name: 'Без исполнителя', xml: reviewXml({}) }),
    );
    // The same body as the diagrams' export (issue 17 item 5): a count in `error`, each problem in `problems`.
    expect(await json(publishBody(broken.id), 400)).toMatchObject({
      error: 'Диаграмму нельзя выполнить: найдена 1 ошибка',
      problems: [{ message: expect.stringMatching(/не указан исполнитель/) }],
    });
    expect(await error(publishBody(broken.id, '00000000-0000-4000-8000-00000000ffff'), 400)).toMatch(/Тип объекта/);
    expect(
      (await json<{ workflows: unknown[] }>(alice.request('GET', '/api/processes/workflows'))).workflows,
    ).toHaveLength(before);
  });

  it('start: malformed input vars, an object of another class', async () => {
    const workflow = await publish(alice, 'Рецензия 5', reviewXml({ assignee: BOB }), doc.cls);
    const other = await classWithObject(alice, 'Письмо', 'Письмо №1');
    const list = async () =>
      (await json<{ instances: unknown[] }>(alice.request('GET', `/api/processes/instances?workflow=${workflow}`)))
        .instances;
    expect((await start(alice, workflow, { objectId: doc.obj, inputVars: '{"a": ' }, 400)) as unknown).toMatchObject({
      error: expect.stringMatching(/не JSON/),
    });
    expect((await start(alice, workflow, { objectId: doc.obj, inputVars: '[1]' }, 400)) as unknown).toMatchObject({
      error: expect.stringMatching(/объектом JSON/),
    });
    expect((await start(alice, workflow, { objectId: other.obj }, 400)) as unknown).toMatchObject({
      error: expect.stringMatching(/типу объекта/),
    });
    expect(await list()).toHaveLength(0);
  });
});

describe('issue 19 item 8: the demo review workflow', () => {
  it('is seeded with one review task in progress for the demo user; approve asks the table and escalates', async () => {
    await t.server.seedExtensions({
      id: bob.userId,
      name: 'Бобров Боб',
      email: BOB,
      isAdmin: false,
      isBetaTester: false,
      app: 'onto',
    });
    const workflows = (await json<{ workflows: WorkflowDto[] }>(bob.request('GET', '/api/processes/workflows')))
      .workflows;
    // Published from the diagrams area's demo diagram, found by its code (domain.md §3 Diagram `code`).
    const demo = workflows.find((w) => w.name === 'Согласование документа');
    expect(demo?.diagram).toMatchObject({ name: 'Согласование документа', version: 1 });
    expect(await json(bob.request('GET', `/api/diagrams/${demo!.diagram.id}`))).toMatchObject({
      code: 'document-review',
      name: 'Согласование документа',
    });
    const [task] = (await tasks(bob, '?scope=mine&status=inProgress')).tasks.filter(
      (x) => x.name === 'Рецензирование документа',
    );
    expect(task).toMatchObject({ canComplete: true, object: expect.anything() });
    await json(complete(bob, task!.id, { result: 'approve' }));
    let after = await until(bob, task!.instance.id, ['waiting']);
    for (let i = 0; i < 100 && !after.current.includes('head'); i++) {
      await new Promise((r) => setTimeout(r, 200));
      after = await until(bob, task!.instance.id, ['waiting']);
    }
    expect(after.current).toEqual(['head']);
    expect(after.variables).toMatchObject({ escalation: { outputs: [{ escalate: true }] } });
  });
});
