import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
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
    const input = screen.getByTestId('create-name');
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
