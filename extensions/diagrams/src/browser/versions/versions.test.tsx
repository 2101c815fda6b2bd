import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PROP, Services, defineExtension, type HttpClient } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  fakeDataClient,
  loadExtensionTexts,
} from '@ontobench/sdk/testing';
import type { ReactNode } from 'react';
import type { DiagramDto, DiagramSummary } from '../../common/diagram/api.ts';
import { DiagramEditorModel } from '../diagrams/model/editor-model.ts';
import diagrams from '../index.ts';
import { SEMANTIC_SEARCH_CLASS } from './api.ts';
import DependenciesPanel from './components/DependenciesPanel.tsx';
import ExecutableExport from './components/ExecutableExport.tsx';
import VersionsPanel from './components/VersionsPanel.tsx';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const V1 = '11111111-1111-4111-8111-111111111111';
const V2 = '22222222-2222-4222-8222-222222222222';
const V3 = '33333333-3333-4333-8333-333333333333';

const summary = (id: string, versionNumber: number, stage: string | null): DiagramSummary => ({
  id,
  code: null,
  name: 'Закупка',
  notation: null,
  author: 'Иванов И. И.',
  dateCreate: '2026-11-20T10:00:00Z',
  versionNumber,
  rootVersion: V1,
  sourceVersion: versionNumber === 1 ? null : V1,
  stage,
  notActive: false,
  access: 'edit',
});
const diagram = (over: Partial<DiagramDto> = {}): DiagramDto => ({
  ...summary(V2, 2, 'review'),
  xml: '<bpmn:definitions/>',
  icon: null,
  color: null,
  saveElementsInstances: false,
  elements: [],
  transitions: [],
  autobuild: [],
  tables: [],
  ...over,
});

type Reply = { status?: number; body: unknown };

/** Mounts a versions component with the diagrams area's texts and an HTTP client answering `reply`. */
async function mount(
  ui: ReactNode,
  reply: (url: string, init?: RequestInit) => Reply,
  options: { analysis?: boolean } = {},
) {
  const data = fakeDataClient((query) =>
    (query as { class: string }).class === SEMANTIC_SEARCH_CLASS
      ? {
          count_rows: 1,
          rows: [{ row: 0, inst: 'ss-1', prop: PROP.name, val: 'Риски закупки', cap: null, readonly: false }],
        }
      : { rows: [], count_rows: 0 },
  );
  const kernel = createPluginTestKernel({ data: data.client });
  const asked: { method: string; url: string; body: unknown }[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string, init?: RequestInit) => {
      asked.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const { status = 200, body } = reply(url, init);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  } as unknown as HttpClient);
  kernel.host.install(diagrams);
  if (options.analysis) kernel.host.install(defineExtension({ id: 'analysis', version: '1.0.0', contributes: {} }));
  await loadExtensionTexts(kernel, 'diagrams');
  render(
    <PluginTestRoot kernel={kernel} extensionId="diagrams">
      {ui}
    </PluginTestRoot>,
  );
  return { asked };
}

const versionsReply = (url: string, init?: RequestInit): Reply => {
  if (url.endsWith('/versions') && init?.method === 'POST') return { body: diagram({ ...summary(V3, 3, 'approved') }) };
  if (url.endsWith('/versions')) return { body: { versions: [summary(V1, 1, null), summary(V2, 2, 'review')] } };
  return { status: 404, body: { error: 'нет' } };
};

describe('the version history (domain.md §3 Diagram: versionNumber, source/root version, stage; issue 17 item 4)', () => {
  it('lists the family newest first with stage, author and date, the current version marked', async () => {
    await mount(<VersionsPanel diagram={diagram()} dirty={false} onOpen={() => {}} />, versionsReply);
    await waitFor(() => expect(screen.getAllByTestId('diagram-version')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('diagram-version');
    expect(first!.textContent).toContain('Версия 2');
    expect(first!.textContent).toContain('На согласовании');
    expect(first!.textContent).toContain('текущая');
    expect(first!.getAttribute('aria-current')).toBe('true');
    expect(second!.textContent).toContain('Версия 1');
    expect(second!.textContent).toContain('Без этапа');
    expect(second!.textContent).toContain('Иванов И. И., 20.11.2026');
  });

  it('shows the date alone when the server names the author by id (an id says nothing to a reader)', async () => {
    const byId = { ...summary(V1, 1, null), author: '44444444-4444-4444-8444-444444444444' };
    await mount(<VersionsPanel diagram={diagram()} dirty={false} onOpen={() => {}} />, (url) =>
      url.endsWith('/versions') ? { body: { versions: [byId] } } : { status: 404, body: {} },
    );
    await waitFor(() => expect(screen.getAllByTestId('diagram-version')).toHaveLength(1));
    expect(screen.getByTestId('diagram-version').textContent).not.toContain('4444');
    expect(screen.getByTestId('diagram-version').textContent).toContain('20.11.2026');
  });

  it('«Новая версия» asks for the stage, makes the version from the saved one and opens it', async () => {
    const onOpen = vi.fn();
    const { asked } = await mount(<VersionsPanel diagram={diagram()} dirty={false} onOpen={onOpen} />, versionsReply);
    fireEvent.click(await screen.findByTestId('diagram-version-new'));
    expect((await screen.findByTestId('diagram-version-dialog')).textContent).toContain(
      'Новая версия будет сделана из сохранённой версии 2 и откроется.',
    );
    fireEvent.click(screen.getByTestId('diagram-version-stage'));
    fireEvent.click(await screen.findByRole('option', { name: 'Утверждена' }));
    fireEvent.click(screen.getByTestId('diagram-version-create'));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(V3));
    expect(asked).toContainEqual({ method: 'POST', url: `/api/diagrams/${V2}/versions`, body: { stage: 'approved' } });
  });

  it('refuses a new version while there are unsaved changes, and to a reader, saying why', async () => {
    await mount(<VersionsPanel diagram={diagram()} dirty onOpen={() => {}} />, versionsReply);
    expect(screen.getByTestId('diagram-version-blocked').textContent).toBe(
      'Сначала сохраните изменения: новая версия делается из сохранённой',
    );
    expect(screen.getByTestId('diagram-version-new').getAttribute('aria-disabled')).toBe('true');
    cleanup();
    await mount(<VersionsPanel diagram={diagram({ access: 'read' })} dirty={false} onOpen={() => {}} />, versionsReply);
    expect(screen.getByTestId('diagram-version-blocked').textContent).toBe(
      'Новую версию может сделать только тот, кто может изменять схему',
    );
  });

  it('opens another version, and compares only two ticked versions', async () => {
    const onOpen = vi.fn();
    await mount(<VersionsPanel diagram={diagram()} dirty={false} onOpen={onOpen} />, versionsReply);
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть версию 1' }));
    expect(onOpen).toHaveBeenCalledWith(V1);
    const compare = screen.getByTestId('diagram-version-compare') as HTMLButtonElement;
    expect(compare.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Отметить версию 1 для сравнения' }));
    expect(compare.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Отметить версию 2 для сравнения' }));
    expect(compare.disabled).toBe(false);
  });
});

describe('the executable export (issue 17 item 5)', () => {
  it('lists the problems (element and Russian message) before anything is downloaded', async () => {
    const save = vi.spyOn(URL, 'createObjectURL');
    await mount(<ExecutableExport diagramId={V2} dirty={false} />, () => ({
      status: 400,
      body: {
        message: 'Схему нельзя исполнить',
        problems: [
          { elementId: null, message: 'В процессе нет конечного события' },
          { elementId: 'Task_1', message: 'У задачи пользователя не указан исполнитель' },
        ],
      },
    }));
    expect(screen.getByTestId('diagram-executable-export').textContent).toBe('Экспорт для исполнения');
    fireEvent.click(screen.getByTestId('diagram-executable-export'));
    const problems = await screen.findAllByTestId('diagram-executable-problem');
    expect(problems.map((p) => p.textContent)).toEqual([
      'Процесс: В процессе нет конечного события',
      'Элемент «Task_1»: У задачи пользователя не указан исполнитель',
    ]);
    expect(save).not.toHaveBeenCalled();
  });

  it('downloads the executable BPMN named after the process', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (created.push(blob as Blob), 'blob:x'));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await mount(<ExecutableExport diagramId={V2} dirty={false} />, () => ({
      body: { processId: 'Process_Закупка', xml: '<bpmn:definitions isExecutable="true"/>' },
    }));
    fireEvent.click(screen.getByTestId('diagram-executable-export'));
    await waitFor(() => expect(clicked).toEqual(['Process_Закупка.bpmn']));
    expect(await created[0]!.text()).toContain('isExecutable="true"');
  });

  it('is refused while there are unsaved changes', async () => {
    await mount(<ExecutableExport diagramId={V2} dirty />, () => ({ body: {} }));
    expect(screen.getByTestId('diagram-executable-export').getAttribute('aria-disabled')).toBe('true');
  });
});

describe('the diagram dependencies (domain.md §3 "autobuild", "tables"; issue 17 item 3)', () => {
  it('says plainly that there is nothing to bind without the analysis area', async () => {
    await mount(<DependenciesPanel model={new DiagramEditorModel(diagram())} />, () => ({ body: {} }));
    expect(screen.getByTestId('diagram-dependencies').textContent).toContain(
      'Семантические поиски недоступны: раздел аналитики не подключён.',
    );
  });

  it('adds an autobuild row into the model and «Построить» hands the XML back with the bindings', async () => {
    const model = new DiagramEditorModel(diagram());
    const onXml = vi.fn();
    const binding = { elementId: 'Node_1', objectId: 'o1', objectName: 'Поставщик', kind: 'individual' as const };
    const { asked } = await mount(
      <DependenciesPanel model={model} onXml={onXml} />,
      () => ({ body: { xml: '<built/>', elements: [binding], counts: [{ ss: 'ss-1', rows: 4 }] } }),
      { analysis: true },
    );
    fireEvent.click(await screen.findByTestId('diagram-autobuild-add'));
    expect(model.current.autobuild).toEqual([
      { ss: 'ss-1', color: null, ssType: 'nodes', showArrows: true, queryNode: null },
    ]);
    expect(model.dirty).toBe(true);
    expect(screen.getByTestId('diagram-autobuild-search').textContent).toContain('Риски закупки');
    fireEvent.click(screen.getByTestId('diagram-autobuild-build'));
    await waitFor(() => expect(onXml).toHaveBeenCalledWith('<built/>'));
    expect(screen.getByTestId('diagram-autobuild-outcome').textContent).toBe('Построено элементов: 4');
    expect(model.elements).toEqual([binding]);
    expect(asked.at(-1)).toMatchObject({ method: 'POST', url: `/api/diagrams/${V2}/autobuild` });
  });
});
