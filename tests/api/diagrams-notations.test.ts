import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, joinContent, PROP } from '@ontobench/core/common';
import type { UserContext } from '@ontobench/core/node';
import diagrams from '@ontobench/ext-diagrams/node';
import { ORG_DIAGRAM_NAME, ORG_NODES } from '../../extensions/diagrams/src/node/notation/org-chart.ts';
import { DIAGRAMS_CLASS } from '../../extensions/diagrams/src/common/classes.ts';
import { DIAGRAM_PROP } from '../../extensions/diagrams/src/common/diagram/schema.ts';
import {
  notationElement,
  type NotationDto,
  type NotationInput,
} from '../../extensions/diagrams/src/common/notation/api.ts';
import { ALICE, BOB, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 17 item 2 on a real server: notations (domain.md §3 "Notation element: name, element class, element
 * code, layer, notation, shape, colour, style, isConnector, min/max incoming and outgoing connections,
 * allowed elements to connect, disableReflexiveEdges") are listed, created, read, replaced whole and
 * deleted as the user; bad input is a Russian 400 that writes nothing; a reader may not change one; a
 * notation a diagram is drawn in is not deleted (409).
 */
let t: TestServer;
let alice: Client;
let bob: Client;

const element = (over: Partial<NotationInput['elements'][number]> = {}) =>
  notationElement({ name: 'Подразделение', elementCode: 'unit', colour: '#1E88E5', ...over });

const ORG: NotationInput = {
  name: 'Оргструктура (тест)',
  elements: [
    element({ name: 'Руководитель', elementCode: 'head', allowedTargets: ['unit'], shape: 'ellipse', minOutgoing: 1 }),
    element({ allowedTargets: ['unit', 'post'], disableReflexiveEdges: true }),
    element({ name: 'Должность', elementCode: 'post', maxIncoming: 1, shape: 'rectangle', colour: null }),
    element({ name: 'Подчинение', elementCode: 'link', elementClass: 'bpmn:SequenceFlow', isConnector: true }),
  ],
};

const api = (c: Client, method: string, path: string, body?: unknown) => c.request(method, `/api/${path}`, body);
const create = (c: Client, body: unknown) => api(c, 'POST', 'diagram-notations', body);

async function json<T>(reply: Response, status = 200): Promise<T> {
  const text = await reply.text();
  expect([reply.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Expects the call to be refused with `status` and a Russian message containing `text`, the store unchanged. */
async function refused(call: () => Promise<Response>, status: number, text: RegExp) {
  const before = await tableCounts(t.temp);
  const reply = await call();
  const body = (await reply.json()) as { error?: string };
  expect([reply.status, body.error]).toEqual([status, expect.stringMatching(text)]);
  expect(body.error).toMatch(/[а-яё]/i);
  expect(await tableCounts(t.temp)).toEqual(before);
}

beforeAll(async () => {
  t = await startTestServer([diagrams]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
}, 60_000);

afterAll(() => t?.close());

describe('notations: create, read, list (domain.md §3 "Notation element", every field)', () => {
  it('creates a notation with its elements and reads every §3 field back in order', async () => {
    const made = await json<NotationDto>(await create(alice, ORG));
    expect(made).toMatchObject({ name: ORG.name, author: alice.userId, access: 'edit' });
    expect(made.elements.map(({ id, ...rest }) => (expect(id).toMatch(/^[0-9a-f-]{36}$/), rest))).toEqual(ORG.elements);
    expect(await json<NotationDto>(await api(alice, 'GET', `diagram-notations/${made.id}`))).toEqual(made);
    const { notations } = await json<{ notations: NotationDto[] }>(await api(alice, 'GET', 'diagram-notations'));
    expect(notations.find((n) => n.id === made.id)).toEqual(made);
  });

  it("another user does not see Alice's notation: 404 by id, absent from the list", async () => {
    const made = await json<NotationDto>(await create(alice, { ...ORG, name: 'Личная нотация' }));
    await refused(() => api(bob, 'GET', `diagram-notations/${made.id}`), 404, /не найдена/);
    const { notations } = await json<{ notations: NotationDto[] }>(await api(bob, 'GET', 'diagram-notations'));
    expect(notations.map((n) => n.id)).not.toContain(made.id);
  });

  it('an unknown or malformed id is a 404', async () => {
    await refused(() => api(alice, 'GET', 'diagram-notations/00000000-0000-4000-8000-0000000fffff'), 404, /не найдена/);
    await refused(() => api(alice, 'GET', 'diagram-notations/nope'), 404, /не найдена/);
  });
});

describe('notations: bad input is a Russian 400 and writes nothing (checkNotationInput)', () => {
  const cases: [string, unknown, RegExp][] = [
    ['no body', undefined, /объектом/],
    ['no name', { elements: [] }, /Название нотации: укажите значение/],
    [
      'a duplicate code',
      { name: 'x', elements: [element(), element({ name: 'Отдел' })] },
      /Элемент «Отдел»: код «unit» уже есть у элемента «Подразделение»/,
    ],
    ['an unknown element class', { name: 'x', elements: [element({ elementClass: 'bpmn:Nope' })] }, /класс элемента/],
    ['a colour not #RRGGBB', { name: 'x', elements: [element({ colour: 'red' })] }, /цвет в виде #RRGGBB/],
    ['min above max', { name: 'x', elements: [element({ minIncoming: 3, maxIncoming: 1 })] }, /больше максимума/],
    [
      'a target code that is not in the notation',
      { name: 'x', elements: [element({ allowedTargets: ['ghost'] })] },
      /нет элемента с кодом «ghost»/,
    ],
    ['an unknown shape', { name: 'x', elements: [element({ shape: 'star' as never })] }, /форма должна быть/],
    ['a negative count', { name: 'x', elements: [element({ maxOutgoing: -1 })] }, /целое число от 0/],
    ['an element id on create', { name: 'x', elements: [{ ...element(), id: crypto.randomUUID() }] }, /идентификатор/],
  ];
  for (const [label, body, text] of cases)
    it(`POST refuses ${label}`, async () => {
      await refused(() => create(alice, body), 400, text);
    });
});

describe('notations: PUT replaces the name and the whole element list, all or nothing', () => {
  it('keeps elements by id, adds new ones, drops the missing ones, in the order sent', async () => {
    const made = await json<NotationDto>(await create(alice, { ...ORG, name: 'Замена' }));
    const [head, unit, , link] = made.elements;
    const body = {
      name: 'Замена 2',
      elements: [
        { ...unit!, name: 'Отдел', maxOutgoing: 5, allowedTargets: ['emp'] },
        element({ name: 'Сотрудник', elementCode: 'emp', elementClass: 'bpmn:UserTask' }),
        head,
      ],
    };
    const after = await json<NotationDto>(await api(alice, 'PUT', `diagram-notations/${made.id}`, body));
    expect(after.name).toBe('Замена 2');
    expect(after.elements.map((e) => [e.name, e.elementCode])).toEqual([
      ['Отдел', 'unit'],
      ['Сотрудник', 'emp'],
      ['Руководитель', 'head'],
    ]);
    expect(after.elements[0]).toMatchObject({ id: unit!.id, maxOutgoing: 5, allowedTargets: ['emp'] });
    expect(after.elements[2]!.id).toBe(head!.id);
    expect(after.elements.map((e) => e.id)).not.toContain(link!.id);
    // head still allows 'unit' only: no longer a problem, 'unit' is kept.
    const rows = await json<{ count_rows: number }>(
      await alice.data({ act: 'get_data', class: DIAGRAMS_CLASS.NotationElement, filter: `[id] = '${link!.id}'` }),
    );
    expect(rows.count_rows).toBe(0);
  });

  it('a bad element anywhere in the list changes nothing, not even the name', async () => {
    const made = await json<NotationDto>(await create(alice, { ...ORG, name: 'Целиком' }));
    const body = { name: 'Другое имя', elements: [...made.elements.slice(0, 3), element({ elementCode: 'head' })] };
    await refused(() => api(alice, 'PUT', `diagram-notations/${made.id}`, body), 400, /код «head» уже есть/);
    expect(await json<NotationDto>(await api(alice, 'GET', `diagram-notations/${made.id}`))).toEqual(made);
  });

  it("an element id of another notation is refused (a PUT cannot take another notation's element)", async () => {
    const a = await json<NotationDto>(await create(alice, { ...ORG, name: 'A' }));
    const b = await json<NotationDto>(await create(alice, { ...ORG, name: 'B' }));
    const body = { name: 'A', elements: [{ ...b.elements[2]!, elementCode: 'stolen' }] };
    await refused(() => api(alice, 'PUT', `diagram-notations/${a.id}`, body), 400, /нет в этой нотации/);
  });
});

describe('notations: access holds on the server', () => {
  let shared: NotationDto;
  beforeAll(async () => {
    shared = await json<NotationDto>(await create(alice, { ...ORG, name: 'Общая' }));
    const assignment = crypto.randomUUID();
    await json(
      await alice.data({
        act: 'set_data',
        data: [
          { op: 'new', class: CLASS.Assignment, name: 'reader', inst: assignment },
          { op: 'upd', inst: assignment, prop: PROP.obj, val: shared.id },
          { op: 'upd', inst: assignment, prop: PROP.user, val: bob.userId },
          { op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'reader' },
        ],
      }),
    );
  });

  it('a reader reads the notation with its elements (access "read")', async () => {
    const seen = await json<NotationDto>(await api(bob, 'GET', `diagram-notations/${shared.id}`));
    expect(seen).toEqual({ ...shared, access: 'read' });
  });

  it("a reader's PUT and DELETE are 403 and change nothing", async () => {
    await refused(() => api(bob, 'PUT', `diagram-notations/${shared.id}`, ORG), 403, /только для чтения/);
    await refused(() => api(bob, 'DELETE', `diagram-notations/${shared.id}`), 403, /только для чтения/);
  });

  it('an editor (assignment with role editor) changes the notation, its elements too: they follow the notation', async () => {
    const edited = await json<NotationDto>(await create(alice, { name: 'Для редактора', elements: [] }));
    const assign = (obj: string) => {
      const inst = crypto.randomUUID();
      return alice.data({
        act: 'set_data',
        data: [
          { op: 'new', class: CLASS.Assignment, name: 'editor', inst },
          { op: 'upd', inst, prop: PROP.obj, val: obj },
          { op: 'upd', inst, prop: PROP.user, val: bob.userId },
          { op: 'upd', inst, prop: PROP.roleCode, val: 'editor' },
        ],
      });
    };
    await json(await assign(edited.id));
    expect((await json<NotationDto>(await api(bob, 'GET', `diagram-notations/${edited.id}`))).access).toBe('edit');
    const after = await json<NotationDto>(
      await api(bob, 'PUT', `diagram-notations/${edited.id}`, { name: 'Поправил Боб', elements: [element()] }),
    );
    expect([after.name, after.elements.map((e) => e.elementCode)]).toEqual(['Поправил Боб', ['unit']]);
    // Alice's own elements are Bob's to change as the notation's editor (AccessPolicy.partsOf: a notation's
    // elements follow it), and Bob's are Alice's, the notation's author.
    const full = await json<NotationDto>(await create(alice, { ...ORG, name: 'С элементами Алисы' }));
    await json(await assign(full.id));
    expect((await json<NotationDto>(await api(bob, 'GET', `diagram-notations/${full.id}`))).access).toBe('edit');
    const byBob = await json<NotationDto>(
      await api(bob, 'PUT', `diagram-notations/${full.id}`, { ...ORG, elements: ORG.elements.slice(0, 3) }),
    );
    expect(byBob.elements.map((e) => e.elementCode)).toEqual(['head', 'unit', 'post']);
    const byAlice = await json<NotationDto>(await api(alice, 'PUT', `diagram-notations/${full.id}`, ORG));
    expect(byAlice.elements.map((e) => e.elementCode)).toEqual(['head', 'unit', 'post', 'link']);
    // An element of a notation Bob has no assignment on stays out of his reach: a part follows its own whole.
    const own = await json<NotationDto>(await create(alice, { ...ORG, name: 'Только Алисы' }));
    await refused(() => api(bob, 'GET', `diagram-notations/${own.id}`), 404, /не найдена/);
    const element0 = own.elements[0]!.id;
    const renamed = await bob.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: element0, prop: PROP.name, val: 'Чужое' }],
    });
    expect(renamed.status).toBeGreaterThanOrEqual(400);
  });

  it("a stranger's PUT and DELETE are 404", async () => {
    const own = await json<NotationDto>(await create(bob, { name: 'Бобова', elements: [] }));
    await refused(() => api(alice, 'DELETE', `diagram-notations/${own.id}`), 404, /не найдена/);
    await refused(() => api(alice, 'PUT', `diagram-notations/${own.id}`, ORG), 404, /не найдена/);
  });
});

describe('notations: DELETE (409 while a diagram uses it)', () => {
  it('refuses while a diagram is drawn in it, naming the diagram, and deletes it once free', async () => {
    const made = await json<NotationDto>(await create(alice, { ...ORG, name: 'Занятая' }));
    // A diagram drawn in it, made through the diagrams' own call (domain.md §3 "Diagram: notation").
    const diagram = await json<{ id: string; notation: string }>(
      await api(alice, 'POST', 'diagrams', { name: 'Оргсхема отдела', notation: made.id }),
    );
    expect(diagram.notation).toBe(made.id);
    await refused(
      () => api(alice, 'DELETE', `diagram-notations/${made.id}`),
      409,
      /нельзя удалить: в ней нарисована диаграмма «Оргсхема отдела»/,
    );
    await json(await api(alice, 'DELETE', `diagrams/${diagram.id}`), 204);
    await json(await api(alice, 'DELETE', `diagram-notations/${made.id}`), 204);
    await refused(() => api(alice, 'GET', `diagram-notations/${made.id}`), 404, /не найдена/);
    const rows = await json<{ count_rows: number }>(
      await alice.data({
        act: 'get_data',
        class: DIAGRAMS_CLASS.NotationElement,
        filter: `[id] in (${made.elements.map((e) => `'${e.id}'`).join(', ')})`,
      }),
    );
    expect(rows.count_rows).toBe(0);
  });
});

describe('the demo: a diagram in the second notation (issue 17 item 8)', () => {
  it('seeds the org-chart notation and an org chart drawn in it, once', async () => {
    const user: UserContext = {
      id: bob.userId,
      name: 'Бобров Борис',
      email: BOB,
      isAdmin: false,
      isBetaTester: false,
      app: 'onto',
    };
    await t.server.seedExtensions(user);
    await t.server.seedExtensions(user);
    const { notations } = await json<{ notations: NotationDto[] }>(await api(bob, 'GET', 'diagram-notations'));
    const org = notations.filter((n) => n.name === 'Оргструктура');
    expect(org).toHaveLength(1);
    expect(org[0]!.elements.map((e) => [e.name, e.elementCode, e.allowedTargets])).toEqual([
      ['Руководитель', 'head', ['unit']],
      ['Подразделение', 'unit', ['unit', 'post']],
      ['Должность', 'post', ['emp']],
      ['Сотрудник', 'emp', []],
      ['Подчинение', 'link', []],
    ]);
    const reply = await json<{ rows: { inst: string; prop: string; val: unknown }[] }>(
      await bob.data({
        act: 'get_data',
        class: DIAGRAMS_CLASS.Diagram,
        filter: `[name] = '${ORG_DIAGRAM_NAME}'`,
        fields: [{ prop: DIAGRAM_PROP.notation }, { prop: DIAGRAM_PROP.xml }],
      }),
    );
    expect(new Set(reply.rows.map((r) => r.inst)).size).toBe(1);
    expect(reply.rows.find((r) => r.prop === DIAGRAM_PROP.notation)?.val).toBe(org[0]!.id);
    const xml = joinContent(reply.rows.filter((r) => r.prop === DIAGRAM_PROP.xml).map((r) => String(r.val)));
    expect(xml.match(/ontobench:code="(head|unit|post|emp)"/g)).toHaveLength(ORG_NODES.length);
    expect(xml).toContain('<bpmndi:BPMNShape id="Rector_di"');
  });
});
