import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import diagrams from '@ontobench/ext-diagrams/node';
import dmn from '@ontobench/ext-dmn/node';
import processes from '@ontobench/ext-processes/node';
import { CLASS, PROP } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import type { UserTaskDto } from '../../extensions/processes/src/common/workflows/api.ts';
import { WORKFLOWS_PROP as P } from '../../extensions/processes/src/common/workflows/schema.ts';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, type Client, type TestServer } from './harness.ts';
import { classWithObject, json, publish, reviewXml, roleFor, until } from './processes-workflows-fixtures.ts';

/**
 * Issue 19's last gaps on a real server (docs/processes.md "Completing a task", "A completion never waits",
 * "Task files"): a task is completed exactly once when two holders of its role complete it at the same
 * moment; a completion whose advance was never enqueued is moved on by the sweep; a completion's files
 * download with the task's read rule (domain.md §3 "User task": comment and files).
 */
let t: TestServer;
let alice: Client;
let bob: Client;
let carol: Client;
let admin: Client;
let doc: { cls: string; obj: string };
const CAROL = 'carol@contract.test';

const tasksOf = async (c: Client, instanceId: string) =>
  (await json<{ tasks: UserTaskDto[] }>(c.request('GET', '/api/processes/tasks'))).tasks.filter(
    (x) => x.instance.id === instanceId,
  );
const complete = (c: Client, id: string, body: unknown) =>
  c.request('POST', `/api/processes/tasks/${id}/complete`, body);
const startOn = async (workflow: string) =>
  (
    await json<{ id: string }>(
      alice.request('POST', `/api/processes/workflows/${workflow}/start`, { objectId: doc.obj }),
    )
  ).id;

/** Adds `userId` to the role: an administrator's membership record (shell.md §6), as roleFor writes it. */
async function addMember(role: string, userId: string) {
  const inst = crypto.randomUUID();
  await json(
    admin.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Assignment, name: 'участник', inst },
        { op: 'upd', inst, prop: PROP.user, val: userId },
        { op: 'upd', inst, prop: PROP.role, val: role },
      ],
    }),
  );
}

beforeAll(async () => {
  t = await startTestServer([diagrams, dmn, processes]);
  await ensureUser(t.temp.store, { email: CAROL, password: PASSWORD, fullName: 'Каролева Карина', isAdmin: false });
  [alice, bob, carol, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(CAROL), t.signIn(ADMIN)]);
  doc = await classWithObject(alice, 'Документ', 'Отчёт за год');
}, 120_000);
afterAll(() => t?.close());

describe('a role task is completed exactly once', () => {
  it('two holders at the same moment: one 200, one 409 «Задача уже завершена», the first result stands', async () => {
    const role = await roleFor(admin, 'Согласующие', bob.userId);
    await addMember(role, carol.userId);
    const workflow = await publish(alice, 'Согласование группой', reviewXml({ role: 'Согласующие' }), doc.cls);
    for (let round = 0; round < 4; round++) {
      const instance = await startOn(workflow);
      await until(alice, instance, ['waiting']);
      const [task] = await tasksOf(bob, instance);
      expect(task).toMatchObject({ status: 'inProgress', canComplete: true });
      // Truly at once: both requests are sent before either is answered.
      const replies = await Promise.all([
        complete(bob, task!.id, { result: 'approve', comment: 'Боб' }),
        complete(carol, task!.id, { result: 'reject', comment: 'Карина' }),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const lost = replies.find((r) => r.status === 409)!;
      expect(((await lost.json()) as { error: string }).error).toBe('Задача уже завершена');
      const bobWon = replies[0]!.status === 200;
      const result = bobWon ? 'approve' : 'reject';
      expect(await json<UserTaskDto>(alice.request('GET', `/api/processes/tasks/${task!.id}`))).toMatchObject({
        status: 'completed',
        result,
        comment: bobWon ? 'Боб' : 'Карина',
      });
      // The task ran once and the gateway took the winner's branch.
      const done = await until(alice, instance, ['completed']);
      expect(done.history.map((s) => s.elementId)).toEqual(['start', 'task', 'gate', bobWon ? 'approved' : 'rejected']);
    }
  });

  it('a late completion of a completed task is a 409 and changes nothing', async () => {
    const workflow = await publish(alice, 'Рецензия поздняя', reviewXml({ assignee: BOB }), doc.cls);
    const instance = await startOn(workflow);
    await until(alice, instance, ['waiting']);
    const [task] = await tasksOf(bob, instance);
    await json(complete(bob, task!.id, { result: 'reject', comment: 'Нет' }));
    const again = await json<{ error: string }>(complete(bob, task!.id, { result: 'approve' }), 409);
    expect(again.error).toBe('Задача уже завершена');
    expect(await json<UserTaskDto>(bob.request('GET', `/api/processes/tasks/${task!.id}`))).toMatchObject({
      result: 'reject',
      comment: 'Нет',
    });
  });
});

describe('a completion never waits', () => {
  it('a completion written without its advance (its process died between) is moved on by the sweep', async () => {
    const workflow = await publish(alice, 'Рецензия без толчка', reviewXml({ assignee: BOB }), doc.cls);
    const instance = await startOn(workflow);
    await until(alice, instance, ['waiting']);
    const [task] = await tasksOf(bob, instance);
    // What the complete route writes, without the advance it enqueues after: as the instance's author, who
    // owns its tasks (docs/processes.md "Assignees and roles").
    await json(
      alice.data({
        act: 'set_data',
        data: [
          { op: 'upd', inst: task!.id, prop: P.status, val: 'completed' },
          { op: 'upd', inst: task!.id, prop: P.result, val: 'approve' },
          { op: 'upd', inst: task!.id, prop: P.statusChanged, val: new Date().toISOString() },
        ],
      }),
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect((await until(alice, instance, ['waiting'])).current).toEqual(['task']);

    // The sweep's run (every five minutes and at each start; here enqueued as its schedule does).
    const job = await t.server.jobs.enqueue('processes.workflows.sweep', {}, { user: null });
    const end = await t.server.jobs.waitFor(job, 20_000);
    expect(end).toMatchObject({ status: 'completed', result: { kicked: [instance] } });
    const done = await until(alice, instance, ['completed']);
    expect(done.history.map((s) => s.elementId)).toEqual(['start', 'task', 'gate', 'approved']);

    // Nothing left to move on: the next sweep kicks nothing.
    const next = await t.server.jobs.waitFor(
      await t.server.jobs.enqueue('processes.workflows.sweep', {}, { user: null }),
      20_000,
    );
    expect(next).toMatchObject({ status: 'completed', result: { kicked: [] } });
  });
});

describe('task files download', () => {
  it('the task’s readers download a file with its type and RFC 5987 name; others get 404', async () => {
    const workflow = await publish(alice, 'Рецензия с файлом', reviewXml({ assignee: BOB }), doc.cls);
    const instance = await startOn(workflow);
    await until(alice, instance, ['waiting']);
    const [task] = await tasksOf(bob, instance);
    const content = 'Замечания: нет\n';
    const name = 'Отзыв №1 (итог).txt';
    const dataUrl = `data:text/plain;base64,${Buffer.from(content).toString('base64')}`;
    await json(complete(bob, task!.id, { result: 'approve', files: [{ name, dataUrl }] }));

    // The list names the files (no data), each with the id its download takes.
    const [listed] = (await json<{ tasks: UserTaskDto[] }>(bob.request('GET', '/api/processes/tasks'))).tasks.filter(
      (x) => x.id === task!.id,
    );
    expect(listed!.files).toEqual([
      { id: expect.any(String), name, size: Buffer.byteLength(content), type: 'text/plain' },
    ]);
    const path = `/api/processes/tasks/${task!.id}/files/${listed!.files[0]!.id}`;

    for (const reader of [bob, alice, admin]) {
      const reply = await reader.request('GET', path);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
      // RFC 6266 / 5987: an ASCII fallback and the exact name percent-encoded in UTF-8.
      expect(reply.headers.get('content-disposition')).toBe(
        `attachment; filename="_____ _1 (____).txt"; filename*=UTF-8''` +
          '%D0%9E%D1%82%D0%B7%D1%8B%D0%B2%20%E2%84%961%20%28%D0%B8%D1%82%D0%BE%D0%B3%29.txt',
      );
      expect(await reply.text()).toBe(content);
    }
    // Not the task's: the same 404 as an unknown task; an unknown file of a readable task: 404 too.
    const other = await carol.request('GET', path);
    expect([other.status, ((await other.json()) as { error: string }).error]).toEqual([404, 'Задача не найдена']);
    const missing = await bob.request('GET', `/api/processes/tasks/${task!.id}/files/${crypto.randomUUID()}`);
    expect([missing.status, ((await missing.json()) as { error: string }).error]).toEqual([404, 'Файл не найден']);
  });
});
