/**
 * The order of a container's elements (domain.md §4): "a linked chain of order records, each pointing to
 * the next; a broken chain gives a warning and the document loads without order". A record belongs to
 * one element; in this area's store the record is the element itself (its `next` property), so a record's
 * id defaults to its element's id. A change of order is saved as the few records that change, never the
 * whole chain (issue 16: "an edit is saved as a diff, not the whole document").
 */

/** One order record: the element it places and the record after it (null at the end). */
export interface OrderRecord {
  id: string;
  element: string;
  next: string | null;
}

/**
 * How a chain is broken: a record points back into the chain (`cycle`), more than one record has no
 * record before it (`twoHeads`), a `next` names no record (`danglingNext`), an element of the container
 * has no record (`missingRecord`), a record places an element the container does not hold
 * (`unknownElement`), two records share an id (`duplicateRecord`) or place the same element
 * (`duplicateElement`).
 */
export type ChainBreak =
  'cycle' | 'twoHeads' | 'danglingNext' | 'missingRecord' | 'unknownElement' | 'duplicateRecord' | 'duplicateElement';

/** A chain read: the elements in order, or why it is broken with the elements in a fallback order. */
export type ChainOrder = { order: string[] } | { broken: ChainBreak; elements: string[] };

function breakOf(records: readonly OrderRecord[], elements?: readonly string[]): ChainBreak | string[] {
  const byId = new Map<string, OrderRecord>();
  const placed = new Set<string>();
  for (const record of records) {
    if (byId.has(record.id)) return 'duplicateRecord';
    if (placed.has(record.element)) return 'duplicateElement';
    byId.set(record.id, record);
    placed.add(record.element);
  }
  if (elements) {
    const held = new Set(elements);
    if (elements.some((e) => !placed.has(e))) return 'missingRecord';
    if (records.some((r) => !held.has(r.element))) return 'unknownElement';
  }
  const pointedTo = new Set<string>();
  for (const { next } of records) {
    if (next === null) continue;
    if (!byId.has(next)) return 'danglingNext';
    pointedTo.add(next);
  }
  const heads = records.filter((r) => !pointedTo.has(r.id));
  if (heads.length > 1) return 'twoHeads';
  if (records.length > 0 && heads.length === 0) return 'cycle';
  const order: string[] = [];
  const seen = new Set<string>();
  for (let at = heads[0]; at; at = at.next === null ? undefined : byId.get(at.next)) {
    if (seen.has(at.id)) return 'cycle';
    seen.add(at.id);
    order.push(at.element);
  }
  // One head, every next known, no repeat on the way, yet records left over: they point round in a ring.
  return order.length === records.length ? order : 'cycle';
}

/**
 * The elements of a container in the chain's order. When the chain is broken, the reason and the
 * elements in a fallback order that does not depend on how the records came: the container's elements
 * as given (`elements`, e.g. by creation), otherwise the records' elements sorted by id.
 */
export function chainToOrder(records: readonly OrderRecord[], elements?: readonly string[]): ChainOrder {
  const result = breakOf(records, elements);
  if (Array.isArray(result)) return { order: result };
  const fallback = elements ? [...new Set(elements)] : [...new Set(records.map((r) => r.element))].sort();
  return { broken: result, elements: fallback };
}

/** The record id of a new record for an element: the element's own id unless told (this area's store). */
export type RecordIdOf = (element: string) => string;

const elementId: RecordIdOf = (element) => element;

/** The chain for elements in this order. */
export function orderToChain(elements: readonly string[], recordId: RecordIdOf = elementId): OrderRecord[] {
  const ids = elements.map(recordId);
  return elements.map((element, i) => ({ id: ids[i]!, element, next: ids[i + 1] ?? null }));
}

/** The record changes that turn one chain into another. */
export interface ChainChanges {
  create: OrderRecord[];
  update: { id: string; next: string | null }[];
  delete: string[];
}

/**
 * The fewest record changes from the stored records to the order `after`: an element keeps its record
 * (only a `next` that differs is updated), an element without one gets a new record, and records of
 * elements no longer there (or a second record of one element) are deleted. Moving one element changes
 * at most three records whatever the length of the chain; a broken chain is mended on the way.
 */
export function chainDiff(
  before: readonly OrderRecord[],
  after: readonly string[],
  recordId: RecordIdOf = elementId,
): ChainChanges {
  if (new Set(after).size !== after.length) throw new Error('an order names an element twice');
  const wanted = new Set(after);
  const kept = new Map<string, OrderRecord>();
  const changes: ChainChanges = { create: [], update: [], delete: [] };
  for (const record of before) {
    if (wanted.has(record.element) && !kept.has(record.element)) kept.set(record.element, record);
    else changes.delete.push(record.id);
  }
  const taken = new Set(before.map((r) => r.id));
  const ids = after.map((element) => {
    const existing = kept.get(element);
    if (existing) return existing.id;
    const id = recordId(element);
    if (taken.has(id)) throw new Error(`record id ${id} is taken`);
    taken.add(id);
    return id;
  });
  after.forEach((element, i) => {
    const next = ids[i + 1] ?? null;
    const existing = kept.get(element);
    if (!existing) changes.create.push({ id: ids[i]!, element, next });
    else if (existing.next !== next) changes.update.push({ id: existing.id, next });
  });
  return changes;
}

/** The records after the changes (what the store holds once a diff is saved). */
export function applyChainChanges(records: readonly OrderRecord[], changes: ChainChanges): OrderRecord[] {
  const deleted = new Set(changes.delete);
  const nextOf = new Map(changes.update.map((u) => [u.id, u.next]));
  return [
    ...records.filter((r) => !deleted.has(r.id)).map((r) => (nextOf.has(r.id) ? { ...r, next: nextOf.get(r.id)! } : r)),
    ...changes.create,
  ];
}
