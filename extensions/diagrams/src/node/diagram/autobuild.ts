import type { BpmnModdle } from 'bpmn-moddle';
import type { Autobuild } from '../../common/diagram/api.ts';
import { listOf, type ModdleElement } from '../../common/diagram/bpmn.ts';

/** bpmn-js's colour extension (`color:background-color` on a shape), which bpmn.io and Camunda Modeler read. */
export const COLOR_NS = 'http://www.omg.org/spec/BPMN/non-normative/color/1.0';

/** A node of autobuild: its text, and the instance its search row is about. */
export interface AutobuildNode {
  name: string;
  objectId: string | null;
}

/** One search's rows as autobuild lays them out: the nodes in the search's order. */
export interface AutobuildRows {
  row: Autobuild;
  nodes: AutobuildNode[];
}

/** The prefix of the ids autobuild gives its elements: a new autobuild replaces the elements of the last one. */
export const AUTO_PREFIX = 'Auto_';

const TASK = { width: 120, height: 80, gapX: 50, gapY: 60 };
const LEFT = 160;

/**
 * The node of each row: its text is the `queryNode` column (by code or title), else the name column, else
 * the first; its object is the instance the row is about. Rows without a text are left out.
 */
export function autobuildNodes(
  table: { columns: { code: string; title: string }[]; rows: string[][]; ids: string[] },
  queryNode: string | null,
): AutobuildNode[] {
  const wanted = queryNode?.trim().toLowerCase() ?? '';
  let at = wanted
    ? table.columns.findIndex((c) => c.code.toLowerCase() === wanted || c.title.toLowerCase() === wanted)
    : -1;
  if (at < 0)
    at = Math.max(
      0,
      table.columns.findIndex((c) => c.code === 'name'),
    );
  return table.rows
    .map((row, i) => ({ name: (row[at] ?? '').trim(), objectId: table.ids[i] ?? null }))
    .filter((node) => node.name !== '');
}

/** The diagram's plane (the first BPMNDiagram's), made when the XML has none. */
function planeOf(moddle: BpmnModdle, definitions: ModdleElement, process: ModdleElement): ModdleElement {
  const diagram = listOf(definitions, 'diagrams')[0];
  const plane = diagram?.plane as ModdleElement | undefined;
  if (plane) return plane;
  const made = moddle.create('bpmndi:BPMNPlane', { id: 'BPMNPlane_auto', bpmnElement: process, planeElement: [] });
  const list = definitions.get('diagrams') as ModdleElement[];
  list.push(moddle.create('bpmndi:BPMNDiagram', { id: 'BPMNDiagram_auto', plane: made }));
  return made;
}

/** Removes the elements (and their shapes) a previous autobuild made. */
function removeEarlier(process: ModdleElement, plane: ModdleElement): void {
  const auto = (e: ModdleElement) => typeof e.id === 'string' && e.id.startsWith(AUTO_PREFIX);
  for (const name of ['flowElements', 'artifacts']) {
    const list = process.get(name) as ModdleElement[];
    const kept = list.filter((e) => !auto(e));
    list.splice(0, list.length, ...kept);
  }
  const shapes = plane.get('planeElement') as ModdleElement[];
  const kept = shapes.filter((s) => !auto(s.bpmnElement as ModdleElement) && !(s.id ?? '').startsWith(AUTO_PREFIX));
  shapes.splice(0, shapes.length, ...kept);
}

/** The lowest edge of what is drawn, so the new rows go below it. */
function bottomOf(plane: ModdleElement): number {
  let bottom = 0;
  for (const shape of listOf(plane, 'planeElement')) {
    const b = shape.bounds as { y?: number; height?: number } | undefined;
    if (b?.y !== undefined) bottom = Math.max(bottom, b.y + (b.height ?? 0));
  }
  return bottom;
}

/**
 * Fills the diagram's first process with the searches' rows (domain.md §3 "autobuild"): each search a
 * row of tasks left to right below what is drawn; `chain` joins them in order, with sequence flows when
 * `showArrows`, with undirected associations otherwise; `color` fills the shapes. Returns how many nodes
 * each search gave, and each new task's object (element id → instance id) for its binding.
 */
export function fillDiagram(
  moddle: BpmnModdle,
  definitions: ModdleElement,
  searches: readonly AutobuildRows[],
): { counts: { ss: string; rows: number }[]; objects: Map<string, string> } {
  const roots = definitions.get('rootElements') as ModdleElement[];
  let process = roots.find((e) => e.$type === 'bpmn:Process');
  if (!process) {
    process = moddle.create('bpmn:Process', { id: 'Process_auto', isExecutable: false });
    roots.push(process);
  }
  const plane = planeOf(moddle, definitions, process);
  removeEarlier(process, plane);
  const flowElements = process.get('flowElements') as ModdleElement[];
  const artifacts = process.get('artifacts') as ModdleElement[];
  const shapes = plane.get('planeElement') as ModdleElement[];
  if (searches.some((s) => s.row.color)) definitions.$attrs['xmlns:color'] ??= COLOR_NS;
  let top = bottomOf(plane) + TASK.gapY;
  const objects = new Map<string, string>();
  const counts = searches.map(({ row, nodes }, s) => {
    const made: ModdleElement[] = [];
    nodes.forEach(({ name, objectId }, i) => {
      const id = `${AUTO_PREFIX}${s + 1}_${i + 1}`;
      const task = moddle.create('bpmn:Task', { id, name });
      if (objectId) objects.set(id, objectId);
      flowElements.push(task);
      const bounds = moddle.create('dc:Bounds', {
        x: LEFT + i * (TASK.width + TASK.gapX),
        y: top,
        width: TASK.width,
        height: TASK.height,
      });
      const shape = moddle.create('bpmndi:BPMNShape', { id: `${id}_di`, bpmnElement: task, bounds });
      if (row.color) shape.$attrs['color:background-color'] = row.color;
      shapes.push(shape);
      made.push(task);
    });
    if (row.ssType === 'chain')
      made.slice(1).forEach((target, i) => {
        const source = made[i]!;
        const id = `${AUTO_PREFIX}${s + 1}_link_${i + 1}`;
        const link = row.showArrows
          ? moddle.create('bpmn:SequenceFlow', { id, sourceRef: source, targetRef: target })
          : moddle.create('bpmn:Association', {
              id,
              sourceRef: source,
              targetRef: target,
              associationDirection: 'None',
            });
        if (row.showArrows) {
          flowElements.push(link);
          (source.get('outgoing') as ModdleElement[]).push(link);
          (target.get('incoming') as ModdleElement[]).push(link);
        } else artifacts.push(link);
        const y = top + TASK.height / 2;
        const x = LEFT + (i + 1) * (TASK.width + TASK.gapX);
        const waypoint = [moddle.create('dc:Point', { x: x - TASK.gapX, y }), moddle.create('dc:Point', { x, y })];
        shapes.push(moddle.create('bpmndi:BPMNEdge', { id: `${id}_di`, bpmnElement: link, waypoint }));
      });
    if (nodes.length > 0) top += TASK.height + TASK.gapY;
    return { ss: row.ss, rows: nodes.length };
  });
  return { counts, objects };
}
