import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type * as Sdk from '@ontobench/sdk';
import { disableWebAnimations } from '@ontobench/sdk/testing';
import type { InstanceDto, WorkflowDto, WorkflowSummary } from '../../common/workflows/api.ts';
import { json, openPage } from './test-kit.tsx';

vi.mock('@ontobench/sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof Sdk>()),
  ObjectPicker: (await import('./fake-picker.tsx')).FakePicker,
}));

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const summary = (over: Partial<WorkflowSummary> = {}): WorkflowSummary => ({
  id: 'wf-1',
  name: 'Согласование документа',
  contextClass: { id: 'cls-doc', name: 'Документ' },
  diagram: { id: 'dg-1', name: 'Рецензия', version: 3 },
  author: 'u-1',
  authorName: 'Иванов И. И.',
  dateCreate: '2026-11-28T10:05:09.000Z',
  running: 2,
  ...over,
});
const started = { id: 'inst-9' } as InstanceDto;

describe('/workflows (issue 19 item 1): the published workflows', () => {
  it('lists name, class, diagram and version, author, date and the running count; a running one has no delete', async () => {
    const { asked } = await openPage('processes.workflows', '/workflows', {
      'GET /api/processes/workflows': () =>
        json({ workflows: [summary(), summary({ id: 'wf-2', name: 'Пустой', running: 0 })] }),
    });
    const list = await screen.findByTestId('workflows-list');
    expect(list.textContent).toContain('Согласование документа');
    expect(list.textContent).toContain('Документ · Рецензия, версия 3');
    expect(list.textContent).toContain('выполняется: 2');
    expect(list.textContent).toContain('автор: Иванов И. И.');
    expect(list.textContent).toMatch(/2026-11-28 \d\d:05:09/);
    expect(screen.getAllByTestId('workflow-delete')).toHaveLength(1);
    expect(asked.map((a) => a.url)).toEqual(['/api/processes/workflows']);
  });

  it('says when there is none, and when the list failed (in Russian, no raw error)', async () => {
    await openPage('processes.workflows', '/workflows', {
      'GET /api/processes/workflows': () => json({ workflows: [] }),
    });
    expect((await screen.findByTestId('workflows-empty')).textContent).toContain('Опубликуйте диаграмму');
    cleanup();
    await openPage('processes.workflows', '/workflows', {
      'GET /api/processes/workflows': () => json({ error: 'relation does not exist' }, 500),
    });
    const failed = await screen.findByTestId('workflows-failed');
    expect(failed.textContent).toContain('Не удалось загрузить бизнес-процессы');
    expect(failed.textContent).not.toContain('relation');
  });

  it('publishes a diagram: required fields first, then the server’s problems when it is not executable', async () => {
    let published = 0;
    const { asked } = await openPage('processes.workflows', '/workflows', {
      'GET /api/processes/workflows': () => json({ workflows: [] }),
      'GET /api/diagrams': () => json({ diagrams: [{ id: 'dg-1', name: 'Рецензия', versionNumber: 3 }] }),
      'POST /api/processes/workflows': () =>
        ++published === 1
          ? json(
              { message: 'Диаграмма не исполнима', problems: [{ elementId: 'Task_1', message: 'Нет исполнителя' }] },
              400,
            )
          : json({ ...summary({ id: 'wf-new' }), xml: '<x/>', processId: 'p' } satisfies WorkflowDto),
    });
    fireEvent.click(await screen.findByTestId('workflow-publish'));
    fireEvent.click(await screen.findByTestId('workflow-publish-submit'));
    expect(await screen.findByText('Укажите название')).toBeTruthy();
    expect(screen.getByText('Выберите диаграмму')).toBeTruthy();
    expect(screen.getByText('Выберите класс')).toBeTruthy();
    fireEvent.change(screen.getByTestId('workflow-publish-name'), { target: { value: 'Рецензия документа' } });
    await screen.findByText('Рецензия (версия 3)');
    fireEvent.change(screen.getByTestId('workflow-publish-diagram'), { target: { value: 'dg-1' } });
    fireEvent.click(screen.getByTestId('workflow-publish-class'));
    fireEvent.click(screen.getByTestId('workflow-publish-submit'));
    expect((await screen.findByTestId('workflow-publish-problems')).textContent).toContain('Task_1: Нет исполнителя');
    expect(asked.find((a) => a.method === 'POST')?.body).toEqual({
      name: 'Рецензия документа',
      diagramId: 'dg-1',
      contextClassId: 'obj-1',
    });
    fireEvent.click(screen.getByTestId('workflow-publish-submit'));
    await waitFor(() => expect(screen.queryByTestId('workflow-publish-dialog')).toBeNull());
    expect(published).toBe(2);
  });

  it('starts an instance: an object, and input variables checked as a JSON object before sending', async () => {
    const { asked } = await openPage('processes.workflows', '/workflows', {
      'GET /api/processes/workflows': () => json({ workflows: [summary()] }),
      'POST /api/processes/workflows/wf-1/start': () => json(started),
    });
    fireEvent.click(await screen.findByTestId('workflow-start'));
    const vars = await screen.findByTestId('workflow-start-vars');
    fireEvent.change(vars, { target: { value: '{"сумма": 100,' } });
    fireEvent.click(screen.getByTestId('workflow-start-submit'));
    expect(await screen.findByText('Выберите объект')).toBeTruthy();
    expect(screen.getByText(/Входные переменные — не JSON/)).toBeTruthy();
    fireEvent.change(vars, { target: { value: '[1, 2]' } });
    fireEvent.click(screen.getByTestId('workflow-start-object'));
    fireEvent.click(screen.getByTestId('workflow-start-submit'));
    expect(await screen.findByText(/должны быть объектом JSON/)).toBeTruthy();
    expect(asked.some((a) => a.method === 'POST')).toBe(false);
    fireEvent.change(vars, { target: { value: '{\n  "сумма": 100\n}' } });
    fireEvent.click(screen.getByTestId('workflow-start-submit'));
    await waitFor(() => expect(asked.some((a) => a.method === 'POST')).toBe(true));
    expect(asked.find((a) => a.method === 'POST')?.body).toEqual({
      objectId: 'obj-1',
      inputVars: '{\n  "сумма": 100\n}',
    });
  });
});

describe('/workflows/:id: the workflow and its instances', () => {
  it('shows the fields and the instances of that workflow; a 404 says not found', async () => {
    const { asked } = await openPage(
      'processes.workflow',
      '/workflows/wf-1',
      {
        'GET /api/processes/workflows/wf-1': () => json({ ...summary(), xml: '<x/>', processId: 'p' }),
        'GET /api/processes/instances?workflow=wf-1': () =>
          json({
            instances: [
              {
                id: 'inst-1',
                name: 'Рецензия: Договор № 7',
                workflow: { id: 'wf-1', name: 'Согласование документа' },
                object: { id: 'obj-1', name: 'Договор № 7' },
                author: null,
                dateCreate: null,
                startDate: '2026-11-28T10:00:00.000Z',
                endDate: null,
                state: 'waiting',
                stateUpdated: null,
              },
            ],
          }),
      },
      { id: 'wf-1' },
    );
    expect((await screen.findByTestId('workflow-fields')).textContent).toContain('Рецензия, версия 3');
    const rows = await screen.findAllByTestId('instance-row');
    expect(rows[0]!.textContent).toContain('Рецензия: Договор № 7');
    expect(rows[0]!.textContent).toContain('Ожидает');
    expect(asked.map((a) => a.url)).toContain('/api/processes/instances?workflow=wf-1');
    cleanup();
    await openPage(
      'processes.workflow',
      '/workflows/x',
      { 'GET /api/processes/workflows/x': () => json({ error: 'нет' }, 404) },
      { id: 'x' },
    );
    expect((await screen.findByTestId('workflow-page-failed')).textContent).toContain('Процесс не найден');
  });
});
