import { describe, expect, it } from 'vitest';
import { changesOf, compareXml, markersOf, UnreadableVersion, valueText } from './compare.ts';

/** A small process with DI: start → task(s) → end; `extra` adds a second task, `name` renames the first. */
function processXml(opts: { name?: string; extra?: boolean; taskX?: number } = {}): string {
  const { name = 'Проверить заявку', extra = false, taskX = 200 } = opts;
  const second = extra ? '<bpmn:userTask id="Task_2" name="Согласовать" />' : '';
  const secondDi = extra
    ? '<bpmndi:BPMNShape id="Task_2_di" bpmnElement="Task_2"><dc:Bounds x="400" y="80" width="100" height="80" /></bpmndi:BPMNShape>'
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Defs_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_1" isExecutable="false">
    <bpmn:startEvent id="Start_1" />
    <bpmn:task id="Task_1" name="${name}" />
    ${second}
    <bpmn:sequenceFlow id="Flow_1" sourceRef="Start_1" targetRef="Task_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="Process_1">
      <bpmndi:BPMNShape id="Start_1_di" bpmnElement="Start_1"><dc:Bounds x="100" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_1_di" bpmnElement="Task_1"><dc:Bounds x="${taskX}" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      ${secondDi}
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="136" y="120" /><di:waypoint x="${taskX}" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

describe('compare of two versions (issue 17 item 4: added, removed, changed elements, as bpmn-js-differ does)', () => {
  it('finds an element added in the newer version, and marks it on the newer side only', async () => {
    const changes = await compareXml(processXml(), processXml({ extra: true }));
    expect(changes).toContainEqual(
      expect.objectContaining({ id: 'Task_2', kind: 'added', type: 'bpmn:UserTask', name: 'Согласовать' }),
    );
    const { older, newer } = markersOf(changes);
    expect(newer).toContainEqual(['Task_2', 'ob-diff-added']);
    expect(older.map(([id]) => id)).not.toContain('Task_2');
  });

  it('finds an element removed, marked on the older side only', async () => {
    const changes = await compareXml(processXml({ extra: true }), processXml());
    expect(changes.find((c) => c.id === 'Task_2')?.kind).toBe('removed');
    const { older, newer } = markersOf(changes);
    expect(older).toContainEqual(['Task_2', 'ob-diff-removed']);
    expect(newer.map(([id]) => id)).not.toContain('Task_2');
  });

  it('finds a renamed element with its old and new name, marked on both sides', async () => {
    const changes = await compareXml(processXml(), processXml({ name: 'Проверить договор' }));
    const renamed = changes.find((c) => c.id === 'Task_1');
    expect(renamed).toMatchObject({ kind: 'changed', name: 'Проверить договор' });
    expect(renamed?.attrs).toContainEqual({ name: 'name', before: 'Проверить заявку', after: 'Проверить договор' });
    const { older, newer } = markersOf(changes);
    expect(older).toContainEqual(['Task_1', 'ob-diff-changed']);
    expect(newer).toContainEqual(['Task_1', 'ob-diff-changed']);
  });

  it('tells a moved element (only its drawing changed) from a changed one', async () => {
    const changes = await compareXml(processXml(), processXml({ taskX: 260 }));
    expect(changes.find((c) => c.id === 'Task_1')?.kind).toBe('layout');
    expect(changes.every((c) => c.kind !== 'added' && c.kind !== 'removed')).toBe(true);
  });

  it('finds nothing between equal versions', async () => {
    expect(await compareXml(processXml(), processXml())).toEqual([]);
  });

  it('says which version does not read as BPMN 2.0', async () => {
    const failure = await compareXml(processXml(), '<not-bpmn').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnreadableVersion);
    expect((failure as UnreadableVersion).side).toBe('newer');
  });

  it('lists added, then removed, changed and moved, and skips the drawing containers', () => {
    const el = (id: string, $type: string, name?: string) => ({ id, $type, name }) as never;
    const changes = changesOf({
      _added: { B: el('B', 'bpmn:Task', 'Б') },
      _removed: { A: el('A', 'bpmn:Task', 'А') },
      _changed: {
        Plane: { model: el('Plane', 'bpmndi:BPMNPlane'), attrs: { x: { oldValue: 1, newValue: 2 } } },
        C: { model: el('C', 'bpmn:Task', 'В'), attrs: { name: { oldValue: 'В', newValue: 'Г' } } },
      },
      _layoutChanged: { C: el('C', 'bpmn:Task', 'В'), D: el('D', 'bpmn:Task', 'Д') },
    });
    expect(changes.map((c) => [c.id, c.kind])).toEqual([
      ['B', 'added'],
      ['A', 'removed'],
      ['C', 'changed'],
      ['D', 'layout'],
    ]);
  });

  it('writes values as text: references by id, lists joined, nothing empty', () => {
    expect(valueText(null)).toBe('');
    expect(valueText({ id: 'Task_1', $type: 'bpmn:Task' })).toBe('Task_1');
    expect(valueText([{ id: 'A' }, { id: 'B' }])).toBe('A, B');
    expect(valueText(true)).toBe('true');
  });
});
