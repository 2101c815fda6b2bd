import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import analysis from '@ontobench/ext-analysis/node';
import diagrams from '@ontobench/ext-diagrams/node';
import { ANALYSIS_CLASS, ANALYSIS_PROP } from '../../extensions/analysis/src/common/schema.ts';
import type {
  AutobuildReply,
  DiagramDto,
  ExecutableProblem,
  ExecutableReply,
} from '../../extensions/diagrams/src/common/diagram/api.ts';
import { parseBpmn, listOf } from '../../extensions/diagrams/src/common/diagram/bpmn.ts';
import { ALICE, BOB, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 17 item 5 ("an executable BPMN export (process id, executable flag, user tasks with assignees) …;
 * validation errors listed before export") and item 3's autobuild (domain.md §3 "Diagram dependencies:
 * autobuild (ss, color, ss_type, showArrows, query_node)") on real servers, with and without the analysis
 * area that runs semantic searches.
 */
async function json<T>(reply: Response, status = 200): Promise<T> {
  const text = await reply.text();
  expect(reply.status, text.slice(0, 500)).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

const FIXTURES = new URL('../fixtures/bpmn/', import.meta.url);
const fixture = (name: string) => readFile(new URL(name, FIXTURES), 'utf8');

describe('issue 17 item 5: GET diagrams/{id}/executable', () => {
  let t: TestServer;
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    t = await startTestServer([diagrams]);
    [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  }, 120_000);
  afterAll(() => t?.close());

  it('a runnable diagram: the process id, isExecutable="true", user tasks with camunda:assignee; nothing saved', async () => {
    const xml = await fixture('camunda8-invoice-zeebe.bpmn');
    const made = await json<DiagramDto>(await alice.request('POST', '/api/diagrams', { name: 'Счета', xml }));
    const before = await tableCounts(t.temp);
    const reply = await json<ExecutableReply>(await alice.request('GET', `/api/diagrams/${made.id}/executable`));
    expect(reply.processId).toBe('invoice-approval');
    const { definitions } = await parseBpmn(reply.xml);
    const process = listOf(definitions, 'rootElements').find((e) => e.id === 'invoice-approval')!;
    expect(process.isExecutable).toBe(true);
    const task = listOf(process, 'flowElements').find((e) => e.id === 'Task_Approve')!;
    expect(task.$attrs['camunda:assignee']).toBe('approver');
    expect(await tableCounts(t.temp)).toEqual(before);
    expect((await json<DiagramDto>(await alice.request('GET', `/api/diagrams/${made.id}`))).xml).toBe(xml);
  });

  it('a new empty diagram is not runnable: a 400 listing every problem in Russian', async () => {
    const made = await json<DiagramDto>(await alice.request('POST', '/api/diagrams', { name: 'Пустая' }));
    const body = await json<{ error: string; message: string; problems: ExecutableProblem[] }>(
      await alice.request('GET', `/api/diagrams/${made.id}/executable`),
      400,
    );
    expect(body.message).toBe('Диаграмму нельзя выполнить: найдена 1 ошибка');
    expect(body.error).toBe(body.message);
    expect(body.problems).toEqual([
      { elementId: expect.stringMatching(/^Process_/), message: 'В процессе «Пустая» нет завершающего события' },
    ]);
  });

  it('a reader may export too (it changes nothing); a stranger gets 404', async () => {
    const xml = await fixture('camunda7-order-approval.bpmn');
    const made = await json<DiagramDto>(await alice.request('POST', '/api/diagrams', { name: 'Заказы', xml }));
    expect((await bob.request('GET', `/api/diagrams/${made.id}/executable`)).status).toBe(404);
    const inst = randomUUID();
    await json(
      await alice.data({
        act: 'set_data',
        data: [
          { op: 'new', class: CLASS.Assignment, name: 'читатель', inst },
          { op: 'upd', inst, prop: PROP.obj, val: made.id },
          { op: 'upd', inst, prop: PROP.user, val: bob.userId },
          { op: 'upd', inst, prop: PROP.roleCode, val: 'reader' },
        ],
      }),
    );
    const reply = await json<ExecutableReply>(await bob.request('GET', `/api/diagrams/${made.id}/executable`));
    expect(reply.processId).toBe('Process_OrderApproval');
  });

  it('autobuild without the analysis area is a 409 that says why', async () => {
    const made = await json<DiagramDto>(await alice.request('POST', '/api/diagrams', { name: 'Без анализа' }));
    const body = await json<{ error: string }>(
      await alice.request('POST', `/api/diagrams/${made.id}/autobuild`, {
        autobuild: [{ ss: randomUUID(), color: null, ssType: 'nodes', showArrows: false, queryNode: null }],
      }),
      409,
    );
    expect(body.error).toBe(
      'Автопостроение недоступно: область анализа с семантическими поисками не запущена на сервере',
    );
  });
});

describe('issue 17 item 3: POST diagrams/{id}/autobuild with the analysis area', () => {
  let t: TestServer;
  let alice: Client;
  let search: string;
  const STAGES = ['Заявка', 'Проверка', 'Согласование', 'Оплата'];

  beforeAll(async () => {
    t = await startTestServer([analysis, diagrams]);
    alice = await t.signIn(ALICE);
    // A class of process stages and a search listing them by name (the analysis area's stored search).
    const stage = randomUUID();
    const order = randomUUID();
    await json(
      await alice.data({
        act: 'set_data',
        data: [
          { op: 'new', class: CLASS.Class, name: 'Этап', inst: stage },
          { op: 'new', class: CLASS.DataProperty, name: 'Порядок', inst: order },
        ],
      }),
    );
    await json(
      await alice.data({
        act: 'set_data',
        data: [
          { op: 'upd', inst: order, prop: PROP.baseType, val: 'integer' },
          { op: 'add', inst: order, prop: PROP.domain, val: stage },
          ...STAGES.flatMap((name, i) => {
            const inst = randomUUID();
            return [
              { op: 'new', class: stage, name, inst },
              { op: 'upd', inst, prop: order, val: i + 1 },
            ];
          }),
        ],
      }),
    );
    search = randomUUID();
    await json(
      await alice.data({
        act: 'set_data',
        data: [
          { op: 'new', class: ANALYSIS_CLASS.SemanticSearch, name: 'Этапы процесса', inst: search },
          {
            op: 'upd',
            inst: search,
            prop: PROP.json,
            val: JSON.stringify({
              get_data: { class: stage, fields: [{ prop: order, sort: 'asc' }] },
              filters: [],
              columns: [
                { prop_id: 'name', old_name: 'Название', new_name: 'Этап', ord: 10 },
                { prop_id: order, old_name: 'Порядок', new_name: 'Порядок', ord: 20, sort: 1, sort_mode: 'asc' },
              ],
              calcColumns: [],
            }),
          },
          { op: 'upd', inst: search, prop: ANALYSIS_PROP.rootClass, val: stage },
        ],
      }),
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('`chain` with arrows: the rows in order as tasks left to right, joined by sequence flows, coloured; not saved', async () => {
    const made = await json<DiagramDto>(await alice.request('POST', '/api/diagrams', { name: 'Автопостроение' }));
    const row = { ss: search, color: '#ffe0b2', ssType: 'chain', showArrows: true, queryNode: 'Этап' };
    const reply = await json<AutobuildReply>(
      await alice.request('POST', `/api/diagrams/${made.id}/autobuild`, { autobuild: [row] }),
    );
    expect(reply.counts).toEqual([{ ss: search, rows: 4 }]);
    const { definitions } = await parseBpmn(reply.xml);
    const process = listOf(definitions, 'rootElements').find((e) => e.$type === 'bpmn:Process')!;
    const elements = listOf(process, 'flowElements');
    const tasks = elements.filter((e) => e.$type === 'bpmn:Task');
    expect(tasks.map((e) => e.name)).toEqual(STAGES);
    const flows = elements.filter((e) => e.$type === 'bpmn:SequenceFlow' && e.id!.startsWith('Auto_'));
    expect(flows.map((f) => [(f.sourceRef as { name: string }).name, (f.targetRef as { name: string }).name])).toEqual([
      ['Заявка', 'Проверка'],
      ['Проверка', 'Согласование'],
      ['Согласование', 'Оплата'],
    ]);
    // The start event the new diagram had is kept; the new row is below it, left to right.
    expect(elements.some((e) => e.$type === 'bpmn:StartEvent')).toBe(true);
    const shapes = listOf(listOf(definitions, 'diagrams')[0]!.plane as never, 'planeElement').filter((s) =>
      tasks.includes(s.bpmnElement as never),
    );
    const xs = shapes.map((s) => (s.bounds as { x: number }).x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(shapes.map((s) => (s.bounds as { y: number }).y)).size).toBe(1);
    expect(reply.xml).toContain('color:background-color="#ffe0b2"');
    // Each task is bound to the individual its row is about (issue 17 item 3: elements bound to the ontology).
    expect(reply.elements.map((b) => [b.elementId, b.objectName, b.kind])).toEqual(
      tasks.map((task, i) => [task.id, STAGES[i], 'individual']),
    );
    expect(new Set(reply.elements.map((b) => b.objectId)).size).toBe(4);
    // Autobuild again replaces what the last one made instead of adding it twice.
    const stored = await json<DiagramDto>(
      await alice.request('PUT', `/api/diagrams/${made.id}`, {
        xml: reply.xml,
        autobuild: [row],
        elements: reply.elements,
      }),
    );
    const again = await json<AutobuildReply>(await alice.request('POST', `/api/diagrams/${made.id}/autobuild`, {}));
    const second = listOf(
      listOf((await parseBpmn(again.xml)).definitions, 'rootElements').find((e) => e.$type === 'bpmn:Process'),
      'flowElements',
    );
    expect(second.filter((e) => e.$type === 'bpmn:Task')).toHaveLength(4);
    expect(stored.autobuild).toEqual([row]);
    // The stored bindings of the last autobuild are replaced too, not kept beside the new ones.
    expect(stored.elements).toHaveLength(4);
    expect(again.elements.map((b) => b.objectName)).toEqual(STAGES);
  });

  it('`nodes`: one task a row, no flows', async () => {
    const made = await json<DiagramDto>(await alice.request('POST', '/api/diagrams', { name: 'Узлы' }));
    const reply = await json<AutobuildReply>(
      await alice.request('POST', `/api/diagrams/${made.id}/autobuild`, {
        autobuild: [{ ss: search, color: null, ssType: 'nodes', showArrows: false, queryNode: null }],
      }),
    );
    const process = listOf((await parseBpmn(reply.xml)).definitions, 'rootElements')[0]!;
    const auto = listOf(process, 'flowElements').filter((e) => e.id!.startsWith('Auto_'));
    expect(auto.map((e) => [e.$type, e.name])).toEqual(STAGES.map((name) => ['bpmn:Task', name]));
  });

  it("no search chosen is a 400; a search the user may not read is §8's text", async () => {
    const made = await json<DiagramDto>(await alice.request('POST', '/api/diagrams', { name: 'Без поиска' }));
    expect(
      (await json<{ error: string }>(await alice.request('POST', `/api/diagrams/${made.id}/autobuild`, {}), 400)).error,
    ).toBe('Для автопостроения не выбран ни один семантический поиск');
    const reply = await alice.request('POST', `/api/diagrams/${made.id}/autobuild`, {
      autobuild: [{ ss: randomUUID(), color: null, ssType: 'nodes', showArrows: true, queryNode: null }],
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(((await reply.json()) as { error: string }).error).toMatch(/^Не удалось загрузить семантический поиск/);
  });
});
