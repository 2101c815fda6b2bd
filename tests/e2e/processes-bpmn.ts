import { escapeHtml } from '../../core/src/common/references/render.ts';

/** The names of a one-task process's elements, as the user reads them (escaped here). */
export interface OneTaskNames {
  process: string;
  start: string;
  task: string;
  end: string;
}

/**
 * An executable BPMN for the processes e2e tests: start, one user task for `assignee` (an e-mail, a user id
 * or `${initiator}`), end, drawn left to right so the instance page has something to mark.
 */
export function oneTaskProcess(processId: string, names: OneTaskNames, assignee: string): string {
  const n = (text: string) => escapeHtml(text);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Defs" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${processId}" name="${n(names.process)}" isExecutable="true">
    <bpmn:startEvent id="Start_1" name="${n(names.start)}" />
    <bpmn:sequenceFlow id="F1" sourceRef="Start_1" targetRef="Task_1" />
    <bpmn:userTask id="Task_1" name="${n(names.task)}" camunda:assignee="${n(assignee)}" />
    <bpmn:sequenceFlow id="F2" sourceRef="Task_1" targetRef="End_1" />
    <bpmn:endEvent id="End_1" name="${n(names.end)}" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="${processId}">
      <bpmndi:BPMNShape id="Start_1_di" bpmnElement="Start_1"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_1_di" bpmnElement="Task_1"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_1_di" bpmnElement="End_1"><dc:Bounds x="360" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="F1_di" bpmnElement="F1"><di:waypoint x="136" y="118" /><di:waypoint x="200" y="118" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="F2_di" bpmnElement="F2"><di:waypoint x="300" y="118" /><di:waypoint x="360" y="118" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}
