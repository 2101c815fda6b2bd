import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetDataReply, GetDataRequest } from '../../../common/data-api.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { chromeKernel, renderWithKernel } from '../../chrome/test-support.tsx';
import type { DataClient } from '../../services/shell-contracts.ts';
import { ObjectPicker } from './ObjectPicker.tsx';

const ONTOLOGY = 'onto-prop';

/** Two classes named "Пицца" in two ontologies, as get_data answers them with the ontology field. */
const REPLY: GetDataReply = {
  count_rows: 2,
  rows: [
    { row: 0, inst: 'p1', prop: PROP.name, val: 'Пицца', cap: 'Пицца', readonly: false, can_delete: true },
    { row: 0, inst: 'p1', prop: ONTOLOGY, val: 'o1', cap: 'Кухня' },
    { row: 1, inst: 'p2', prop: PROP.name, val: 'Пицца', cap: 'Пицца', readonly: false, can_delete: true },
    { row: 1, inst: 'p2', prop: ONTOLOGY, val: 'o2', cap: 'Меню' },
  ],
};

function client() {
  const getData = vi.fn(async (_request: GetDataRequest) => REPLY);
  return { data: { getData, getForm: vi.fn(), setData: vi.fn(), execute: vi.fn() } as unknown as DataClient, getData };
}

describe('ObjectPicker: same names told apart (issue 14 item 3)', () => {
  it('asks for the detail property and shows it beside each name; the picked object carries it', async () => {
    const { data, getData } = client();
    const onChange = vi.fn();
    renderWithKernel(
      chromeKernel({ data }),
      <ObjectPicker classIds={['c']} value={null} onChange={onChange} detailProp={ONTOLOGY} aria-label="Класс" />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Класс' }), { target: { value: 'Пиц' } });
    const first = await screen.findByRole('option', { name: 'Пицца — Кухня' });
    expect(screen.getByRole('option', { name: 'Пицца — Меню' })).toBeTruthy();
    expect(getData.mock.calls.at(-1)![0]).toMatchObject({ class: 'c', fields: [{ prop: ONTOLOGY }] });
    fireEvent.click(first);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: 'p1', name: 'Пицца', detail: 'Кухня' }));
  });

  it('without a detail property, asks for no field and offers the names alone', async () => {
    const { data, getData } = client();
    renderWithKernel(
      chromeKernel({ data }),
      <ObjectPicker classIds={['c']} value={null} onChange={vi.fn()} aria-label="Класс" />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Класс' }), { target: { value: 'Пиц' } });
    expect(await screen.findAllByRole('option', { name: 'Пицца' })).toHaveLength(2);
    expect(getData.mock.calls.at(-1)![0].fields).toBeUndefined();
  });
});

describe('ObjectPicker: no English in the Russian interface', () => {
  it('names its open button in Russian, not Fluent’s "Open"', async () => {
    const { data } = client();
    renderWithKernel(
      chromeKernel({ data }),
      <ObjectPicker classIds={['c']} value={{ id: 'p1', name: 'Пицца' }} onChange={vi.fn()} aria-label="Класс" />,
    );
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? '');
    expect(names).toContain('Показать варианты');
    expect(names.join(' ')).not.toMatch(/Open|Clear/);
  });
});

describe('ObjectPicker: the chosen object as the options show it', () => {
  it('shows the chosen object with its detail when it has one, and its name alone otherwise', () => {
    const { data } = client();
    const first = renderWithKernel(
      chromeKernel({ data }),
      <ObjectPicker classIds={['c']} value={{ id: 'p1', name: 'Пицца' }} onChange={vi.fn()} aria-label="Класс" />,
    );
    expect((screen.getByRole('combobox', { name: 'Класс' }) as HTMLInputElement).value).toBe('Пицца');
    first.unmount();
    renderWithKernel(
      chromeKernel({ data }),
      <ObjectPicker
        classIds={['c']}
        value={{ id: 'p1', name: 'Пицца', detail: 'Кухня' }}
        onChange={vi.fn()}
        aria-label="Класс"
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Класс' }) as HTMLInputElement).value).toBe('Пицца — Кухня');
  });
});
