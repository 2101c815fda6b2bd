import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PROP, type FormField } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  fakeDataClient,
  loadExtensionTexts,
} from '@ontobench/sdk/testing';
import ontology from '../../index.ts';
import { CreateDialog, type CreateRequest } from './CreateDialog.tsx';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

describe('CreateDialog: the new term joins the list’s ontology', () => {
  it('takes the ontology even when its name arrives after the dialog opened', async () => {
    const kernel = createPluginTestKernel();
    kernel.host.install(ontology);
    const onCreate = vi.fn(async (_: CreateRequest) => {});
    const dialog = (initial: { id: string; name: string }) => (
      <PluginTestRoot kernel={kernel} extensionId="ontology">
        <CreateDialog
          title="Новый класс"
          open
          askOntology
          initialOntology={initial}
          onClose={() => {}}
          onCreate={onCreate}
        />
      </PluginTestRoot>
    );
    // The list knows the ontology's id from the address before it has looked up its name.
    const { rerender } = render(dialog({ id: 'onto-1', name: '' }));
    rerender(dialog({ id: 'onto-1', name: 'Зоопарк' }));
    // The dialog shows once the area's page texts are there (docs/extensions.md, "Labels and page texts").
    fireEvent.change(await screen.findByTestId('create-name'), { target: { value: 'Животное' } });
    fireEvent.click(screen.getByTestId('create-submit'));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]![0]).toMatchObject({ name: 'Животное', ontology: { id: 'onto-1', name: 'Зоопарк' } });
  });
});

describe('CreateDialog: the new individual takes the list’s class', () => {
  it('even when the class is looked up after the dialog opened', async () => {
    const kernel = createPluginTestKernel({
      data: { ...fakeDataClient().client, getForm: async () => ({ fields: [] }) },
    });
    kernel.host.install(ontology);
    const onCreate = vi.fn(async (_: CreateRequest) => {});
    const dialog = (initialClass: { id: string; name: string } | null) => (
      <PluginTestRoot kernel={kernel} extensionId="ontology">
        <CreateDialog
          title="Создать экземпляр"
          open
          askOntology={false}
          askClass
          initialClass={initialClass}
          onClose={() => {}}
          onCreate={onCreate}
        />
      </PluginTestRoot>
    );
    // The individuals page opens the dialog before its class lookup has answered.
    const { rerender } = render(dialog(null));
    rerender(dialog({ id: 'dog', name: 'Собака' }));
    fireEvent.change(await screen.findByTestId('create-name'), { target: { value: 'Шарик' } });
    fireEvent.click(screen.getByTestId('create-submit'));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]![0]).toMatchObject({ name: 'Шарик', classRef: { id: 'dog', name: 'Собака' } });
  });
});

describe('CreateDialog: an empty name is our own message at the field, not the browser’s bubble (issue 14)', () => {
  it('refuses a blank name with "Введите название" under the name field and creates nothing', async () => {
    const kernel = createPluginTestKernel();
    kernel.host.install(ontology);
    // The shell loads a page's texts before drawing it (TextsReady); the test does it by hand.
    await loadExtensionTexts(kernel, 'ontology');
    const onCreate = vi.fn(async (_: CreateRequest) => {});
    render(
      <PluginTestRoot kernel={kernel} extensionId="ontology">
        <CreateDialog title="Новый класс" open askOntology={false} onClose={() => {}} onCreate={onCreate} />
      </PluginTestRoot>,
    );
    // The dialog's frame (the SDK's FormDialog) is a lazy chunk: the field is there once it has loaded.
    const input = await screen.findByTestId('create-name');
    // noValidate: the browser's own check (and its English or OS-language bubble) never runs.
    expect(input.closest('form')!.noValidate).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('create-submit'));
    const field = screen.getByTestId('create-name-field');
    await waitFor(() => expect(field.parentElement!.textContent).toContain('Введите название'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onCreate).not.toHaveBeenCalled();
    // Typing a name clears the message.
    fireEvent.change(input, { target: { value: 'Животное' } });
    expect(field.parentElement!.textContent).not.toContain('Введите название');
  });
});

describe('CreateDialog asks for the new object’s obligatory fields and checks them before sending (issue 14)', () => {
  const field = (prop: string, cap: string, constraints: string | null): FormField => ({
    prop,
    cap,
    tab: 'main',
    kind: 'data',
    base_type: 'string',
    multiple: false,
    range: [],
    constraints,
    default: null,
  });

  it('"Obligatory fields need a non-empty value" (domain.md §5): refused at the field, then sent with the object', async () => {
    const fake = fakeDataClient();
    const kernel = createPluginTestKernel({
      data: {
        ...fake.client,
        getForm: async (query) => {
          fake.calls.push({ act: 'get_form', body: query });
          return {
            fields: [
              field(PROP.name, 'name', '{"required":true}'),
              field('isbn', 'ISBN', '{"required":true,"hint":"Номер книги"}'),
              field('note', 'Заметка', null),
            ],
          };
        },
      },
    });
    kernel.host.install(ontology);
    await loadExtensionTexts(kernel, 'ontology');
    const onCreate = vi.fn(async (_: CreateRequest) => {});
    render(
      <PluginTestRoot kernel={kernel} extensionId="ontology">
        <CreateDialog
          title="Новая книга"
          open
          askOntology={false}
          newClassId="book"
          onClose={() => {}}
          onCreate={onCreate}
        />
      </PluginTestRoot>,
    );
    // Only the obligatory field is asked for (the name has its own input, the optional one waits for the card).
    const isbn = await screen.findByTestId('field-isbn');
    expect(fake.calls).toContainEqual({ act: 'get_form', body: { class: 'book', prop_cap: true } });
    expect(screen.queryByTestId('field-note')).toBeNull();
    expect(screen.getAllByTestId(/^field-/)).toHaveLength(1);
    fireEvent.change(await screen.findByTestId('create-name'), { target: { value: 'Война и мир' } });
    fireEvent.click(screen.getByTestId('create-submit'));
    await waitFor(() =>
      expect(isbn.closest('[data-form-field]')!.textContent).toContain('Поле обязательно для заполнения'),
    );
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.change(isbn, { target: { value: '978-5' } });
    fireEvent.click(screen.getByTestId('create-submit'));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]![0]).toMatchObject({ name: 'Война и мир', values: [{ prop: 'isbn', val: '978-5' }] });
  });
});
