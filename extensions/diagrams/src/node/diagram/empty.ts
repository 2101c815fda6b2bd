import { randomUUID } from 'node:crypto';
import { escapeHtml } from '@ontobench/sdk/common';

/**
 * A new diagram's XML (`POST diagrams` without `xml`): one process with one start event, laid out, the
 * way Camunda Modeler and bpmn.io start a new diagram. The process id is unique per diagram, so two
 * diagrams exported to one engine do not clash.
 */
export function emptyDiagramXml(name: string): string {
  const key = randomUUID().replace(/-/g, '').slice(0, 8);
  const process = `Process_${key}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_${key}" targetNamespace="http://bpmn.io/schema/bpmn" exporter="Ontobench" exporterVersion="1.0">
  <bpmn:process id="${process}" name="${escapeHtml(name)}" isExecutable="false">
    <bpmn:startEvent id="StartEvent_1" name="Начало" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${process}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="152" y="102" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="150" y="145" width="40" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
