import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CLASS, DataApiError, PROP, Services, type FormField } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, fakeDataClient } from '@ontobench/sdk/testing';
import { ONTO_PROP } from '../../../common/schema.ts';
import ontology from '../../index.ts';
import { TermItemView } from './TermItemView.tsx';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const nameField: FormField = {
  prop: PROP.name,
  cap: 'Название',
  tab: 'main',
  kind: 'data',
  base_type: 'string',
  multiple: false,
  range: [],
  constraints: null,
  default: null,
  values: [{ val: 'Животное', cap: 'Животное' }],
};

describe('the term editor and the unsaved-changes guard', () => {
  it('an edited, unsaved term makes the guard dirty; typing the old value back makes it clean', async () => {
    const fake = fakeDataClient();
    const kernel = createPluginTestKernel({
      data: { ...fake.client, getForm: async () => ({ fields: [nameField] }) },
    });
    kernel.host.install(ontology);
    render(
      <PluginTestRoot kernel={kernel} extensionId="ontology">
        <TermItemView classId={CLASS.Class} instId="term-1" backPath="/class_list" />
      </PluginTestRoot>,
    );
    const guard = kernel.get(Services.UnsavedChanges);
    const field = await screen.findByDisplayValue('Животное');
    expect(guard.dirty).toBe(false);
    fireEvent.change(field, { target: { value: 'Зверь' } });
    await waitFor(() => expect(guard.dirty).toBe(true));
    fireEvent.change(field, { target: { value: 'Животное' } });
    await waitFor(() => expect(guard.dirty).toBe(false));
  });
});

describe('the term card names properties in Russian (issue 14, item 2)', () => {
  it('system and area properties show their translated names, never the internal ones', async () => {
    const field = (prop: string, cap: string): FormField => ({ ...nameField, prop, cap, values: [] });
    const fake = fakeDataClient();
    const kernel = createPluginTestKernel({
      data: {
        ...fake.client,
        getForm: async () => ({
          fields: [
            nameField,
            field(PROP.dynamicClass, 'dynamic class'),
            field(PROP.formTab, 'form tab'),
            field(ONTO_PROP.synonym, 'synonym'),
          ],
        }),
      },
    });
    kernel.host.install(ontology);
    render(
      <PluginTestRoot kernel={kernel} extensionId="ontology">
        <TermItemView classId={CLASS.Class} instId="term-1" backPath="/class_list" />
      </PluginTestRoot>,
    );
    await screen.findByText('Динамический класс');
    expect(screen.getByText('Вкладка формы')).toBeTruthy();
    expect(screen.getByText('Синоним')).toBeTruthy();
    for (const internal of ['dynamic class', 'form tab', 'synonym']) expect(screen.queryByText(internal)).toBeNull();
  });
});

describe('the ontology membership editor says a refusal like the forms do (issue 14)', () => {
  it('a refused change shows the translated refusal under the field, never the server’s English', async () => {
    const fake = fakeDataClient(() => ({
      rows: [{ row: 0, inst: 'term-1', prop: ONTO_PROP.ontology, val: 'onto-1', cap: 'Зоопарк' }],
      count_rows: 1,
    }));
    const english = 'set_data: operation 1 (upd): you may not change this instance';
    const kernel = createPluginTestKernel({
      data: {
        ...fake.client,
        getForm: async () => ({ fields: [nameField], readonly: false }),
        setData: async (ops) => {
          fake.calls.push({ act: 'set_data', body: ops });
          throw new DataApiError('known', english, ops, 400, english, undefined, { code: 'access.change' });
        },
      },
    });
    kernel.host.install(ontology);
    render(
      <PluginTestRoot kernel={kernel} extensionId="ontology">
        <TermItemView classId={CLASS.Class} instId="term-1" backPath="/class_list" />
      </PluginTestRoot>,
    );
    const tag = await screen.findByRole('button', { name: /Зоопарк/ });
    fireEvent.click(tag);
    const field = screen.getByTestId('term-ontologies-field');
    await waitFor(() => expect(field.textContent).toContain('У вас нет прав изменять этот объект'));
    expect(field.textContent).not.toContain('you may not');
    expect(fake.calls.filter((c) => c.act === 'set_data')).toHaveLength(1);
  });
});
