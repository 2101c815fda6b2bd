import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import diagrams from '@ontobench/ext-diagrams/node';
import type { GraphDto, GraphJson } from '../../extensions/diagrams/src/common/graph/api.ts';
import { ADMIN, ALICE, BOB, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 17 item 7 on a real server: the graphs' store (domain.md §3 "Graph": name, author, date_create,
 * json) through `/api/graphs`, read and written as the user; a malformed json is a 400 in Russian with
 * nothing written; a reader (domain.md §3 roles: reader cannot edit) reads and is refused a save with 403.
 */
let t: TestServer;
let alice: Client;
let bob: Client;
let admin: Client;

async function json<T>(reply: Response, status = 200): Promise<T> {
  const text = await reply.text();
  expect(reply.status, text.slice(0, 500)).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

const create = (c: Client, body: unknown) => c.request('POST', '/api/graphs', body);
const put = (c: Client, id: string, body: unknown) => c.request('PUT', `/api/graphs/${id}`, body);
const get = (c: Client, id: string) => c.request('GET', `/api/graphs/${id}`);

const CLASS_ID = randomUUID();
const drawing = (): GraphJson => ({
  nodes: [
    { id: 'a', label: 'Студент', x: 0, y: 0, objectId: CLASS_ID },
    { id: 'b', label: 'Курс', x: 200, y: 0, group: 'class' },
  ],
  edges: [{ id: 'e1', from: 'a', to: 'b', label: 'изучает' }],
});

/** Alice assigns her graph to Bob with a role code (`reader` or `editor`). */
async function assign(graph: string, roleCode: string): Promise<void> {
  const inst = randomUUID();
  const reply = await alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Assignment, name: `${roleCode} Боб`, inst },
      { op: 'upd', inst, prop: PROP.obj, val: graph },
      { op: 'upd', inst, prop: PROP.user, val: bob.userId },
      { op: 'upd', inst, prop: PROP.roleCode, val: roleCode },
    ],
  });
  expect(reply.status, await reply.clone().text()).toBe(200);
}

beforeAll(async () => {
  t = await startTestServer([diagrams]);
  [alice, bob, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(ADMIN)]);
}, 120_000);
afterAll(() => t?.close());

describe('domain.md §3 "Graph": create, read, list, save, delete', () => {
  it('a graph made with a name alone is empty, its author the user', async () => {
    const made = await json<GraphDto>(await create(alice, { name: '  Пустой граф ' }));
    expect(made).toMatchObject({ name: 'Пустой граф', author: alice.userId, access: 'edit' });
    expect(made.json).toEqual({ nodes: [], edges: [] });
    expect(made.dateCreate).toMatch(/^\d{4}-\d\d-\d\d/);
    expect(await json<GraphDto>(await get(alice, made.id))).toEqual(made);
  });

  it('a graph keeps its nodes, edges, positions and bindings as sent', async () => {
    const made = await json<GraphDto>(await create(alice, { name: 'Учёба', json: drawing() }));
    expect(made.json).toEqual(drawing());
    expect((await json<GraphDto>(await get(alice, made.id))).json).toEqual(drawing());
  });

  it('a large graph (2,000 nodes, stored in pieces) comes back whole', async () => {
    const nodes = Array.from({ length: 2000 }, (_, i) => ({ id: `n${i}`, label: `Узел номер ${i}`, x: i, y: -i }));
    const edges = nodes.slice(1).map((n, i) => ({ id: `e${i}`, from: 'n0', to: n.id, label: 'связь' }));
    const made = await json<GraphDto>(await create(alice, { name: 'Большой', json: { nodes, edges } }));
    expect(made.json.nodes).toHaveLength(2000);
    expect(made.json.edges).toHaveLength(1999);
    expect(made.json.nodes[1999]).toEqual({ id: 'n1999', label: 'Узел номер 1999', x: 1999, y: -1999 });
  });

  it('the list holds the graphs the user may read, newest first, without their json', async () => {
    const first = await json<GraphDto>(await create(bob, { name: 'Первый Боба' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = await json<GraphDto>(await create(bob, { name: 'Второй Боба' }));
    const { graphs } = await json<{ graphs: (GraphDto & { json?: unknown })[] }>(
      await bob.request('GET', '/api/graphs'),
    );
    expect(graphs.map((g) => g.id)).toEqual([second.id, first.id]);
    expect(graphs[0]).not.toHaveProperty('json');
    const alices = await json<{ graphs: GraphDto[] }>(await alice.request('GET', '/api/graphs'));
    expect(alices.graphs.map((g) => g.id)).not.toContain(first.id);
  });

  it('a save renames and replaces the json; a save of the name alone keeps the json', async () => {
    const made = await json<GraphDto>(await create(alice, { name: 'Черновик', json: drawing() }));
    const moved = { ...drawing(), nodes: drawing().nodes.map((n) => ({ ...n, x: (n.x ?? 0) + 50 })) };
    const saved = await json<GraphDto>(await put(alice, made.id, { name: 'Итог', json: moved }));
    expect(saved).toMatchObject({ name: 'Итог', json: moved });
    const renamed = await json<GraphDto>(await put(alice, made.id, { name: 'Итог 2' }));
    expect(renamed.json).toEqual(moved);
  });

  it("someone else's graph is a 404 to read, save and delete; the author deletes it", async () => {
    const made = await json<GraphDto>(await create(alice, { name: 'Личный' }));
    expect((await json<{ error: string }>(await get(bob, made.id), 404)).error).toBe('Граф не найден');
    await json(await put(bob, made.id, { name: 'Чужой' }), 404);
    await json(await bob.request('DELETE', `/api/graphs/${made.id}`), 404);
    expect((await alice.request('DELETE', `/api/graphs/${made.id}`)).status).toBe(204);
    await json(await get(alice, made.id), 404);
    await json(await get(admin, made.id), 404);
  });

  it('a malformed id is a 404, not a 500', async () => {
    await json(await get(alice, 'not-a-uuid'), 404);
  });
});

describe('issue 17 item 7: bad input gets a clear Russian error and changes nothing', () => {
  it.each([
    ['no name', { json: drawing() }, 'Укажите название графа'],
    ['a body that is a list', [1, 2], 'Ожидается объект с полями name и json'],
    ['json that is not a graph', { name: 'x', json: 'граф' }, 'Граф должен быть объектом с полями nodes и edges'],
    [
      'an edge to a missing node',
      { name: 'x', json: { nodes: [{ id: 'a', label: 'A' }], edges: [{ id: 'e', from: 'a', to: 'b' }] } },
      'Связь 1 ведёт к узлу «b», которого в графе нет',
    ],
    [
      'a repeated node id',
      {
        name: 'x',
        json: {
          nodes: [
            { id: 'a', label: 'A' },
            { id: 'a', label: 'B' },
          ],
          edges: [],
        },
      },
      'Идентификатор узла «a» повторяется',
    ],
    [
      'too many nodes',
      { name: 'x', json: { nodes: Array.from({ length: 2001 }, (_, i) => ({ id: `${i}`, label: '' })), edges: [] } },
      'В графе не больше 2000 узлов',
    ],
  ])('a create with %s is a 400 and writes nothing', async (_label, body, message) => {
    const before = await tableCounts(t.temp);
    expect((await json<{ error: string }>(await create(alice, body), 400)).error).toBe(message);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('a save with a malformed json leaves the graph as it was', async () => {
    const made = await json<GraphDto>(await create(alice, { name: 'Целый', json: drawing() }));
    const before = await tableCounts(t.temp);
    const reply = await put(alice, made.id, {
      name: 'Переименован',
      json: { nodes: [{ id: 'a', label: 1 }], edges: [] },
    });
    expect((await json<{ error: string }>(reply, 400)).error).toBe('Узел 1: подпись должна быть строкой');
    expect(await tableCounts(t.temp)).toEqual(before);
    expect(await json<GraphDto>(await get(alice, made.id))).toEqual(made);
  });
});

describe('domain.md §3 roles on a graph: a reader reads, an editor edits', () => {
  it('a reader opens it (access "read") and is refused a save with 403, nothing written', async () => {
    const made = await json<GraphDto>(await create(alice, { name: 'Общий для чтения', json: drawing() }));
    await assign(made.id, 'reader');
    expect(await json<GraphDto>(await get(bob, made.id))).toEqual({ ...made, access: 'read' });
    const listed = await json<{ graphs: GraphDto[] }>(await bob.request('GET', '/api/graphs'));
    expect(listed.graphs.find((g) => g.id === made.id)?.access).toBe('read');
    const before = await tableCounts(t.temp);
    const reply = await put(bob, made.id, { name: 'Чужая правка', json: { nodes: [], edges: [] } });
    expect((await json<{ error: string }>(reply, 403)).error).toBe(
      'У вас есть право только читать этот граф: изменения не сохранены',
    );
    expect((await json<{ error: string }>(await put(bob, made.id, { json: 'oops' }), 403)).error).toMatch(/читать/);
    const removal = await bob.request('DELETE', `/api/graphs/${made.id}`);
    expect(removal.status).toBe(403);
    expect(await tableCounts(t.temp)).toEqual(before);
    expect(await json<GraphDto>(await get(alice, made.id))).toEqual(made);
  });

  it('an editor saves it', async () => {
    const made = await json<GraphDto>(await create(alice, { name: 'Общий для правки' }));
    await assign(made.id, 'editor');
    const saved = await json<GraphDto>(await put(bob, made.id, { json: drawing() }));
    expect(saved).toMatchObject({ access: 'edit', json: drawing() });
  });
});
