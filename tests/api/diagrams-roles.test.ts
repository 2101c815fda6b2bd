import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import diagrams from '@ontobench/ext-diagrams/node';
import type { DiagramDto, DiagramSummary } from '../../extensions/diagrams/src/common/diagram/api.ts';
import { ALICE, BOB, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 17 item 4 on a real server: versions (versionNumber, root/source version, stage) and the diagram
 * roles of domain.md §3 — "editor (can edit) and reader (cannot edit)" — enforced on the server: "Saving
 * a diagram the user may only read is refused by the server" (issue 17 quality bars).
 */
let t: TestServer;
let alice: Client;
let bob: Client;
let orderXml: string;

async function json<T>(reply: Response, status = 200): Promise<T> {
  const text = await reply.text();
  expect(reply.status, text.slice(0, 500)).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

const create = (c: Client, body: unknown) => c.request('POST', '/api/diagrams', body);
const put = (c: Client, id: string, body: unknown) => c.request('PUT', `/api/diagrams/${id}`, body);
const get = (c: Client, id: string) => c.request('GET', `/api/diagrams/${id}`);

/** Alice assigns her diagram to Bob with a role code (`reader` or `editor`). */
async function assign(diagram: string, roleCode: string): Promise<void> {
  const inst = randomUUID();
  const reply = await alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Assignment, name: `${roleCode} Боб`, inst },
      { op: 'upd', inst, prop: PROP.obj, val: diagram },
      { op: 'upd', inst, prop: PROP.user, val: bob.userId },
      { op: 'upd', inst, prop: PROP.roleCode, val: roleCode },
    ],
  });
  expect(reply.status, await reply.clone().text()).toBe(200);
}

beforeAll(async () => {
  t = await startTestServer([diagrams]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  orderXml = await readFile(new URL('../fixtures/bpmn/camunda7-order-approval.bpmn', import.meta.url), 'utf8');
}, 120_000);
afterAll(() => t?.close());

describe('domain.md §3 diagram roles: a reader reads, and nothing more', () => {
  let diagram: DiagramDto;
  beforeAll(async () => {
    diagram = await json<DiagramDto>(await create(alice, { name: 'Общая для чтения', xml: orderXml }));
    await assign(diagram.id, 'reader');
  });

  it('the reader opens it (access "read") and finds it in their list', async () => {
    const seen = await json<DiagramDto>(await get(bob, diagram.id));
    expect(seen).toEqual({ ...diagram, access: 'read' });
    expect((await bob.request('GET', `/api/diagrams/${diagram.id}/svg`)).status).toBe(200);
    const { diagrams: list } = await json<{ diagrams: DiagramSummary[] }>(await bob.request('GET', '/api/diagrams'));
    expect(list.find((d) => d.id === diagram.id)?.access).toBe('read');
  });

  it.each([
    ['a save', (id: string) => put(bob, id, { name: 'Чужая правка', xml: orderXml.replace('Проверить заказ', 'Х') })],
    ['an empty save', (id: string) => put(bob, id, {})],
    ['malformed XML', (id: string) => put(bob, id, { xml: '<oops' })],
    ['a new version', (id: string) => bob.request('POST', `/api/diagrams/${id}/versions`, { stage: 'моя' })],
  ])('%s is refused with 403 and nothing is written', async (_label, send) => {
    const before = await tableCounts(t.temp);
    const reply = await send(diagram.id);
    expect((await json<{ error: string }>(reply, 403)).error).toBe(
      'У вас есть право только читать эту диаграмму: изменения не сохранены',
    );
    expect(await tableCounts(t.temp)).toEqual(before);
    expect(await json<DiagramDto>(await get(alice, diagram.id))).toEqual(diagram);
  });

  it('delete is refused with 403', async () => {
    const reply = await bob.request('DELETE', `/api/diagrams/${diagram.id}`);
    expect((await json<{ error: string }>(reply, 403)).error).toBe(
      'Удалить диаграмму может только её автор или администратор',
    );
    expect((await get(alice, diagram.id)).status).toBe(200);
  });

  it('changing it through the data API directly is refused too (the store decides)', async () => {
    const reply = await bob.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: diagram.id, prop: PROP.name, val: 'В обход' }],
    });
    expect(reply.ok).toBe(false);
    expect(((await reply.json()) as { code: string }).code).toBe('access.change');
    expect((await json<DiagramDto>(await get(alice, diagram.id))).name).toBe(diagram.name);
  });
});

describe('domain.md §3 diagram roles: an editor edits', () => {
  it('an `editor` assignment lets Bob save (access "edit")', async () => {
    const diagram = await json<DiagramDto>(await create(alice, { name: 'Общая для правки' }));
    await assign(diagram.id, 'editor');
    expect((await json<DiagramDto>(await get(bob, diagram.id))).access).toBe('edit');
    const saved = await json<DiagramDto>(await put(bob, diagram.id, { name: 'Правка Боба', xml: orderXml }));
    expect(saved).toMatchObject({ name: 'Правка Боба', xml: orderXml, access: 'edit' });
    expect((await json<DiagramDto>(await get(alice, diagram.id))).name).toBe('Правка Боба');
  });
});

describe('issue 17 item 4: versions', () => {
  it('a new version is max + 1 of the family, with its root, its source and its stage; the XML is copied', async () => {
    const v1 = await json<DiagramDto>(await create(alice, { name: 'Процесс закупки', xml: orderXml }));
    const child = await json<DiagramDto>(await create(alice, { name: 'Подпроцесс' }));
    const transitions = [
      { elementId: 'Activity_Reserve', targetDiagram: child.id, nodeType: 'bpmn:ServiceTask', icon: 'link' },
    ];
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>';
    await json<DiagramDto>(await put(alice, v1.id, { transitions, code: 'BUY', color: '#00aa00', svg }));
    const v2 = await json<DiagramDto>(
      await alice.request('POST', `/api/diagrams/${v1.id}/versions`, { stage: 'на согласовании' }),
    );
    // The SVG preview is copied too (read on its own: the diagram's GET leaves it out).
    expect(await json<{ svg: string }>(await alice.request('GET', `/api/diagrams/${v2.id}/svg`))).toEqual({ svg });
    expect(v2).toMatchObject({
      name: 'Процесс закупки',
      code: 'BUY',
      color: '#00aa00',
      xml: orderXml,
      versionNumber: 2,
      rootVersion: v1.id,
      sourceVersion: v1.id,
      stage: 'на согласовании',
      transitions,
      access: 'edit',
    });
    expect(v2.id).not.toBe(v1.id);
    // A version made from the first again is number 3: numbers never repeat in a family.
    const v3 = await json<DiagramDto>(await alice.request('POST', `/api/diagrams/${v1.id}/versions`, {}));
    expect(v3).toMatchObject({ versionNumber: 3, rootVersion: v1.id, sourceVersion: v1.id, stage: null });
    const v4 = await json<DiagramDto>(await alice.request('POST', `/api/diagrams/${v2.id}/versions`, { stage: ' ' }));
    expect(v4).toMatchObject({ versionNumber: 4, rootVersion: v1.id, sourceVersion: v2.id, stage: null });
    // The family, newest version first, from any of its members; the source is unchanged.
    for (const member of [v1, v3]) {
      const { versions } = await json<{ versions: DiagramSummary[] }>(
        await alice.request('GET', `/api/diagrams/${member.id}/versions`),
      );
      expect(versions.map((v) => [v.versionNumber, v.id])).toEqual([
        [4, v4.id],
        [3, v3.id],
        [2, v2.id],
        [1, v1.id],
      ]);
    }
    expect((await json<DiagramDto>(await get(alice, v1.id))).versionNumber).toBe(1);
    // Bob sees none of it.
    expect((await bob.request('GET', `/api/diagrams/${v1.id}/versions`)).status).toBe(404);
  });

  it('two new versions at once take different numbers', async () => {
    const v1 = await json<DiagramDto>(await create(alice, { name: 'Гонка' }));
    const made = await Promise.all(
      [1, 2, 3].map(async () =>
        json<DiagramDto>(await alice.request('POST', `/api/diagrams/${v1.id}/versions`, { stage: null })),
      ),
    );
    expect(made.map((v) => v.versionNumber).sort()).toEqual([2, 3, 4]);
  });

  it('a stage that is not text is a 400', async () => {
    const v1 = await json<DiagramDto>(await create(alice, { name: 'Стадии' }));
    const reply = await alice.request('POST', `/api/diagrams/${v1.id}/versions`, { stage: 5 });
    expect((await json<{ error: string }>(reply, 400)).error).toBe('Стадия версии — строка не длиннее 100 символов');
  });
});

describe('issue 17 item 4: deleting a version', () => {
  it('a later version, then the first: what is left stays a family', async () => {
    const v1 = await json<DiagramDto>(await create(alice, { name: 'Удаляемая версия' }));
    const v2 = await json<DiagramDto>(await alice.request('POST', `/api/diagrams/${v1.id}/versions`, {}));
    const v3 = await json<DiagramDto>(await alice.request('POST', `/api/diagrams/${v2.id}/versions`, {}));
    // Bob is a reader of the first version: the assignment does not keep it from being deleted.
    await assign(v1.id, 'reader');
    expect((await alice.request('DELETE', `/api/diagrams/${v2.id}`)).status).toBe(204);
    expect((await alice.request('DELETE', `/api/diagrams/${v1.id}`)).status).toBe(204);
    const { versions } = await json<{ versions: DiagramSummary[] }>(
      await alice.request('GET', `/api/diagrams/${v3.id}/versions`),
    );
    // v3 is all that is left: its own root, its source gone with v2.
    expect(versions.map((v) => [v.id, v.versionNumber, v.rootVersion, v.sourceVersion])).toEqual([
      [v3.id, 3, v3.id, null],
    ]);
    // A new version from it continues the numbers.
    const v4 = await json<DiagramDto>(await alice.request('POST', `/api/diagrams/${v3.id}/versions`, {}));
    expect(v4).toMatchObject({ versionNumber: 4, rootVersion: v3.id, sourceVersion: v3.id });
  });

  it('a first version with later ones: the lowest left becomes the root of all', async () => {
    const v1 = await json<DiagramDto>(await create(alice, { name: 'Корень' }));
    const v2 = await json<DiagramDto>(await alice.request('POST', `/api/diagrams/${v1.id}/versions`, {}));
    const v3 = await json<DiagramDto>(await alice.request('POST', `/api/diagrams/${v1.id}/versions`, {}));
    // Another diagram's transition into the first version goes with it.
    const parent = await json<DiagramDto>(await create(alice, { name: 'Родитель', xml: orderXml }));
    const transitions = [
      { elementId: 'Activity_Reserve', targetDiagram: v1.id, nodeType: 'bpmn:ServiceTask', icon: null },
    ];
    expect((await json<DiagramDto>(await put(alice, parent.id, { transitions }))).transitions).toEqual(transitions);
    expect((await alice.request('DELETE', `/api/diagrams/${v1.id}`)).status).toBe(204);
    expect((await json<DiagramDto>(await get(alice, parent.id))).transitions).toEqual([]);
    const { versions } = await json<{ versions: DiagramSummary[] }>(
      await alice.request('GET', `/api/diagrams/${v3.id}/versions`),
    );
    expect(versions.map((v) => [v.id, v.rootVersion])).toEqual([
      [v3.id, v2.id],
      [v2.id, v2.id],
    ]);
  });
});
