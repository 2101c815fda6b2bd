import type { APIRequestContext } from '@playwright/test';
import { DIAGRAM_API, GRAPH_API, NOTATION_API, notationElement } from '../../extensions/diagrams/src/common/api.ts';
import { DMN_API } from '../../extensions/dmn/src/common/api.ts';
import { escapeHtml } from '../../core/src/common/references/render.ts';
import { PAYLOADS } from './xss-corpus.ts';

/** The corpus's diagrams objects (issue 17): a BPMN diagram, a notation, a graph and a decision table. */
export interface DiagramsCorpus {
  diagram: string;
  graph: string;
  dmn: string;
}

function bpmn(mark: string): string {
  const P = PAYLOADS;
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="Defs" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_1" name="${escapeHtml(`${mark} процесс ${P[2]}`)}" isExecutable="false">
    <bpmn:startEvent id="Start_1" name="${escapeHtml(`${mark} ${P[0]}`)}" />
    <bpmn:task id="Task_1" name="${escapeHtml(`${mark} задача ${P[1]}`)}">
      <bpmn:documentation>${escapeHtml(`${mark} ${P[4]}`)}</bpmn:documentation>
    </bpmn:task>
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="Process_1">
      <bpmndi:BPMNShape id="Start_1_di" bpmnElement="Start_1"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_1_di" bpmnElement="Task_1"><dc:Bounds x="200" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

/**
 * Stores the diagrams of the XSS corpus as the corpus's user: every name a payload, so the lists, the
 * editors' titles, the canvases' labels, the notation tab and the decision table all carry them.
 */
export async function storeDiagramsCorpus(
  request: APIRequestContext,
  token: string,
  mark: string,
): Promise<DiagramsCorpus> {
  const P = PAYLOADS;
  const name = (what: string, payload: string) => `${mark} ${what} ${payload}`;
  const post = async (path: string, data: unknown) => {
    const reply = await request.post(`/api/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
    if (!reply.ok()) throw new Error(`the corpus's ${path}: ${reply.status()} ${await reply.text()}`);
    return ((await reply.json()) as { id: string }).id;
  };
  await post(NOTATION_API.list, {
    name: name('нотация', P[6]!),
    elements: [notationElement({ name: name('элемент', P[5]!), elementCode: 'x1', layer: P[3]!, shape: 'rectangle' })],
  });
  const diagram = await post(DIAGRAM_API.list, { name: name('схема', P[0]!), xml: bpmn(mark) });
  const graph = await post(GRAPH_API.list, {
    name: name('граф', P[2]!),
    json: {
      nodes: [
        { id: 'a', label: name('узел', P[1]!) },
        { id: 'b', label: name('узел', P[7]!) },
      ],
      edges: [{ id: 'e', from: 'a', to: 'b', label: P[8] }],
    },
  });
  const dmn = await post(DMN_API.list, { name: name('таблица', P[4]!) });
  return { diagram, graph, dmn };
}
