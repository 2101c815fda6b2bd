import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import dmn from '@ontobench/ext-dmn/node';
import type { DmnDto, DmnSummary, EvaluateReply } from '../../extensions/dmn/src/common/api.ts';
import { tableXml } from '../../extensions/dmn/src/common/new-table.ts';
import { DEMO_DMN_XML } from '../../extensions/dmn/src/node/demo.ts';
import { ADMIN, ALICE, BOB, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 17 item 6 (decision tables) on a real server: the calls of common/api.ts and the procedure
 * `dmn.evaluate`, as the signed-in user (domain.md §3 "DMN table": name, hitPolicy default Unique,
 * systemName, childrenDMN, versionNumber, rootVersionDmn, sourceVersionDmn; column types).
 */
let t: TestServer;
let alice: Client;
let bob: Client;
let admin: Client;

const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};
const create = (c: Client, body: unknown) => c.request('POST', '/api/dmn', body);
const put = (c: Client, id: string, body: unknown) => c.request('PUT', `/api/dmn/${id}`, body);
const get = (c: Client, id: string) => c.request('GET', `/api/dmn/${id}`);
const evaluate = (c: Client, id: string, inputs: unknown) => c.request('POST', `/api/dmn/${id}/evaluate`, { inputs });
const execute = (c: Client, payload: unknown) =>
  c.request('POST', '/api/execute', { procedure: 'dmn.evaluate', payload });
const message = async (reply: Response | Promise<Response>, status: number) =>
  (await json<{ error?: string }>(reply, status)).error;

/** The test table of the quality bar: three rules, FIRST (domain.md §3 hitPolicy). */
const THREE_RULES = tableXml({
  name: 'Доставка',
  hitPolicy: 'FIRST',
  inputs: [
    { label: 'Вес, кг', expression: 'weight', typeRef: 'double' },
    { label: 'Срочно', expression: 'urgent', typeRef: 'boolean' },
  ],
  outputs: [{ label: 'Способ', name: 'method', typeRef: 'string' }],
  rules: [
    ['> 20', '-', '"грузовик"'],
    ['-', 'true', '"курьер"'],
    ['-', '-', '"почта"'],
  ],
});

async function assign(author: Client, obj: string, user: Client, roleCode: string) {
  const id = randomUUID();
  await json(
    author.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Assignment, name: `${roleCode}: ${obj.slice(0, 8)}`, inst: id },
        { op: 'upd', inst: id, prop: PROP.obj, val: obj },
        { op: 'upd', inst: id, prop: PROP.user, val: user.userId },
        { op: 'upd', inst: id, prop: PROP.roleCode, val: roleCode },
      ],
    }),
  );
}

beforeAll(async () => {
  t = await startTestServer([dmn]);
  [alice, bob, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(ADMIN)]);
});
afterAll(() => t?.close());

describe('domain.md §3 DMN table: create, read, list', () => {
  it('a new table without XML: one input, one output, Unique, one empty rule; version 1 of its own family', async () => {
    const table = await json<DmnDto>(create(alice, { name: 'Новая таблица', systemName: 'new-table' }));
    expect(table).toMatchObject({
      name: 'Новая таблица',
      systemName: 'new-table',
      hitPolicy: 'UNIQUE',
      versionNumber: 1,
      rootVersion: table.id,
      sourceVersion: null,
      author: alice.userId,
      access: 'edit',
      children: [],
    });
    expect(table.xml).toContain('<rule id="Rule_1">');
    expect(table.xml.match(/<input /g)).toHaveLength(1);
    expect(table.xml.match(/<output /g)).toHaveLength(1);
    expect(await json<DmnDto>(get(alice, table.id))).toEqual(table);
    const list = await json<{ tables: DmnSummary[] }>(alice.request('GET', '/api/dmn'));
    expect(list.tables.map((s) => s.id)).toContain(table.id);
    expect(list.tables.find((s) => s.id === table.id)).not.toHaveProperty('xml');
  });

  it('bad input is a 400 in Russian and writes nothing', async () => {
    const before = await tableCounts(t.temp);
    expect(await message(create(alice, { name: '' }), 400)).toBe('Укажите название таблицы решений (до 200 символов)');
    expect(await message(create(alice, { name: 'x', systemName: 'с пробелом' }), 400)).toMatch(/^Системное имя/);
    expect(await message(create(alice, { name: 'x', xml: '<definitions' }), 400)).toMatch(
      /^XML таблицы решений не читается/,
    );
    expect(await message(create(alice, ['массив']), 400)).toBe('Тело запроса должно быть объектом JSON');
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('another user’s table is not found (404), and not listed', async () => {
    const table = await json<DmnDto>(create(alice, { name: 'Личная' }));
    expect(await message(get(bob, table.id), 404)).toBe('Таблица решений не найдена');
    expect(await message(put(bob, table.id, { name: 'Чужая' }), 404)).toBe('Таблица решений не найдена');
    expect(await message(evaluate(bob, table.id, {}), 404)).toBe('Таблица решений не найдена');
    expect(await message(bob.request('DELETE', `/api/dmn/${table.id}`), 404)).toBe('Таблица решений не найдена');
    expect(await message(get(bob, 'не-ид'), 404)).toBe('Таблица решений не найдена');
    const list = await json<{ tables: DmnSummary[] }>(bob.request('GET', '/api/dmn'));
    expect(list.tables.map((s) => s.id)).not.toContain(table.id);
    // The administrator reads everything.
    expect((await json<DmnDto>(get(admin, table.id))).name).toBe('Личная');
  });

  it('a system name another table family holds is a 409', async () => {
    await json(create(alice, { name: 'Первая', systemName: 'taken-name' }));
    expect(await message(create(alice, { name: 'Вторая', systemName: 'taken-name' }), 409)).toBe(
      'Системное имя «taken-name» уже занято таблицей «Первая»',
    );
  });
});

describe('domain.md §3 DMN table: saving the XML (PUT)', () => {
  it('saves the XML and copies its hit policy; name, systemName and children change', async () => {
    const table = await json<DmnDto>(create(alice, { name: 'Доставка' }));
    const child = await json<DmnDto>(create(alice, { name: 'Дочерняя' }));
    const saved = await json<DmnDto>(
      put(alice, table.id, { name: 'Доставка 2', systemName: 'delivery', xml: THREE_RULES, children: [child.id] }),
    );
    expect(saved).toMatchObject({
      name: 'Доставка 2',
      systemName: 'delivery',
      hitPolicy: 'FIRST',
      xml: THREE_RULES,
      children: [{ id: child.id, name: 'Дочерняя' }],
    });
    expect(await message(put(alice, table.id, { children: [table.id] }), 400)).toBe(
      'Таблица не может быть дочерней самой себе',
    );
  });

  it.each([
    ['malformed XML', '<definitions><decision', /^XML таблицы решений не читается/],
    [
      'a column type outside §3',
      THREE_RULES.replace('typeRef="double"', 'typeRef="money"'),
      /тип «money» не поддерживается/,
    ],
    [
      'a hit policy outside DMN',
      THREE_RULES.replace('hitPolicy="FIRST"', 'hitPolicy="SOMETIMES"'),
      /^Политика «SOMETIMES» не из DMN/,
    ],
    [
      'no decision table',
      THREE_RULES.replace(/<decisionTable[\s\S]*<\/decisionTable>/, ''),
      /^В XML нет ни одной таблицы решений/,
    ],
  ])('%s: 400 with the reason, the table unchanged', async (_what, xml, reason) => {
    const table = await json<DmnDto>(create(alice, { name: 'Неизменная', xml: THREE_RULES }));
    expect(await message(put(alice, table.id, { name: 'Другое имя', xml }), 400)).toMatch(reason);
    expect(await json<DmnDto>(get(alice, table.id))).toEqual(table);
  });

  it('keeps a table longer than one stored value (pieces) whole', async () => {
    const rules = Array.from({ length: 600 }, (_, i) => [`${i}`, '-', `"правило ${i} ${'ж'.repeat(100)}"`]);
    const big = tableXml({
      name: 'Большая',
      hitPolicy: 'FIRST',
      inputs: [
        { label: 'N', expression: 'n', typeRef: 'integer' },
        { label: 'F', expression: 'f', typeRef: 'boolean' },
      ],
      outputs: [{ label: 'R', name: 'r', typeRef: 'string' }],
      rules,
    });
    expect(big.length).toBeGreaterThan(100_000);
    const table = await json<DmnDto>(create(alice, { name: 'Большая', xml: big }));
    expect((await json<DmnDto>(get(alice, table.id))).xml).toBe(big);
    expect((await json<EvaluateReply>(evaluate(alice, table.id, { n: 599 }))).matched).toEqual([599]);
  });
});

describe('domain.md §3 DMN table, role: a reader reads and evaluates, but changes nothing (403)', () => {
  it('reader', async () => {
    const table = await json<DmnDto>(create(alice, { name: 'Для чтения', xml: THREE_RULES }));
    await assign(alice, table.id, bob, 'reader');
    expect(await json<DmnDto>(get(bob, table.id))).toMatchObject({ access: 'read', xml: THREE_RULES });
    const before = await tableCounts(t.temp);
    expect(await message(put(bob, table.id, { xml: THREE_RULES.replace('почта', 'голубь') }), 403)).toBe(
      'У вас нет прав на изменение этой таблицы решений',
    );
    expect(await message(bob.request('DELETE', `/api/dmn/${table.id}`), 403)).toBeTruthy();
    expect(await message(bob.request('POST', `/api/dmn/${table.id}/versions`), 403)).toBeTruthy();
    expect(await tableCounts(t.temp)).toEqual(before);
    expect((await json<DmnDto>(get(alice, table.id))).xml).toBe(THREE_RULES);
    expect(await json<EvaluateReply>(evaluate(bob, table.id, { weight: 1, urgent: false }))).toMatchObject({
      outputs: [{ method: 'почта' }],
    });
  });

  it('an editor assignment may save', async () => {
    const table = await json<DmnDto>(create(alice, { name: 'Для правки', xml: THREE_RULES }));
    await assign(alice, table.id, bob, 'editor');
    expect(await json<DmnDto>(get(bob, table.id))).toMatchObject({ access: 'edit' });
    expect((await json<DmnDto>(put(bob, table.id, { name: 'Поправлено' }))).name).toBe('Поправлено');
  });
});

describe('domain.md §3 DMN table: versions (versionNumber, rootVersionDmn, sourceVersionDmn) and delete', () => {
  it('a new version copies the table; the family lists every version', async () => {
    const first = await json<DmnDto>(create(alice, { name: 'С версиями', systemName: 'versioned', xml: THREE_RULES }));
    const second = await json<DmnDto>(alice.request('POST', `/api/dmn/${first.id}/versions`));
    expect(second).toMatchObject({
      name: 'С версиями',
      systemName: 'versioned',
      versionNumber: 2,
      rootVersion: first.id,
      sourceVersion: first.id,
      xml: THREE_RULES,
      hitPolicy: 'FIRST',
    });
    const third = await json<DmnDto>(alice.request('POST', `/api/dmn/${first.id}/versions`));
    expect(third).toMatchObject({ versionNumber: 3, rootVersion: first.id, sourceVersion: first.id });
    const { versions } = await json<{ versions: DmnSummary[] }>(alice.request('GET', `/api/dmn/${third.id}/versions`));
    expect(versions.map((v) => [v.id, v.versionNumber])).toEqual([
      [first.id, 1],
      [second.id, 2],
      [third.id, 3],
    ]);
    // The system name calls the newest version.
    await json(put(alice, third.id, { xml: THREE_RULES.replace('почта', 'самовывоз') }));
    expect(await json<EvaluateReply>(execute(alice, { table: 'versioned', inputs: { weight: 1 } }))).toMatchObject({
      outputs: [{ method: 'самовывоз' }],
    });
    // A version keeps its family's system name.
    await json(put(alice, second.id, { systemName: 'versioned' }));
  });

  it('delete removes the table', async () => {
    const table = await json<DmnDto>(create(alice, { name: 'Удаляемая' }));
    await json(alice.request('DELETE', `/api/dmn/${table.id}`), 204);
    expect(await message(get(alice, table.id), 404)).toBe('Таблица решений не найдена');
  });
});

describe('issue 17 item 6: evaluate — POST dmn/{id}/evaluate and POST execute { procedure: dmn.evaluate }', () => {
  let delivery: DmnDto;
  beforeAll(async () => {
    delivery = await json<DmnDto>(create(alice, { name: 'Доставка', systemName: 'delivery-e', xml: THREE_RULES }));
  });

  it.each([
    [{ weight: 25, urgent: true }, [0], 'грузовик'],
    [{ weight: '2,5', urgent: 'да' }, [1], 'курьер'],
    [{ weight: 1, urgent: false }, [2], 'почта'],
  ])('%j → rule %j, %s (by id, by system name, through execute)', async (inputs, matched, method) => {
    const expected = { matched, outputs: [{ method }], decisionId: 'Decision_1', decisionName: 'Доставка' };
    expect(await json<EvaluateReply>(evaluate(alice, delivery.id, inputs))).toEqual(expected);
    expect(await json<EvaluateReply>(execute(alice, { table: delivery.id, inputs }))).toEqual(expected);
    expect(await json<EvaluateReply>(execute(alice, { table: 'delivery-e', inputs }))).toEqual(expected);
  });

  it('bad inputs and unknown tables: 400 and 404 in Russian', async () => {
    expect(await message(evaluate(alice, delivery.id, { weight: 'тяжёлый' }), 400)).toBe(
      'Столбец «Вес, кг»: ожидается число, получено «тяжёлый»',
    );
    expect(await message(evaluate(alice, delivery.id, [1, 2]), 400)).toMatch(/^inputs:/);
    expect(await message(execute(alice, { inputs: {} }), 400)).toMatch(/^dmn\.evaluate: укажите таблицу/);
    expect(await message(execute(alice, { table: 'no-such-table', inputs: {} }), 404)).toBe(
      'Таблица решений не найдена: «no-such-table»',
    );
    expect(await message(execute(bob, { table: 'delivery-e', inputs: {} }), 404)).toMatch(
      /^Таблица решений не найдена/,
    );
  });

  it('a Unique table with two matching rules is a 400 naming them', async () => {
    const overlap = await json<DmnDto>(
      create(alice, { name: 'Пересечение', xml: THREE_RULES.replace(' hitPolicy="FIRST"', '') }),
    );
    expect(await message(evaluate(alice, overlap.id, { weight: 25, urgent: true }), 400)).toBe(
      'Политика UNIQUE: подошли правила № 1, № 2, № 3, а подойти может не больше одного',
    );
  });

  it('§3 childrenDMN: a child table is evaluated first and its output is the parent’s input', async () => {
    const level = await json<DmnDto>(
      create(alice, {
        name: 'Уровень',
        xml: tableXml({
          name: 'Уровень',
          hitPolicy: 'FIRST',
          inputs: [{ label: 'Заказов', expression: 'orders', typeRef: 'integer' }],
          outputs: [{ label: 'Уровень', name: 'category', typeRef: 'string' }],
          rules: [
            ['>= 10', '"золотой"'],
            ['-', '"новый"'],
          ],
        }),
      }),
    );
    const parent = await json<DmnDto>(create(alice, { name: 'Скидка', xml: DEMO_DMN_XML }));
    await json(put(alice, parent.id, { children: [level.id] }));
    expect(await json<EvaluateReply>(evaluate(alice, parent.id, { orders: 12, amount: 20_000 }))).toMatchObject({
      matched: [0],
      outputs: [{ discount: 15 }],
    });
    // A value the caller gives wins over the child's.
    expect(
      await json<EvaluateReply>(evaluate(alice, parent.id, { orders: 12, category: 'серебряный', amount: 1 })),
    ).toMatchObject({ outputs: [{ discount: 5 }] });
  });
});
