import { describe, expect, it } from 'vitest';
import type { GetDataReply } from '@ontobench/sdk/common';
import { readSearchConfig, visibleColumns } from './search-config.ts';
import { searchTable } from './search-table.ts';

const CREDITS = 'p-credits';
const FIELD = 'p-field';

/** A get_data reply: a name cell (it carries the rights) then the values, per instance. */
function reply(rows: { id: string; name: string; credits?: number; fields?: string[] }[]): GetDataReply {
  const cells = rows.flatMap((r, row) => [
    { row, inst: r.id, prop: 'name', val: r.name, readonly: true },
    ...(r.credits === undefined ? [] : [{ row, inst: r.id, prop: CREDITS, val: r.credits }]),
    ...(r.fields ?? []).map((f, i) => ({ row, inst: r.id, prop: FIELD, val: `id-${i}`, cap: f })),
  ]);
  return { rows: cells, count_rows: rows.length } as GetDataReply;
}

describe('semantic search configuration (domain.md §3 "Semantic search": json holds get_data, filters, columns and calcColumns)', () => {
  it('reads the four parts and takes the request as get_data whatever act it names', () => {
    const config = readSearchConfig(
      JSON.stringify({ get_data: { act: 'set_data', class: 'c1', limit: 5 }, columns: [{ prop_id: 'x' }, 7] }),
    );
    expect(config).toEqual({
      get_data: { class: 'c1', limit: 5 },
      filters: [],
      columns: [{ prop_id: 'x' }],
      calcColumns: [],
    });
  });

  it('says what is wrong with a configuration that cannot run', () => {
    expect(readSearchConfig(null)).toEqual({ error: 'the search has no configuration' });
    expect(readSearchConfig('{')).toHaveProperty('error', expect.stringMatching(/^the configuration does not parse/));
    expect(readSearchConfig('{"columns":[]}')).toEqual({ error: 'the configuration has no get_data request' });
    expect(readSearchConfig('{"get_data":{}}')).toEqual({ error: 'the get_data request names no class' });
  });

  it('§3 columns: hidden ones are left out, the others ordered by ord (§9 step 10)', () => {
    const shown = visibleColumns([
      { prop_id: 'a', ord: 30 },
      { prop_id: 'b', ord: 10, hidden: true },
      { prop_id: 'c', ord: 20 },
      { prop_id: 'd', ord: 10 },
    ]);
    expect(shown.map((c) => c.prop_id)).toEqual(['d', 'c', 'a']);
  });
});

describe('a search result as a table', () => {
  const rows = [
    { id: '1', name: 'Онтологии', credits: 4, fields: ['Информатика'] },
    { id: '2', name: 'Базы данных', credits: 12, fields: ['Информатика', 'Математика'] },
    { id: '3', name: 'Логика' },
  ];

  it('a row per instance, a text per column: the new name as heading, display texts of object values joined', () => {
    const table = searchTable(
      [
        { prop_id: 'name', new_name: 'Курс', ord: 10 },
        { prop_id: FIELD, old_name: 'Область знаний', code: 'field', ord: 20 },
      ],
      reply(rows),
    );
    expect(table.columns).toEqual([
      { code: 'name', title: 'Курс' },
      { code: 'field', title: 'Область знаний' },
    ]);
    expect(table.rows).toEqual([
      ['Онтологии', 'Информатика'],
      ['Базы данных', 'Информатика, Математика'],
      ['Логика', ''],
    ]);
  });

  it('sorts by the sorted columns: numbers by value, descending keeps empty cells last', () => {
    const table = searchTable(
      [
        { prop_id: 'name', ord: 10 },
        { prop_id: CREDITS, ord: 20, sort: 1, sort_mode: 'desc' },
      ],
      reply(rows),
    );
    expect(table.rows.map((r) => r[0])).toEqual(['Базы данных', 'Онтологии', 'Логика']);
  });

  it('texts sort in Russian alphabetical order', () => {
    const table = searchTable([{ prop_id: 'name', sort: 1 }], reply(rows));
    expect(table.rows.map((r) => r[0])).toEqual(['Базы данных', 'Логика', 'Онтологии']);
  });

  it('without columns the table shows the names', () => {
    expect(searchTable([], reply(rows.slice(0, 1)))).toEqual({
      columns: [{ code: 'name', title: 'Название' }],
      rows: [['Онтологии']],
    });
  });
});
