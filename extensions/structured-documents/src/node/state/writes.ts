import { PROP, type Scalar, type SetDataOperation } from '@ontobench/sdk/common';
import type { DataRequest } from '@ontobench/sdk/node';
import type { ElementFields, ElementState } from '../../common/api.ts';
import { chainDiff } from '../../common/order-chain.ts';
import type { DiffResult } from '../../common/diff.ts';
import { indexTree } from '../../common/tree.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../common/schema.ts';
import type { StoredElement } from './elements.ts';

type SetOp = SetDataOperation;

/** The data API takes at most 10,000 operations a request (docs/api.md): a large save goes in several, in one unit of work. */
const OPS_PER_REQUEST = 10_000;

const FIELD_PROPS: Record<keyof ElementFields, string> = {
  title: SDOC_PROP.title,
  content: SDOC_PROP.content,
  settings: SDOC_PROP.settings,
  numberingStrategy: SDOC_PROP.numberingStrategy,
  startNumber: SDOC_PROP.startNumber,
  numberingSetAlias: SDOC_PROP.numberingSetAlias,
  highlight: SDOC_PROP.highlight,
  logicalLevel: SDOC_PROP.logicalLevel,
  disabled: SDOC_PROP.disabled,
  extraClasses: SDOC_PROP.extraClasses,
};

/** A field's value as the store keeps it: settings as JSON text, empty text and empty lists as no value. */
function stored(key: keyof ElementFields, value: ElementFields[keyof ElementFields]): Scalar | Scalar[] | null {
  if (key === 'settings') return Object.keys(value as object).length > 0 ? JSON.stringify(value) : null;
  if (key === 'extraClasses') return (value as string[]).length > 0 ? (value as string[]) : null;
  if (value === '' || value === false) return null;
  return value as Scalar;
}

/** An element's name in lists and searches: its title, or its kind when it has none (a name is required). */
export const elementName = (node: { title: string; kind: string }) => node.title.trim() || node.kind;

/**
 * The set_data requests that turn the stored elements into `result.tree`: new elements with their fields,
 * changed fields, the order records (`next`) of the touched containers, deletions last. Only what the
 * diff changed is written (issue 16: "an edit is saved as a diff, not the whole document").
 */
export function writeRequests(documentId: string, before: readonly StoredElement[], result: DiffResult): DataRequest[] {
  const ops: SetOp[] = [];
  const nodes = indexTree(result.tree);
  for (const id of result.inserted) {
    const place = nodes.get(id);
    if (!place) continue; // inserted, then deleted in the same diff
    const node = place.node;
    ops.push({ op: 'new', class: SDOC_CLASS.Element, name: elementName(node), inst: id });
    ops.push({ op: 'upd', inst: id, prop: SDOC_PROP.elementDocument, val: documentId });
    ops.push({ op: 'upd', inst: id, prop: SDOC_PROP.kind, val: node.kind });
    for (const key of Object.keys(FIELD_PROPS) as (keyof ElementFields)[]) {
      const val = stored(key, node[key]);
      if (val !== null) ops.push({ op: 'upd', inst: id, prop: FIELD_PROPS[key], val });
    }
  }
  const previous = new Map(before.map((e) => [e.id, e]));
  for (const id of result.updated) {
    const node = nodes.get(id)?.node;
    const old = previous.get(id);
    if (!node || !old || result.inserted.has(id)) continue;
    for (const key of Object.keys(FIELD_PROPS) as (keyof ElementFields)[]) {
      if (JSON.stringify(node[key]) === JSON.stringify(old[key])) continue;
      ops.push({ op: 'upd', inst: id, prop: FIELD_PROPS[key], val: stored(key, node[key]) });
    }
    if (elementName(node) !== elementName(old))
      ops.push({ op: 'upd', inst: id, prop: PROP.name, val: elementName(node) });
  }
  ops.push(...orderWrites(documentId, before, result, nodes));
  for (const id of result.deleted) if (previous.has(id)) ops.push({ op: 'del', inst: id, del_force: true });
  const requests: DataRequest[] = [];
  for (let i = 0; i < ops.length; i += OPS_PER_REQUEST)
    requests.push({ act: 'set_data', data: ops.slice(i, i + OPS_PER_REQUEST) });
  return requests;
}

/** The container and `next` of every element whose place changed, from each touched container's chain diff. */
function orderWrites(
  documentId: string,
  before: readonly StoredElement[],
  result: DiffResult,
  nodes: Map<string, { node: ElementState }>,
): SetOp[] {
  const ops: SetOp[] = [];
  for (const containerId of result.touched) {
    const container = nodes.get(containerId)?.node;
    if (!container) continue; // deleted afterwards
    const records = before
      .filter((e) => (e.container ?? documentId) === containerId)
      .map((e) => ({ id: e.id, element: e.id, next: e.next }));
    const changes = chainDiff(
      records,
      container.children.map((c) => c.id),
    );
    const parentValue = containerId === documentId ? null : containerId;
    for (const record of changes.create) {
      ops.push({ op: 'upd', inst: record.id, prop: SDOC_PROP.container, val: parentValue });
      ops.push({ op: 'upd', inst: record.id, prop: SDOC_PROP.next, val: record.next });
    }
    for (const record of changes.update)
      ops.push({ op: 'upd', inst: record.id, prop: SDOC_PROP.next, val: record.next });
  }
  return ops;
}
