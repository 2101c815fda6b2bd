import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { disableWebAnimations } from '@ontobench/sdk/testing';
import type { InstanceDto, InstanceSummary } from '../../common/workflows/api.ts';
import { json, openPage } from './test-kit.tsx';

// bpmn-js draws SVG that jsdom cannot measure: a viewer that records the imported XML and the markers.
const drawn = vi.hoisted(() => ({ xml: '', markers: [] as [string, string][] }));
vi.mock('bpmn-js/lib/NavigatedViewer', () => ({
  default: class {
    get(name: string) {
      if (name === 'elementRegistry')
        return { get: (id: string) => (['Start', 'F1', 'Review'].includes(id) ? {} : null) };
      return { zoom: () => 1, addMarker: (id: string, marker: string) => drawn.markers.push([id, marker]) };
    }
    async importXML(xml: string) {
      drawn.xml = xml;
    }
    destroy() {}
  },
}));

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="D" targetNamespace="t">
  <bpmn:process id="review" isExecutable="true">
    <bpmn:startEvent id="Start" />
    <bpmn:sequenceFlow id="F1" sourceRef="Start" targetRef="Review" />
    <bpmn:userTask id="Review" name="Рецензия" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="DI"><bpmndi:BPMNPlane id="P" bpmnElement="review">
    <bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="Review_di" bpmnElement="Review"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="F1_di" bpmnElement="F1"><di:waypoint x="136" y="118" /><di:waypoint x="200" y="118" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

const summary = (over: Partial<InstanceSummary> = {}): InstanceSummary => ({
  id: 'inst-1',
  name: 'Рецензия: Договор № 7',
  workflow: { id: 'wf-1', name: 'Согласование документа' },
  object: { id: 'obj-1', name: 'Договор № 7' },
  author: 'u-1',
  authorName: 'Иванов И. И.',
  dateCreate: '2026-11-28T10:00:00.000Z',
  startDate: '2026-11-28T10:00:01.000Z',
  endDate: null,
  state: 'waiting',
  stateUpdated: '2026-11-28T10:00:02.000Z',
  ...over,
});
const instance = (over: Partial<InstanceDto> = {}): InstanceDto => ({
  ...summary(),
  inputVars: '{"сумма": 100}',
  schema: XML,
  version: 3,
  variables: { сумма: 100 },
  current: ['Review'],
  completed: ['Start', 'F1'],
  history: [
    {
      elementId: 'Start',
      name: 'Start',
      type: 'bpmn:StartEvent',
      startedAt: '2026-11-28T10:00:01.000Z',
      endedAt: '2026-11-28T10:00:01.000Z',
    },
    {
      elementId: 'Review',
      name: 'Рецензия',
      type: 'bpmn:UserTask',
      startedAt: '2026-11-28T10:00:02.000Z',
      endedAt: null,
      note: 'ждёт рецензента',
    },
  ],
  canCancel: true,
  ...over,
});

describe('/workflowInstances (issue 19 item 3)', () => {
  it('lists the instances with state, workflow, object and start; empty and failed in Russian', async () => {
    await openPage('processes.instances', '/workflowInstances', {
      'GET /api/processes/instances': () =>
        json({
          instances: [
            summary(),
            summary({ id: 'inst-2', name: 'Второй', state: 'completed', endDate: '2026-11-28T11:00:00.000Z' }),
          ],
        }),
    });
    const rows = await screen.findAllByTestId('instance-row');
    expect(rows[0]!.textContent).toContain('Ожидает');
    expect(rows[0]!.textContent).toContain('Процесс: Согласование документа · Объект: Договор № 7');
    expect(rows[0]!.textContent).toMatch(/2026-11-28 \d\d:00:01/);
    expect(rows[1]!.textContent).toContain('Завершён');
    cleanup();
    await openPage('processes.instances', '/workflowInstances', {
      'GET /api/processes/instances': () => json({ instances: [] }),
    });
    expect((await screen.findByTestId('instances-empty')).textContent).toContain('Запустите процесс');
    cleanup();
    await openPage('processes.instances', '/workflowInstances', {});
    expect((await screen.findByTestId('instances-failed')).textContent).toContain('Не удалось загрузить экземпляры');
  });
});

describe('/workflowInstances/:id (issue 19 item 3)', () => {
  it('shows every §3 field with §9 dates, the diagram with current and completed steps marked, the history', async () => {
    await openPage(
      'processes.instance',
      '/workflowInstances/inst-1',
      { 'GET /api/processes/instances/inst-1': () => json(instance()) },
      { id: 'inst-1' },
    );
    const fields = (await screen.findByTestId('instance-fields')).textContent ?? '';
    for (const text of [
      'Публикация процесса',
      'Согласование документа',
      'Связанный объект',
      'Договор № 7',
      'Автор',
      'Иванов И. И.',
      'Входные переменные',
      '{"сумма": 100}',
      'Ожидает',
      'Последнее изменение состояния',
      'Версия',
      'Схема',
    ])
      expect(fields).toContain(text);
    expect(fields).toMatch(/Дата начала2026-11-28 \d\d:00:01/);
    expect(fields).toMatch(/Дата окончания—/);
    const diagram = await screen.findByTestId('instance-diagram');
    await waitFor(() => expect(diagram.getAttribute('data-state')).toBe('ready'), { timeout: 5_000 });
    expect(drawn.xml).toBe(XML);
    expect(drawn.markers).toEqual([
      ['Start', 'ob-wf-completed'],
      ['F1', 'ob-wf-completed'],
      ['Review', 'ob-wf-current'],
    ]);
    const steps = screen.getAllByTestId('instance-step');
    expect(steps[1]!.textContent).toContain('Рецензия');
    expect(steps[1]!.textContent).toContain('UserTask');
    expect(steps[1]!.textContent).toContain('ждёт рецензента');
  });

  it('cancels after a confirm, and loads the instance again', async () => {
    let canceled = false;
    const { asked } = await openPage(
      'processes.instance',
      '/workflowInstances/inst-1',
      {
        'GET /api/processes/instances/inst-1': () =>
          json(canceled ? instance({ state: 'canceled', canCancel: false }) : instance()),
        'POST /api/processes/instances/inst-1/cancel': () => ((canceled = true), json(instance({ state: 'canceled' }))),
      },
      { id: 'inst-1' },
    );
    fireEvent.click(await screen.findByTestId('instance-cancel'));
    fireEvent.click(await screen.findByText('Не отменять'));
    await waitFor(() => expect(screen.queryByText('Не отменять')).toBeNull());
    expect(asked.some((a) => a.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('instance-cancel'));
    fireEvent.click(await screen.findByText('Отменить экземпляр'));
    await waitFor(() => expect(screen.getByTestId('instance-state').textContent).toBe('Отменён'));
    expect(screen.queryByTestId('instance-cancel')).toBeNull();
  });

  it('says not found for a 404 and could-not-load otherwise, without the server’s text', async () => {
    await openPage(
      'processes.instance',
      '/workflowInstances/x',
      { 'GET /api/processes/instances/x': () => json({ error: 'нет' }, 404) },
      { id: 'x' },
    );
    expect((await screen.findByTestId('instance-page-failed')).textContent).toBe('Экземпляр не найден или недоступен');
    cleanup();
    await openPage(
      'processes.instance',
      '/workflowInstances/x',
      { 'GET /api/processes/instances/x': () => json({ error: 'SQL boom' }, 500) },
      { id: 'x' },
    );
    expect((await screen.findByTestId('instance-page-failed')).textContent).toBe('Не удалось загрузить экземпляр');
  });
});
