import { ONTOBENCH_NS } from '../../common/diagram/moddle-extension.ts';
import { notationElement, type NotationInput } from '../../common/notation/api.ts';

/** The demo's second notation (issue 17 item 8): an org chart, not BPMN, with connection rules. */
export const ORG_NOTATION_NAME = 'Оргструктура';
export const ORG_DIAGRAM_NAME = 'Оргструктура университета';

/** Nothing in the org chart connects to itself. */
const element = (fields: Parameters<typeof notationElement>[0]) =>
  notationElement({ disableReflexiveEdges: true, ...fields });

/**
 * A head leads units; a unit holds units and posts; a post is held by one employee and has one place in
 * the structure; an employee connects to nothing; nothing connects to itself (domain.md §3 rules).
 */
export const ORG_NOTATION: NotationInput = {
  name: ORG_NOTATION_NAME,
  elements: [
    element({
      name: 'Руководитель',
      elementCode: 'head',
      shape: 'hexagon',
      colour: '#FFE082',
      maxIncoming: 0,
      minOutgoing: 1,
      allowedTargets: ['unit'],
    }),
    element({
      name: 'Подразделение',
      elementCode: 'unit',
      shape: 'rounded',
      colour: '#90CAF9',
      minIncoming: 1,
      allowedTargets: ['unit', 'post'],
    }),
    element({
      name: 'Должность',
      elementCode: 'post',
      shape: 'rectangle',
      colour: '#C5E1A5',
      maxIncoming: 1,
      maxOutgoing: 1,
      allowedTargets: ['emp'],
    }),
    element({
      name: 'Сотрудник',
      elementClass: 'bpmn:UserTask',
      elementCode: 'emp',
      shape: 'ellipse',
      colour: '#F8BBD0',
      maxOutgoing: 0,
    }),
    element({
      name: 'Подчинение',
      elementClass: 'bpmn:SequenceFlow',
      elementCode: 'link',
      shape: 'rectangle',
      colour: null,
      isConnector: true,
    }),
  ],
};

/** The demo org chart: [id, name, code, column, row]. */
export const ORG_NODES: readonly [string, string, string, number, number][] = [
  ['Rector', 'Ректор', 'head', 2, 0],
  ['Study', 'Учебное управление', 'unit', 1, 1],
  ['Finance', 'Финансовое управление', 'unit', 3, 1],
  ['DeanOffice', 'Деканат', 'unit', 0, 2],
  ['Methodist', 'Методист', 'post', 1, 2],
  ['Accountant', 'Главный бухгалтер', 'post', 3, 2],
  ['Economist', 'Экономист', 'post', 4, 2],
  ['Dean', 'Декан', 'post', 0, 3],
  ['Petrova', 'Петрова А. С.', 'emp', 1, 3],
  ['Sidorov', 'Сидоров П. П.', 'emp', 3, 3],
  ['Kuznetsova', 'Кузнецова Е. В.', 'emp', 4, 3],
  ['Orlov', 'Орлов Д. К.', 'emp', 0, 4],
];

/** The demo org chart's links: [source, target]. */
export const ORG_LINKS: readonly [string, string][] = [
  ['Rector', 'Study'],
  ['Rector', 'Finance'],
  ['Study', 'DeanOffice'],
  ['Study', 'Methodist'],
  ['Finance', 'Accountant'],
  ['Finance', 'Economist'],
  ['DeanOffice', 'Dean'],
  ['Methodist', 'Petrova'],
  ['Accountant', 'Sidorov'],
  ['Economist', 'Kuznetsova'],
  ['Dean', 'Orlov'],
];

const W = 150;
const H = 70;
const at = (column: number, row: number) => ({ x: 160 + column * 200, y: 60 + row * 130 });
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The org chart as BPMN 2.0 XML with its layout (BPMNDI): each node a task of its notation element's class
 * carrying `ontobench:code`, each link a sequence flow with code `link`, drawn from the bottom of the
 * superior to the top of the subordinate.
 */
export function orgChartXml(): string {
  const kind = new Map(ORG_NOTATION.elements.map((e) => [e.elementCode, e]));
  const place = new Map(ORG_NODES.map(([id, , , column, row]) => [id, at(column, row)]));
  const flowId = (source: string, target: string) => `Flow_${source}_${target}`;
  const tag = (code: string) => (kind.get(code)!.elementClass === 'bpmn:UserTask' ? 'bpmn:userTask' : 'bpmn:task');
  const nodes = ORG_NODES.map(([id, name, code]) => {
    const inner = [
      ...ORG_LINKS.filter(([, t]) => t === id).map(([s, t]) => `<bpmn:incoming>${flowId(s, t)}</bpmn:incoming>`),
      ...ORG_LINKS.filter(([s]) => s === id).map(([s, t]) => `<bpmn:outgoing>${flowId(s, t)}</bpmn:outgoing>`),
    ].join('');
    return `    <${tag(code)} id="${id}" name="${esc(name)}" ontobench:code="${code}">${inner}</${tag(code)}>`;
  });
  const flows = ORG_LINKS.map(
    ([s, t]) =>
      `    <bpmn:sequenceFlow id="${flowId(s, t)}" sourceRef="${s}" targetRef="${t}" ontobench:code="link" />`,
  );
  const shapes = ORG_NODES.map(([id, , code]) => {
    const { x, y } = place.get(id)!;
    const colour = kind.get(code)!.colour!;
    return (
      `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}" bioc:fill="${colour}" color:background-color="${colour}">` +
      `<dc:Bounds x="${x}" y="${y}" width="${W}" height="${H}" /></bpmndi:BPMNShape>`
    );
  });
  const edges = ORG_LINKS.map(([s, t]) => {
    const from = place.get(s)!;
    const to = place.get(t)!;
    const [x1, y1, x2, y2] = [from.x + W / 2, from.y + H, to.x + W / 2, to.y];
    const mid = (y1 + y2) / 2;
    const points = [
      [x1, y1],
      [x1, mid],
      [x2, mid],
      [x2, y2],
    ].filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);
    return (
      `      <bpmndi:BPMNEdge id="${flowId(s, t)}_di" bpmnElement="${flowId(s, t)}">` +
      points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('') +
      '</bpmndi:BPMNEdge>'
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:bioc="http://bpmn.io/schema/bpmn/biocolor/1.0" xmlns:color="http://www.omg.org/spec/BPMN/non-normative/color/1.0" xmlns:ontobench="${ONTOBENCH_NS}" id="Definitions_OrgChart" targetNamespace="http://bpmn.io/schema/bpmn" exporter="Ontobench" exporterVersion="1.0">
  <bpmn:process id="Process_OrgChart" name="${esc(ORG_DIAGRAM_NAME)}" isExecutable="false">
${[...nodes, ...flows].join('\n')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_OrgChart">
    <bpmndi:BPMNPlane id="BPMNPlane_OrgChart" bpmnElement="Process_OrgChart">
${[...shapes, ...edges].join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
