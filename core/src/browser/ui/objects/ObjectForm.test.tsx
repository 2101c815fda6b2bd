import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetFormReply, SetDataOperation } from '../../../common/data-api.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { chromeKernel, renderWithKernel } from '../../chrome/test-support.tsx';
import type { DataClient } from '../../services/shell-contracts.ts';
import { changeOperations, fieldsByTab, initialValues } from './form-values.ts';
import { formField as field } from './form-field.test-data.ts';
import { ObjectForm } from './ObjectForm.tsx';

const FORM: GetFormReply = {
  fields: [
    field({ prop: PROP.name, cap: 'name', values: [{ val: 'Книга', cap: 'Книга' }] }),
    field({
      prop: 'pages',
      cap: 'Страниц',
      base_type: 'integer',
      constraints: '{"min":1,"max":5000,"hint":"От 1 до 5000"}',
      values: [{ val: 100, cap: '100' }],
    }),
    field({
      prop: 'isbn',
      cap: 'ISBN',
      constraints: '{"required":true,"regex":"^\\\\d{3}-\\\\d+$"}',
      tab: 'Выходные данные',
    }),
  ],
};

function client(
  setData = vi.fn(async (ops: readonly SetDataOperation[]) => ({
    ok: true as const,
    results: ops.map((o) => ({ op: o.op, inst: 'x' })),
  })),
) {
  return {
    client: { getData: vi.fn(), getForm: vi.fn(async () => FORM), setData, execute: vi.fn() } as unknown as DataClient,
    setData,
  };
}

describe('ObjectForm: fields from get_form, the domain.md §5 validator before saving, set_data with what changed', () => {
  it('groups fields by tab and refuses to save while the validator finds problems', async () => {
    const { client: data, setData } = client();
    renderWithKernel(chromeKernel({ data }), <ObjectForm classId="c" instId="i" />);
    await screen.findByRole('tab', { name: 'Выходные данные' });
    fireEvent.change(screen.getByTestId('field-pages'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('object-form-save'));
    await screen.findByText('Исправьте ошибки в полях формы');
    expect(setData).not.toHaveBeenCalled();
    // The first field with a problem is on the main tab: its hint replaces 'Required' (min/max violation).
    expect(screen.getByText('От 1 до 5000')).toBeTruthy();
    // The other tab is marked, and shows the obligatory ISBN's message.
    fireEvent.click(screen.getByRole('tab', { name: /Выходные данные •/ }));
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeTruthy();
  });

  it('saves only the changed fields, typed, once the values pass', async () => {
    const { client: data, setData } = client();
    const onSaved = vi.fn();
    renderWithKernel(chromeKernel({ data }), <ObjectForm classId="c" instId="i" onSaved={onSaved} />);
    await screen.findByTestId('field-pages');
    fireEvent.change(screen.getByTestId('field-pages'), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Выходные данные' }));
    fireEvent.change(await screen.findByTestId('field-isbn'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('object-form-save'));
    await screen.findByText('Содержимое не прошло проверку регулярным выражением');
    fireEvent.change(screen.getByTestId('field-isbn'), { target: { value: '978-5' } });
    fireEvent.click(screen.getByTestId('object-form-save'));
    await waitFor(() => expect(setData).toHaveBeenCalledTimes(1));
    expect(setData.mock.calls[0]![0]).toEqual([
      { op: 'upd', inst: 'i', prop: 'pages', val: 250 },
      { op: 'upd', inst: 'i', prop: 'isbn', val: '978-5' },
    ]);
    await screen.findByText('Сохранено');
    expect(onSaved).toHaveBeenCalledWith('Книга');
  });

  it('says when it holds unsaved changes: dirty after an edit, clean again after typing it back or saving', async () => {
    const { client: data } = client();
    const onDirtyChange = vi.fn();
    renderWithKernel(chromeKernel({ data }), <ObjectForm classId="c" instId="i" onDirtyChange={onDirtyChange} />);
    await screen.findByTestId('field-pages');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    fireEvent.change(screen.getByTestId('field-pages'), { target: { value: '250' } });
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    fireEvent.change(screen.getByTestId('field-pages'), { target: { value: '100' } });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    fireEvent.change(screen.getByTestId('field-pages'), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Выходные данные' }));
    fireEvent.change(await screen.findByTestId('field-isbn'), { target: { value: '978-5' } });
    fireEvent.click(screen.getByTestId('object-form-save'));
    await screen.findByText('Сохранено');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});

describe('form values', () => {
  it('changeOperations: lists for multi-valued fields, null to clear, nothing for unchanged', () => {
    const fields = [
      field({ prop: 'a', multiple: true }),
      field({ prop: 'b', base_type: 'real' }),
      field({ prop: 'c', kind: 'object', base_type: null, range: ['k'] }),
      field({ prop: 'd', base_type: 'boolean' }),
    ];
    const original = initialValues(
      fields.map((f) => ({ ...f, values: f.prop === 'b' ? [{ val: 1.5, cap: '1.5' }] : [] })),
    );
    expect(changeOperations('i', fields, original, original)).toEqual([]);
    expect(
      changeOperations('i', fields, original, { a: ['x', 'y'], b: [''], c: [{ id: 't', name: 'T' }], d: [false] }),
    ).toEqual([
      { op: 'upd', inst: 'i', prop: 'a', val: ['x', 'y'] },
      { op: 'upd', inst: 'i', prop: 'b', val: null },
      { op: 'upd', inst: 'i', prop: 'c', val: 't' },
    ]);
  });
  it('fieldsByTab puts main first and keeps the order tabs appear in', () => {
    const tabs = fieldsByTab([field({ prop: 'x', tab: 'B' }), field({ prop: 'y' }), field({ prop: 'z', tab: 'A' })]);
    expect(tabs.map(([id, list]) => [id, list.map((f) => f.prop)])).toEqual([
      ['main', ['y']],
      ['B', ['x']],
      ['A', ['z']],
    ]);
  });
});
