import { escapeHtml } from '@ontobench/sdk/common';

/**
 * A small writer of laid-out BPMN 2.0 XML for the demo: a pool with lanes, flow nodes with their bounds,
 * sequence flows with their waypoints. What it writes is what Camunda Modeler writes for the same drawing
 * (`bpmn:` prefixes, `bpmndi:` shapes and edges with labels), so the editor opens it as any imported file.
 */
export interface DemoNode {
  id: string;
  /** The BPMN element, e.g. `userTask`, `exclusiveGateway`, `startEvent`. */
  type: string;
  name: string;
  lane: string;
  /** Top left corner; the size follows from the type (task 100×80, gateway 50×50, event 36×36). */
  x: number;
  y: number;
  /** Extra attributes, e.g. `camunda:assignee`. */
  attrs?: Record<string, string>;
  /** Inner XML before the flows (an event definition). */
  inner?: string;
  /** A boundary event's activity. */
  attachedTo?: string;
}

export interface DemoFlow {
  id: string;
  from: string;
  to: string;
  name?: string;
  /** A condition (a `tFormalExpression`). */
  condition?: string;
  points: [number, number][];
}

export interface DemoLane {
  id: string;
  name: string;
  y: number;
  height: number;
}

export interface DemoProcess {
  id: string;
  name: string;
  documentation: string;
  pool: { id: string; name: string; x: number; y: number; width: number };
  lanes: DemoLane[];
  nodes: DemoNode[];
  flows: DemoFlow[];
  /** Gateway id → its default flow. */
  defaults?: Record<string, string>;
}

const sizeOf = (type: string): [number, number] =>
  type.endsWith('Gateway') ? [50, 50] : type.endsWith('Event') ? [36, 36] : [100, 80];

const attr = (value: string) => escapeHtml(value);
const attrs = (values: Record<string, string> = {}) =>
  Object.entries(values)
    .map(([k, v]) => ` ${k}="${attr(v)}"`)
    .join('');

/** An event's or gateway's label: under an event, above a gateway, ~14 px a line of ~15 characters. */
function labelBounds(node: DemoNode): string {
  const [w, h] = sizeOf(node.type);
  const width = Math.min(90, Math.max(40, node.name.length * 6));
  const lines = Math.ceil((node.name.length * 6) / 90);
  const height = 14 * Math.max(1, lines);
  // A gateway's label sits up and to the left, clear of the paths leaving its top and right corners.
  const x = Math.round(node.type.endsWith('Gateway') ? node.x + w / 2 - width - 6 : node.x + w / 2 - width / 2);
  const y = node.type.endsWith('Gateway') ? node.y - height - 8 : node.y + h + 7;
  return `<bpmndi:BPMNLabel>\n          <dc:Bounds x="${x}" y="${y}" width="${width}" height="${height}" />\n        </bpmndi:BPMNLabel>`;
}

function nodeXml(node: DemoNode, flows: DemoFlow[], defaults: Record<string, string>): string {
  const incoming = flows.filter((f) => f.to === node.id).map((f) => `      <bpmn:incoming>${f.id}</bpmn:incoming>`);
  const outgoing = flows.filter((f) => f.from === node.id).map((f) => `      <bpmn:outgoing>${f.id}</bpmn:outgoing>`);
  const extra = {
    ...(node.attachedTo ? { attachedToRef: node.attachedTo, cancelActivity: 'false' } : {}),
    ...(defaults[node.id] ? { default: defaults[node.id]! } : {}),
    ...node.attrs,
  };
  const body = [...incoming, ...outgoing, ...(node.inner ? [`      ${node.inner}`] : [])];
  return `    <bpmn:${node.type} id="${node.id}" name="${attr(node.name)}"${attrs(extra)}>\n${body.join('\n')}\n    </bpmn:${node.type}>`;
}

function flowXml(flow: DemoFlow): string {
  const head = `    <bpmn:sequenceFlow id="${flow.id}"${flow.name ? ` name="${attr(flow.name)}"` : ''} sourceRef="${flow.from}" targetRef="${flow.to}"`;
  if (!flow.condition) return `${head} />`;
  return `${head}>\n      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escapeHtml(flow.condition)}</bpmn:conditionExpression>\n    </bpmn:sequenceFlow>`;
}

function shapeXml(node: DemoNode): string {
  const [w, h] = sizeOf(node.type);
  const marker = node.type === 'exclusiveGateway' ? ' isMarkerVisible="true"' : '';
  const label = node.type.endsWith('Task') ? '' : `\n        ${labelBounds(node)}`;
  return `      <bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}"${marker}>\n        <dc:Bounds x="${node.x}" y="${node.y}" width="${w}" height="${h}" />${label}\n      </bpmndi:BPMNShape>`;
}

function edgeXml(flow: DemoFlow): string {
  const points = flow.points.map(([x, y]) => `        <di:waypoint x="${x}" y="${y}" />`).join('\n');
  // The label beside the middle of the first segment, where it names the way out of a gateway.
  const [[x1, y1], [x2, y2]] = flow.points as [[number, number], [number, number]];
  const [x, y] = [Math.round((x1 + x2) / 2), Math.round((y1 + y2) / 2)];
  const label = flow.name
    ? `\n        <bpmndi:BPMNLabel>\n          <dc:Bounds x="${x + 6}" y="${y - 7}" width="${Math.max(16, flow.name.length * 7)}" height="14" />\n        </bpmndi:BPMNLabel>`
    : '';
  return `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">\n${points}${label}\n      </bpmndi:BPMNEdge>`;
}

/** The process as BPMN 2.0 XML with its drawing (a collaboration: one pool, its lanes). */
export function writeDemoBpmn(p: DemoProcess): string {
  const lanesHeight = p.lanes.reduce((sum, lane) => sum + lane.height, 0);
  const laneSet = p.lanes
    .map((lane) => {
      const refs = p.nodes
        .filter((n) => n.lane === lane.id)
        .map((n) => `        <bpmn:flowNodeRef>${n.id}</bpmn:flowNodeRef>`);
      return `      <bpmn:lane id="${lane.id}" name="${attr(lane.name)}">\n${refs.join('\n')}\n      </bpmn:lane>`;
    })
    .join('\n');
  const laneShapes = p.lanes.map(
    (lane) =>
      `      <bpmndi:BPMNShape id="${lane.id}_di" bpmnElement="${lane.id}" isHorizontal="true">\n        <dc:Bounds x="${p.pool.x + 30}" y="${lane.y}" width="${p.pool.width - 30}" height="${lane.height}" />\n      </bpmndi:BPMNShape>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_${p.id}" targetNamespace="http://bpmn.io/schema/bpmn" exporter="Ontobench" exporterVersion="1.0">
  <bpmn:collaboration id="Collaboration_${p.id}">
    <bpmn:participant id="${p.pool.id}" name="${attr(p.pool.name)}" processRef="${p.id}" />
  </bpmn:collaboration>
  <bpmn:process id="${p.id}" name="${attr(p.name)}" isExecutable="true">
    <bpmn:documentation>${escapeHtml(p.documentation)}</bpmn:documentation>
    <bpmn:laneSet id="LaneSet_${p.id}">
${laneSet}
    </bpmn:laneSet>
${p.nodes.map((n) => nodeXml(n, p.flows, p.defaults ?? {})).join('\n')}
${p.flows.map(flowXml).join('\n')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_${p.id}">
    <bpmndi:BPMNPlane id="BPMNPlane_${p.id}" bpmnElement="Collaboration_${p.id}">
      <bpmndi:BPMNShape id="${p.pool.id}_di" bpmnElement="${p.pool.id}" isHorizontal="true">
        <dc:Bounds x="${p.pool.x}" y="${p.pool.y}" width="${p.pool.width}" height="${lanesHeight}" />
      </bpmndi:BPMNShape>
${laneShapes.join('\n')}
${p.nodes.map(shapeXml).join('\n')}
${p.flows.map(edgeXml).join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
