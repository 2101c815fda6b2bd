import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetDataQuery, DataClient } from '../../services/shell-contracts.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { chromeKernel, renderWithKernel } from '../../chrome/test-support.tsx';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { ObjectList } from './ObjectList.tsx';

type Row = {
  row: number;
  inst: string;
  prop: string;
  val: unknown;
  cap: string;
  readonly: boolean;
  can_delete: boolean;
};
const cell = (prop: string, val: unknown, cap: string): Row => ({
  row: 0,
  inst: 'm',
  prop,
  val,
  cap,
  readonly: false,
  can_delete: true,
});

/** A kernel whose data client answers `rows` and records every query. */
function kernelAnswering(rows: Row[]) {
  const queries: GetDataQuery[] = [];
  const getData = async (q: GetDataQuery) => {
    queries.push(q);
    return { rows, count_rows: 1 };
  };
  const data = { getData, getForm: vi.fn(), setData: vi.fn(), execute: vi.fn() } as unknown as DataClient;
  return { kernel: chromeKernel({ data }), queries };
}

/** The object list under a class view (domain.md §3 "class views per role"; issue 21 item 3). */
describe('ObjectList follows the class view of Services.ClassViews', () => {
  it('keeps the name column first, then the view’s columns in its order; the others are neither shown nor asked', async () => {
    const { kernel, queries } = kernelAnswering([cell(PROP.name, 'Марс', 'Марс')]);
    const columns = [
      { prop: PROP.name, label: 'Название' },
      { prop: 'size', label: 'Размер' },
      { prop: 'moons', label: 'Спутники' },
    ];
    renderWithKernel(kernel, <ObjectList classId="planet" columns={columns} label="Планеты" onOpen={vi.fn()} />);
    await screen.findByText('Марс');
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toEqual(['Название', 'Размер', 'Спутники']);
    act(() => kernel.container.get(CORE_TOKENS.ClassViews).set({ planet: [{ prop: 'moons' }, { prop: 'size' }] }));
    await waitFor(() => expect(headers()).toEqual(['Название', 'Спутники', 'Размер']));
    act(() => kernel.container.get(CORE_TOKENS.ClassViews).set({ planet: [{ prop: 'moons' }] }));
    await waitFor(() => expect(headers()).toEqual(['Название', 'Спутники']));
    await waitFor(() => expect(queries.at(-1)!.fields?.map((f) => f.prop)).not.toContain('size'));
  });

  it('adds the columns a view asks for (`list: true`) that the list has none of, and drops `list: false` ones', async () => {
    const { kernel, queries } = kernelAnswering([cell(PROP.name, 'Марс', 'Марс'), cell('mass', 0.107, '0,107')]);
    const columns = [
      { prop: PROP.name, label: 'Название' },
      { prop: 'size', label: 'Размер' },
    ];
    kernel.container.get(CORE_TOKENS.ClassViews).set({
      planet: [
        { prop: 'mass', list: true, label: 'Масса' },
        { prop: 'size', list: false },
        { prop: PROP.author, list: true, form: false },
      ],
    });
    renderWithKernel(kernel, <ObjectList classId="planet" columns={columns} label="Планеты" onOpen={vi.fn()} />);
    await screen.findByText('Марс');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Название', 'Масса', 'Автор']);
    expect(screen.getByText('0,107')).toBeTruthy();
    expect(queries.at(-1)!.fields?.map((f) => f.prop)).toEqual(['mass', PROP.author]);
  });
});
