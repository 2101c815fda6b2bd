import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import type { ClassViewDto, ClassViewField } from '../../extensions/administration/src/common/views/api.ts';
import { error, json, startAdminWorld } from './admin-support.ts';
import { tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 21 item 3 "class views per role (which fields, in which order, on which tab) that the object forms
 * and lists follow" — the lists' part on a real server: a view says which fields are list columns
 * (`list`), may add the author and the creation date as list-only columns (`form: false`), and `mine`
 * answers each added column's heading (the property's name).
 */
let t: TestServer;
let admin: Client;
let alice: Client;
const planet = crypto.randomUUID();
const mass = crypto.randomUUID();
const size = crypto.randomUUID();

const save = (body: unknown) => json<ClassViewDto>(admin.request('PUT', '/api/administration/class-views', body));
const mine = async (c: Client) =>
  (await json<{ views: Record<string, ClassViewField[]> }>(c.request('GET', '/api/administration/class-views/mine')))
    .views;

beforeAll(async () => {
  ({ t, admin, alice } = await startAdminWorld());
  await json(
    admin.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Планета', inst: planet },
        { op: 'new', class: CLASS.DataProperty, name: 'Масса', inst: mass },
        { op: 'new', class: CLASS.DataProperty, name: 'Размер', inst: size },
        ...[mass, size].flatMap((p) => [
          { op: 'upd', inst: p, prop: PROP.baseType, val: 'string' },
          { op: 'add', inst: p, prop: PROP.domain, val: planet },
        ]),
      ],
    }),
  );
  const role = await json<{ id: string }>(
    admin.request('POST', '/api/administration/roles', { code: 'astronomer', name: 'Астроном' }),
  );
  await json(admin.request('POST', '/api/administration/assignments', { roleId: role.id, userId: alice.userId }));
});
afterAll(() => t?.close());

describe('class views: list columns (issue 21 item 3)', () => {
  it('saves which fields are list columns, list-only columns too; `mine` heads the added ones', async () => {
    const fields = [
      { prop: PROP.name },
      { prop: mass, list: true },
      { prop: size, tab: 'Размеры', list: false },
      { prop: PROP.creationDate, list: true, form: false },
    ];
    const saved = await save({ classId: planet, roleCode: 'astronomer', fields });
    expect(saved.fields).toEqual(fields);
    expect((await mine(alice))[planet]).toEqual([
      { prop: PROP.name },
      { prop: mass, list: true, label: 'Масса' },
      { prop: size, tab: 'Размеры', list: false },
      { prop: PROP.creationDate, list: true, form: false },
    ]);
  });

  const bad: [string, unknown[], string][] = [
    ['a list flag that is no boolean', [{ prop: mass, list: 'yes' }], '«list» должно быть true или false'],
    ['`form: true`', [{ prop: mass, form: true }], '«form» может быть только false'],
    ['off the form and off the list', [{ prop: mass, form: false }], 'должно быть столбцом списка'],
    ['the author not as a list column', [{ prop: PROP.author }], 'должно быть столбцом списка'],
  ];
  it.each(bad)('%s: a Russian 400, nothing written', async (_label, fields, text) => {
    const before = await tableCounts(t.temp);
    const body = { classId: planet, roleCode: 'astronomer', fields };
    expect(await error(admin.request('PUT', '/api/administration/class-views', body), 400)).toContain(text);
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});
