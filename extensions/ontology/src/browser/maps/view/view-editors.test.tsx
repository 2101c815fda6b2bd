import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations } from '@ontobench/sdk/testing';
import ontology from '../../index.ts';
import type { MapGraph } from '../../../common/maps/graph.ts';
import { ScenarioStepsEditor } from './ScenarioStepsEditor.tsx';
import { TripletLinksEditor } from './TripletLinksEditor.tsx';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

function mount(ui: React.ReactNode, locale?: 'en') {
  const kernel = createPluginTestKernel(locale ? { locale } : {});
  kernel.host.install(ontology);
  render(
    <PluginTestRoot kernel={kernel} extensionId="ontology">
      {ui}
    </PluginTestRoot>,
  );
}

const ENDS = [
  { id: 'a', name: 'Животное (Класс)' },
  { id: 'b', name: 'Собака (Класс)' },
];
const PROPS = [{ id: 'p', name: 'ест' }];
const link = (n: number) => screen.getByRole('group', { name: `Связь ${n}` });
const choose = (group: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(group).getByLabelText(label, { exact: false }), { target: { value } });

describe('the triplet links editor', () => {
  it('adds, changes, reorders and removes links; nothing is sent while one lacks an end; the JSON saved', async () => {
    const onSave = vi.fn(async (_json: string) => null);
    mount(
      <TripletLinksEditor
        name="Еда"
        ends={ENDS}
        properties={PROPS}
        links={[{ from: 'b', prop: 'p', to: 'a' }]}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Связи триплета «Еда»' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить связь' }));
    // The new link's subject has the focus, for the keyboard.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(link(2)).getByLabelText('Субъект', { exact: false })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Выберите субъект')).toBeTruthy();
    expect(await screen.findByText('Выберите свойство')).toBeTruthy();
    expect(await screen.findByText('Исправьте отмеченные поля: ничего не сохранено.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    choose(link(2), 'Субъект', 'a');
    // Edited: the message about the last save goes (the marks at the fields stay until they are filled).
    await waitFor(() => expect(screen.queryByText('Исправьте отмеченные поля: ничего не сохранено.')).toBeNull());
    choose(link(2), 'Свойство', 'p');
    choose(link(2), 'Объект', 'a');
    fireEvent.click(screen.getByRole('button', { name: 'Поднять связь 2' }));
    expect((within(link(1)).getByLabelText('Объект', { exact: false }) as HTMLSelectElement).value).toBe('a');
    expect((screen.getByRole('button', { name: 'Поднять связь 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(JSON.parse(onSave.mock.calls[0]![0])).toEqual({
      links: [
        { from: 'a', prop: 'p', to: 'a' },
        { from: 'b', prop: 'p', to: 'a' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить связь 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(JSON.parse(onSave.mock.calls[1]![0]).links).toEqual([{ from: 'b', prop: 'p', to: 'a' }]);
  }, 15_000);

  it("shows the server's problem it is given back, and speaks English", async () => {
    mount(
      <TripletLinksEditor
        name="Food"
        ends={ENDS}
        properties={PROPS}
        links={[]}
        onSave={async () => 'Could not save\n• Triplet links: the text is too long'}
        onClose={vi.fn()}
      />,
      'en',
    );
    expect(await screen.findByText('No links yet: add the first one.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Triplet links: the text is too long/)).toBeTruthy();
  });
});

const MAP: MapGraph = {
  nodes: [
    { id: 'a', label: 'Животное', kind: 'class', link: null },
    { id: 'b', label: 'Собака', kind: 'class', link: null },
  ],
  edges: [{ id: 'sub:b:a', from: 'b', to: 'a', kind: 'subclass' }],
};

describe('the scenario steps editor', () => {
  it('a step needs a node; nodes, a highlighted link and the caption are saved; steps reorder', async () => {
    const onSave = vi.fn(async (_json: string) => null);
    mount(
      <ScenarioStepsEditor
        name="Прогулка"
        map={MAP}
        steps={[{ caption: 'Первый', nodes: ['a'], edges: [] }]}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить шаг' }));
    const second = screen.getByRole('group', { name: 'Шаг 2' });
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByLabelText('Подпись')));
    fireEvent.change(within(second).getByLabelText('Подпись'), { target: { value: 'Второй' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Выберите хотя бы один узел')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    choose(second, 'Добавить узел', 'a');
    choose(second, 'Добавить узел', 'b');
    fireEvent.click(within(second).getByRole('checkbox', { name: 'Собака → Животное (подкласс)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Поднять шаг 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(JSON.parse(onSave.mock.calls[0]![0])).toEqual({
      steps: [
        { nodes: ['a', 'b'], edges: [{ from: 'b', to: 'a' }], caption: 'Второй' },
        { nodes: ['a'], edges: [], caption: 'Первый' },
      ],
    });
  });
});
