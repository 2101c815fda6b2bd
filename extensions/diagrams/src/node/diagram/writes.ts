import { PROP, splitContent, type SetDataOperation } from '@ontobench/sdk/common';
import { HttpError, type UnitOfWork } from '@ontobench/sdk/node';
import type { DiagramDto, ElementBinding, Transition, UpdateDiagram } from '../../common/diagram/api.ts';
import { listOf, parseBpmn, type ModdleElement } from '../../common/diagram/bpmn.ts';
import { DIAGRAM_PROP } from '../../common/diagram/schema.ts';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';
import { DIAGRAM_NOT_FOUND } from './store.ts';

export const MAY_NOT_CHANGE = 'У вас есть право только читать эту диаграмму: изменения не сохранены';
export const MAY_NOT_DELETE = 'Удалить диаграмму может только её автор или администратор';
export const MAY_NOT_DELETE_ROOT =
  'Первую версию нельзя удалить: среди следующих версий есть те, которые вы не можете изменять';

/** The ids of every element of the diagram (flow elements, lanes, participants, message flows, artifacts …). */
export async function elementIdsOf(xml: string): Promise<Set<string>> {
  const { definitions } = await parseBpmn(xml);
  const ids = new Set<string>();
  const seen = new Set<ModdleElement>();
  const walk = (element: unknown) => {
    if (typeof element !== 'object' || element === null || seen.has(element as ModdleElement)) return;
    const el = element as ModdleElement;
    if (typeof el.$type !== 'string') return;
    seen.add(el);
    if (typeof el.id === 'string' && !el.$type.startsWith('bpmndi:')) ids.add(el.id);
    for (const name of [
      'rootElements',
      'flowElements',
      'artifacts',
      'laneSets',
      'lanes',
      'participants',
      'messageFlows',
    ])
      for (const child of listOf(el, name)) walk(child);
    const childLaneSet = el.get?.('childLaneSet');
    if (childLaneSet) walk(childLaneSet);
  };
  walk(definitions);
  return ids;
}

/** Bindings and transitions kept only for elements the XML still has (the XML is what the user drew). */
export function keptFor<T extends { elementId: string }>(items: readonly T[], ids: ReadonlySet<string>): T[] {
  return items.filter((item) => ids.has(item.elementId));
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The set_data operations that write `patch` onto the diagram `inst` (absent fields unchanged): XML and
 * SVG in pieces, bindings as JSON beside the `elements` links, transitions beside `childDiagrams`.
 */
export function patchWrites(inst: string, patch: UpdateDiagram): SetDataOperation[] {
  const ops: SetDataOperation[] = [];
  const upd = (prop: string, val: unknown) => ops.push({ op: 'upd', inst, prop, val } as SetDataOperation);
  if (patch.name !== undefined) upd(PROP.name, patch.name);
  if (patch.code !== undefined) upd(PROP.code, patch.code);
  if (patch.xml !== undefined) upd(DIAGRAM_PROP.xml, splitContent(patch.xml));
  if (patch.svg !== undefined) upd(DIAGRAM_PROP.svg, splitContent(patch.svg));
  if (patch.stage !== undefined) upd(DIAGRAM_PROP.stage, patch.stage);
  if (patch.icon !== undefined) upd(DIAGRAM_PROP.icon, patch.icon);
  if (patch.color !== undefined) upd(DIAGRAM_PROP.color, patch.color);
  if (patch.notActive !== undefined) upd(DIAGRAM_PROP.notActive, patch.notActive);
  if (patch.saveElementsInstances !== undefined) upd(DIAGRAM_PROP.saveElementsInstances, patch.saveElementsInstances);
  if (patch.elements !== undefined) {
    upd(DIAGRAM_PROP.elementsJson, JSON.stringify(patch.elements satisfies ElementBinding[]));
    upd(DIAGRAM_PROP.elements, unique(patch.elements.map((b) => b.objectId)));
  }
  if (patch.transitions !== undefined) {
    upd(DIAGRAM_PROP.transitions, JSON.stringify(patch.transitions satisfies Transition[]));
    upd(DIAGRAM_PROP.childDiagrams, unique(patch.transitions.map((t) => t.targetDiagram)));
  }
  if (patch.autobuild !== undefined) upd(DIAGRAM_PROP.autobuild, JSON.stringify(patch.autobuild));
  if (patch.tables !== undefined) upd(DIAGRAM_PROP.tables, JSON.stringify(patch.tables));
  return ops;
}

/** A new diagram's first version (version 1, its own root): what `POST diagrams` and the demos write. */
export function newDiagramWrites(
  inst: string,
  input: { name: string; xml: string; notation?: string | null },
): SetDataOperation[] {
  return [
    { op: 'new', class: DIAGRAMS_CLASS.Diagram, name: input.name, inst },
    { op: 'upd', inst, prop: DIAGRAM_PROP.xml, val: splitContent(input.xml) },
    { op: 'upd', inst, prop: DIAGRAM_PROP.versionNumber, val: 1 },
    { op: 'upd', inst, prop: DIAGRAM_PROP.rootVersion, val: inst },
    ...(input.notation ? [{ op: 'upd' as const, inst, prop: DIAGRAM_PROP.notation, val: input.notation }] : []),
  ];
}

/** A new version `number` of the family, made from `source` (its content and SVG preview copied), with its stage. */
export function versionWrites(
  inst: string,
  source: DiagramDto & { svg: string },
  number: number,
  stage: string | null,
): SetDataOperation[] {
  return [
    ...newDiagramWrites(inst, { name: source.name, xml: source.xml, notation: source.notation }),
    ...patchWrites(inst, {
      code: source.code,
      svg: source.svg,
      stage,
      icon: source.icon,
      color: source.color,
      saveElementsInstances: source.saveElementsInstances,
      elements: source.elements,
      transitions: source.transitions,
      autobuild: source.autobuild,
      tables: source.tables,
    }),
    { op: 'upd', inst, prop: DIAGRAM_PROP.versionNumber, val: number },
    { op: 'upd', inst, prop: DIAGRAM_PROP.rootVersion, val: source.rootVersion },
    { op: 'upd', inst, prop: DIAGRAM_PROP.sourceVersion, val: source.id },
  ];
}

/** What the data API's refusal means for a diagram's call, said in Russian; other errors stand. */
export function diagramRefusal(error: unknown): unknown {
  const refusal = (error as { refusal?: { code?: string; field?: string } } | null)?.refusal;
  const code = refusal?.code ?? '';
  if (code === 'access.delete') return new HttpError(403, MAY_NOT_DELETE);
  if (code.startsWith('access.')) return new HttpError(403, MAY_NOT_CHANGE);
  if (code === 'object.notFound') return new HttpError(404, DIAGRAM_NOT_FOUND);
  if (code === 'value.notFound') {
    if (refusal?.field === DIAGRAM_PROP.notation) return new HttpError(400, 'Нотация не найдена или недоступна');
    if (refusal?.field === DIAGRAM_PROP.childDiagrams)
      return new HttpError(400, 'Диаграмма, на которую ведёт переход, не найдена или недоступна');
    if (refusal?.field === DIAGRAM_PROP.elements)
      return new HttpError(400, 'Объект онтологии, к которому привязан элемент, не найден или недоступен');
    return new HttpError(400, 'Связанный объект не найден или недоступен');
  }
  return error;
}

/** Runs a write in the unit of work, its refusals said as the diagram's. */
export async function written(uow: UnitOfWork, data: SetDataOperation[]): Promise<void> {
  if (data.length === 0) return;
  try {
    await uow.run({ act: 'set_data', data });
  } catch (error) {
    throw diagramRefusal(error);
  }
}
