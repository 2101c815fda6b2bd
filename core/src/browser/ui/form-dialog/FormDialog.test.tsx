import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { chromeKernel, disableWebAnimations, renderWithKernel } from '../../chrome/test-support.tsx';
import { DataApiError } from '../../data/data-api-error.ts';
import { FormDialog } from './FormDialog.tsx';
import type { FormDialogProps } from './form-dialog-types.ts';

/**
 * The one frame of the workbench's form dialogs (issue 14): title, fields, a busy submit while the
 * write runs, the refusal translated at its field or under the form, Enter submits, Escape cancels,
 * the first field has the focus.
 */
let restore: () => void;
beforeAll(() => (restore = disableWebAnimations()));
afterAll(() => restore());

const refusal = (code: string, field?: string, params?: Record<string, string>) => {
  const english = `set_data: operation 1 (upd): ${code} in English`;
  return new DataApiError('known', english, [], 400, english, undefined, {
    code: code as never,
    ...(field ? { field } : {}),
    ...(params ? { params } : {}),
  });
};

function Dialog(props: Partial<FormDialogProps> & { onSubmit: FormDialogProps['onSubmit'] }) {
  const [name, setName] = useState('');
  return (
    <FormDialog
      title="Новая книга"
      submitLabel="Создать"
      failureHeading="Не удалось создать"
      testId="dialog"
      onClose={() => {}}
      {...props}
    >
      {(field) => (
        <>
          <Field label="Название" {...field.props(PROP.name)} data-testid="name-field">
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="name" />
          </Field>
          <Field label="Страниц" {...field.props('pages')} data-testid="pages-field">
            <Input data-testid="pages" />
          </Field>
        </>
      )}
    </FormDialog>
  );
}

function show(props: Partial<FormDialogProps> & { onSubmit: FormDialogProps['onSubmit'] }) {
  renderWithKernel(chromeKernel(), <Dialog {...props} />);
  return { submit: screen.getByRole('button', { name: 'Создать' }) };
}

describe('FormDialog', () => {
  it('has its title, the submit label and the shell’s «Отмена»; the first field has the focus', async () => {
    show({ onSubmit: () => null });
    expect(screen.getByText('Новая книга')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('name')));
  });

  it('Enter in a field submits; Escape and «Отмена» cancel', async () => {
    const onSubmit = vi.fn(() => null);
    const onClose = vi.fn();
    show({ onSubmit, onClose });
    fireEvent.keyDown(screen.getByTestId('pages'), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByTestId('name'), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a problem of its own check shows at its field, takes the focus there and goes once the field changes', () => {
    const onSubmit = vi.fn(() => ({ pages: 'Введите число' }));
    const { submit } = show({ onSubmit });
    act(() => submit.click());
    const pages = screen.getByTestId('pages');
    expect(screen.getByTestId('pages-field').parentElement!.textContent).toContain('Введите число');
    expect(pages.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(pages);
    fireEvent.change(pages, { target: { value: '12' } });
    expect(screen.queryByText('Введите число')).toBeNull();
  });

  it('busy while the write runs: the submit is disabled and a second Enter sends nothing', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { submit } = show({ onSubmit });
    act(() => submit.click());
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('dialog').getAttribute('aria-busy')).toBe('true');
    fireEvent.keyDown(screen.getByTestId('name'), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('the server’s refusal about a field of the dialog: translated at that field, never the English', async () => {
    const { submit } = show({ onSubmit: () => Promise.reject(refusal('name.required', PROP.name)) });
    act(() => submit.click());
    await waitFor(() =>
      expect(screen.getByTestId('name-field').parentElement!.textContent).toContain('Введите название'),
    );
    expect(screen.queryByText(/in English/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('name'));
  });

  it('a refusal about no field of the dialog: under the form, translated, with the failure’s heading', async () => {
    const { submit } = show({ onSubmit: () => Promise.reject(refusal('access.change')) });
    act(() => submit.click());
    const problem = await screen.findByTestId('form-dialog-problem');
    expect(problem.textContent).toBe('Не удалось создать\n• У вас нет прав изменять этот объект');
  });

  it('a refusal naming a property the dialog labels but does not show: its label in the sentence', async () => {
    const { submit } = show({
      fieldLabels: { isbn: 'ISBN' },
      onSubmit: () => Promise.reject(refusal('field.required', 'isbn', { field: 'isbn-stored-name' })),
    });
    act(() => submit.click());
    expect((await screen.findByTestId('form-dialog-problem')).textContent).toContain(
      'Поле «ISBN» обязательно для заполнения',
    );
  });

  it('any other failure: shell §8’s text under the heading', async () => {
    const { submit } = show({ onSubmit: () => Promise.reject(new Error('network down')) });
    act(() => submit.click());
    expect((await screen.findByTestId('form-dialog-problem')).textContent).toBe('Не удалось создать\n• network down');
  });

  it('a text answered by the check shows under the form at once, and nothing else runs', () => {
    const { submit } = show({ onSubmit: () => 'Класс уже выбран' });
    act(() => submit.click());
    expect(screen.getByTestId('form-dialog-problem').textContent).toBe('Класс уже выбран');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });
});
