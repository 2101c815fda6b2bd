import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { codeOf, ONTOBENCH_MODDLE, ONTOBENCH_NS } from './moddle-extension.ts';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:ontobench="${ONTOBENCH_NS}" id="D" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="P">
    <bpmn:task id="Head" name="Ректор" ontobench:code="head" />
    <bpmn:task id="Plain" name="Обычная задача" />
    <bpmn:sequenceFlow id="F" sourceRef="Head" targetRef="Plain" ontobench:code="link" />
  </bpmn:process>
</bpmn:definitions>`;

const moddle = () => new BpmnModdle({ ontobench: ONTOBENCH_MODDLE });
const byId = (root: ModdleElement, id: string) =>
  ((root.get('rootElements') as ModdleElement[])[0]!.get('flowElements') as ModdleElement[]).find((e) => e.id === id)!;

describe('ONTOBENCH_MODDLE (domain.md §3 "Notation element: element code" on diagram elements)', () => {
  it('reads ontobench:code as a property of any BPMN element, not an unknown attribute', async () => {
    const { rootElement, warnings } = await moddle().fromXML(XML, 'bpmn:Definitions');
    expect(warnings).toEqual([]);
    expect(codeOf(byId(rootElement, 'Head'))).toBe('head');
    expect(codeOf(byId(rootElement, 'F'))).toBe('link');
    expect(codeOf(byId(rootElement, 'Plain'))).toBeNull();
    expect(byId(rootElement, 'Head').$attrs).toEqual({});
  });

  it('round-trips: written back, read again, the codes are the same', async () => {
    const m = moddle();
    const { rootElement } = await m.fromXML(XML, 'bpmn:Definitions');
    const { xml } = await m.toXML(rootElement, { format: true });
    expect(xml).toContain('ontobench:code="head"');
    expect(xml).toContain(`xmlns:ontobench="${ONTOBENCH_NS}"`);
    const again = await moddle().fromXML(xml, 'bpmn:Definitions');
    expect(codeOf(byId(again.rootElement, 'Head'))).toBe('head');
    expect(codeOf(byId(again.rootElement, 'F'))).toBe('link');
  });

  it('a code set on a new element is written with the namespace declared', async () => {
    const m = moddle();
    const task = m.create('bpmn:Task', { id: 'T', name: 'Отдел' });
    task.set('ontobench:code', 'unit');
    const process = m.create('bpmn:Process', { id: 'P', flowElements: [task] });
    const definitions = m.create('bpmn:Definitions', { id: 'D', targetNamespace: 'x', rootElements: [process] });
    const { xml } = await m.toXML(definitions);
    expect(xml).toContain('ontobench:code="unit"');
    expect(xml).toContain(`xmlns:ontobench="${ONTOBENCH_NS}"`);
  });
});
