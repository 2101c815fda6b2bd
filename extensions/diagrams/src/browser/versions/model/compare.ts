import type { DiffResult } from 'bpmn-js-differ';
import type { ModdleElement } from 'bpmn-moddle';

/** How an element differs between two versions (issue 17 item 4, as `bpmn-js-differ` tells it). */
export type ChangeKind = 'added' | 'removed' | 'changed' | 'layout';

/** The kinds in the order the legend and the list show them. */
export const CHANGE_KINDS: readonly ChangeKind[] = ['added', 'removed', 'changed', 'layout'];

/** One attribute's change, its values as text ('' for none). */
export interface AttrChange {
  name: string;
  before: string;
  after: string;
}

/** One element that differs. */
export interface Change {
  id: string;
  kind: ChangeKind;
  /** The BPMN type, e.g. `bpmn:Task`. */
  type: string;
  /** Its name in the version that has it ('' when unnamed). */
  name: string;
  attrs: AttrChange[];
}

/** The bpmn-js marker class of each kind (the compare view's styles colour them). */
export const MARKER: Record<ChangeKind, string> = {
  added: 'ob-diff-added',
  removed: 'ob-diff-removed',
  changed: 'ob-diff-changed',
  layout: 'ob-diff-layout',
};

/** Types that are containers of the drawing rather than things drawn: a change of them is not listed. */
const NOT_DRAWN = new Set(['bpmn:Definitions', 'bpmndi:BPMNDiagram', 'bpmndi:BPMNPlane']);

/** A value of a moddle attribute as text: references by id, lists joined, nothing as ''. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const element = value as Partial<ModdleElement>;
    if (typeof element.id === 'string') return element.id;
    if (typeof element.text === 'string') return element.text;
    if (typeof element.body === 'string') return element.body;
    return '';
  }
  return String(value);
}

/**
 * An attribute's values before and after. bpmn-js-differ 3 hands a changed plain value's jsondiffpatch
 * delta `[old, new]` to `changed(model, key, newValue, oldValue)` in that order, so for plain values its
 * `oldValue` is the new value and `newValue` the old one; list items (`flowElements[2]`) it reports right.
 */
export function attrValues(name: string, change: { oldValue: unknown; newValue: unknown }): [unknown, unknown] {
  return /\[\d+\]$/.test(name) ? [change.oldValue, change.newValue] : [change.newValue, change.oldValue];
}

const nameOf = (element: Partial<ModdleElement> | undefined) =>
  typeof element?.name === 'string' ? element.name.trim() : '';

/**
 * The differences as a list: added, removed, changed (attributes with their old and new text) and moved
 * ("layout": only the drawing changed). An element both changed and moved is listed once, as changed.
 */
export function changesOf(result: DiffResult): Change[] {
  const changes: Change[] = [];
  const seen = new Set<string>();
  const push = (
    id: string,
    kind: ChangeKind,
    element: Partial<ModdleElement> | undefined,
    attrs: AttrChange[] = [],
  ) => {
    const type = element?.$type ?? '';
    if (seen.has(id) || NOT_DRAWN.has(type)) return;
    seen.add(id);
    changes.push({ id, kind, type, name: nameOf(element), attrs });
  };
  for (const [id, element] of Object.entries(result._added)) push(id, 'added', element);
  for (const [id, element] of Object.entries(result._removed)) push(id, 'removed', element);
  for (const [id, entry] of Object.entries(result._changed)) {
    const attrs = Object.entries(entry.attrs)
      .map(([name, change]) => {
        const [before, after] = attrValues(name, change);
        return { name, before: valueText(before), after: valueText(after) };
      })
      .filter((attr) => attr.before !== attr.after);
    if (attrs.length > 0) push(id, 'changed', entry.model, attrs);
  }
  for (const [id, element] of Object.entries(result._layoutChanged)) push(id, 'layout', element);
  const order = (kind: ChangeKind) => CHANGE_KINDS.indexOf(kind);
  return changes.sort((a, b) => order(a.kind) - order(b.kind) || (a.name || a.id).localeCompare(b.name || b.id, 'ru'));
}

/** Which side marks what: removed on the older version, added on the newer, changed and moved on both. */
export function markersOf(changes: readonly Change[]): { older: [string, string][]; newer: [string, string][] } {
  const older: [string, string][] = [];
  const newer: [string, string][] = [];
  for (const change of changes) {
    if (change.kind !== 'added') older.push([change.id, MARKER[change.kind]]);
    if (change.kind !== 'removed') newer.push([change.id, MARKER[change.kind]]);
  }
  return { older, newer };
}

/** A version's XML that bpmn-moddle cannot read as BPMN 2.0 definitions. */
export class UnreadableVersion extends Error {
  constructor(readonly side: 'older' | 'newer') {
    super(`unreadable ${side} version`);
  }
}

/** Reads both XML texts with bpmn-moddle and diffs them (both libraries load here, on first compare). */
export async function compareXml(olderXml: string, newerXml: string): Promise<Change[]> {
  const [{ BpmnModdle }, { diff }] = await Promise.all([import('bpmn-moddle'), import('bpmn-js-differ')]);
  const read = async (xml: string, side: 'older' | 'newer') => {
    try {
      return (await new BpmnModdle().fromXML(xml, 'bpmn:Definitions')).rootElement;
    } catch {
      throw new UnreadableVersion(side);
    }
  };
  const [older, newer] = await Promise.all([read(olderXml, 'older'), read(newerXml, 'newer')]);
  return changesOf(diff(older, newer));
}
