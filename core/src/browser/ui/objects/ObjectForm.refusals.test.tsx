import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetFormReply, SetDataOperation } from '../../../common/data-api.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { chromeKernel, renderWithKernel } from '../../chrome/test-support.tsx';
import { DataApiError } from '../../data/data-api-error.ts';
import type { DataClient } from '../../services/shell-contracts.ts';
import { formField as field } from './form-field.test-data.ts';
import { ObjectForm } from './ObjectForm.tsx';

/**
 * Issue 14, items 1 and 2: the form catches what the server would refuse before sending, shows a
 * refusal that still comes translated at its field, names system properties in Russian, and edits
 * constraint descriptors with a form (JSON as the advanced view).
 */
const FORM: GetFormReply = {
  fields: [
    field({ prop: PROP.name, cap: 'name', values: [{ val: 'Книга', cap: 'Книга' }] }),
    field({ prop: 'pages', cap: 'Страниц', base_type: 'integer', values: [{ val: 100, cap: '100' }] }),
    field({ prop: PROP.dynamicClass, cap: 'dynamic class' }),
    field({ prop: PROP.constraints, cap: 'constraint descriptors', values: [{ val: '{"min":1}', cap: null }] }),
  ],
};

function kernel(setData: (ops: readonly SetDataOperation[]) => Promise<unknown>) {
  const data = { getData: vi.fn(), getForm: vi.fn(async () => FORM), setData, execute: vi.fn() };
  return chromeKernel({ data: data as unknown as DataClient });
}

const ok = async (ops: readonly SetDataOperation[]) => ({
  ok: true,
  results: ops.map((o) => ({ op: o.op, inst: 'i' })),
});

describe('ObjectForm: the server’s refusals caught before sending, translated at the field', () => {
  it('5.5 in an integer field: "Введите целое число" at the field, nothing sent', async () => {
    const setData = vi.fn(ok);
    renderWithKernel(kernel(setData), <ObjectForm classId="c" instId="i" />);
    fireEvent.change(await screen.findByTestId('field-pages'), { target: { value: '5.5' } });
    fireEvent.click(screen.getByTestId('object-form-save'));
    await screen.findByText('Введите целое число');
    expect(setData).not.toHaveBeenCalled();
  });

  it('an empty name is the form’s own message at the name field, nothing sent', async () => {
    const setData = vi.fn(ok);
    renderWithKernel(kernel(setData), <ObjectForm classId="c" instId="i" />);
    await screen.findByTestId('field-pages');
    const name = screen.getByDisplayValue('Книга');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('object-form-save'));
    await screen.findByText('Поле обязательно для заполнения');
    expect(setData).not.toHaveBeenCalled();
  });

  it('a refusal the server still sends is shown at its field in Russian, without the English text', async () => {
    const setData = vi.fn(async () => {
      throw new DataApiError(
        'known',
        'set_data: operation 1 (upd): Страниц: 250.5 is not an integer',
        {},
        400,
        'set_data: operation 1 (upd): Страниц: 250.5 is not an integer',
        undefined,
        { code: 'type.integer', field: 'pages', params: { field: 'Страниц', value: '250.5' } },
      );
    });
    renderWithKernel(kernel(setData), <ObjectForm classId="c" instId="i" />);
    fireEvent.change(await screen.findByTestId('field-pages'), { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('object-form-save'));
    const result = await screen.findByTestId('object-form-result');
    expect(result.textContent).toContain('Поле «Страниц»: введите целое число');
    expect(result.textContent).not.toMatch(/is not an integer|set_data/);
    expect(screen.getByText('Введите целое число')).toBeTruthy();
  });
});

describe('ObjectForm: system properties by their Russian names (issue 14, item 2)', () => {
  it('shows "Динамический класс" and "Ограничения", never the internal names', async () => {
    renderWithKernel(kernel(vi.fn(ok)), <ObjectForm classId="c" instId="i" />);
    await screen.findByText('Динамический класс');
    expect(screen.getByText('Ограничения')).toBeTruthy();
    expect(screen.queryByText('dynamic class')).toBeNull();
    expect(screen.queryByText('constraint descriptors')).toBeNull();
  });
});

describe('ConstraintsEditor in the form: min, max, required, regex, hint, with the JSON as an advanced view', () => {
  it('the form and the JSON edit the same descriptor, and what is saved is its JSON', async () => {
    const setData = vi.fn(ok);
    renderWithKernel(kernel(setData), <ObjectForm classId="c" instId="i" />);
    const min = await screen.findByTestId('constraints-min');
    expect((min as HTMLInputElement).value).toBe('1');
    fireEvent.change(screen.getByTestId('constraints-max'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('constraints-required'));
    fireEvent.change(screen.getByTestId('constraints-hint'), { target: { value: 'От 1 до 10' } });
    fireEvent.click(screen.getByTestId('constraints-json-toggle'));
    const json = screen.getByTestId('constraints-json') as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual({ min: 1, max: 10, required: true, hint: 'От 1 до 10' });
    fireEvent.change(json, { target: { value: '{"min":2,"max":10,"regex":"^\\\\d+$"}' } });
    fireEvent.click(screen.getByTestId('constraints-json-toggle'));
    expect((screen.getByTestId('constraints-min') as HTMLInputElement).value).toBe('2');
    expect((screen.getByTestId('constraints-regex') as HTMLInputElement).value).toBe('^\\d+$');
    fireEvent.click(screen.getByTestId('object-form-save'));
    await waitFor(() => expect(setData).toHaveBeenCalledTimes(1));
    expect(setData.mock.calls[0]![0]).toEqual([
      { op: 'upd', inst: 'i', prop: PROP.constraints, val: '{"min":2,"max":10,"regex":"^\\\\d+$"}' },
    ]);
  });

  it('JSON that does not parse is refused with a message, and nothing is sent', async () => {
    const setData = vi.fn(ok);
    renderWithKernel(kernel(setData), <ObjectForm classId="c" instId="i" />);
    fireEvent.click(await screen.findByTestId('constraints-json-toggle'));
    fireEvent.change(screen.getByTestId('constraints-json'), { target: { value: '{"min": 1,' } });
    const box = screen.getByTestId('field-constraints');
    expect(within(box.parentElement!).getByText(/JSON не разобран/)).toBeTruthy();
    // The form view cannot show it: the switch stays on JSON.
    expect((screen.getByTestId('constraints-json-toggle') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('object-form-save'));
    await screen.findByText('Исправьте ошибки в полях формы');
    expect(setData).not.toHaveBeenCalled();
  });

  it('a pattern that does not compile and a minimum above the maximum are named', async () => {
    renderWithKernel(kernel(vi.fn(ok)), <ObjectForm classId="c" instId="i" />);
    fireEvent.change(await screen.findByTestId('constraints-max'), { target: { value: '0' } });
    await screen.findByText('Минимум больше максимума');
    fireEvent.change(screen.getByTestId('constraints-max'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('constraints-regex'), { target: { value: '([' } });
    await screen.findByText('Регулярное выражение не компилируется');
  });
});

describe('ObjectForm: a deleted object’s card says so in Russian (issue 14)', () => {
  it('get_form’s object.notFound is translated under the form’s heading, not the server’s English', async () => {
    const english = 'get_form: instance i does not exist';
    const data = {
      getData: vi.fn(),
      getForm: vi.fn(async () => {
        throw new DataApiError('known', english, {}, 404, english, undefined, { code: 'object.notFound' });
      }),
      setData: vi.fn(),
      execute: vi.fn(),
    };
    renderWithKernel(chromeKernel({ data: data as unknown as DataClient }), <ObjectForm classId="c" instId="i" />);
    expect(await screen.findByText(/Объект не найден: возможно, его удалили/)).toBeTruthy();
    expect(screen.queryByText(/does not exist/)).toBeNull();
  });
});
