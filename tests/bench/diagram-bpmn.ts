/**
 * A generated BPMN 2.0 process of `nodes` flow nodes with DI (issue 17 quality bar, bpmn-js issue #1405):
 * a start event, tasks, user tasks and exclusive gateways, an end event, laid out in rows of `perRow`
 * (snake order, so every flow is short), each node joined to the next by a sequence flow. Elements in all:
 * `nodes` shapes and `nodes - 1` connections.
 */
export function generateBpmn(nodes: number, perRow = 25): string {
  const ids: string[] = [];
  const flow: string[] = [];
  const shapes: string[] = [];
  const edges: string[] = [];
  const W = 100;
  const H = 80;
  const GAP_X = 50;
  const GAP_Y = 70;
  const box = (i: number) => {
    const row = Math.floor(i / perRow);
    const inRow = i % perRow;
    const col = row % 2 === 0 ? inRow : perRow - 1 - inRow;
    return { x: 100 + col * (W + GAP_X), y: 100 + row * (H + GAP_Y) };
  };
  for (let i = 0; i < nodes; i++) {
    const { x, y } = box(i);
    const last = i === nodes - 1;
    const kind =
      i === 0 ? 'startEvent' : last ? 'endEvent' : i % 7 === 0 ? 'exclusiveGateway' : i % 3 === 0 ? 'userTask' : 'task';
    const id = `${kind}_${i}`;
    ids.push(id);
    const event = kind === 'startEvent' || kind === 'endEvent';
    const gateway = kind === 'exclusiveGateway';
    const [w, h] = event ? [36, 36] : gateway ? [50, 50] : [W, H];
    const [sx, sy] = [x + (W - w) / 2, y + (H - h) / 2];
    const name = event ? '' : ` name="Шаг ${i}"`;
    flow.push(`    <bpmn:${kind} id="${id}"${name} />`);
    shapes.push(
      `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"${gateway ? ' isMarkerVisible="true"' : ''}><dc:Bounds x="${sx}" y="${sy}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`,
    );
  }
  for (let i = 1; i < nodes; i++) {
    const id = `Flow_${i}`;
    flow.push(`    <bpmn:sequenceFlow id="${id}" sourceRef="${ids[i - 1]}" targetRef="${ids[i]}" />`);
    const a = box(i - 1);
    const b = box(i);
    const sameRow = a.y === b.y;
    const from = sameRow ? { x: a.x + (b.x > a.x ? W : 0), y: a.y + H / 2 } : { x: a.x + W / 2, y: a.y + H };
    const to = sameRow ? { x: b.x + (b.x > a.x ? 0 : W), y: b.y + H / 2 } : { x: b.x + W / 2, y: b.y };
    edges.push(
      `      <bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}"><di:waypoint x="${from.x}" y="${from.y}" /><di:waypoint x="${to.x}" y="${to.y}" /></bpmndi:BPMNEdge>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_bench" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_bench" isExecutable="false">
${flow.join('\n')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_bench">
    <bpmndi:BPMNPlane id="Plane_bench" bpmnElement="Process_bench">
${shapes.join('\n')}
${edges.join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
