import {
  filterLiteral,
  instanceRows,
  PROP,
  rowRefs,
  rowText,
  rowValue,
  UUID_PATTERN,
  type GetDataReply,
  type InstanceRow,
} from '@ontobench/sdk/common';
import { HttpError, type DataReader } from '@ontobench/sdk/node';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';
import {
  NOTATION_SHAPES,
  type NotationDto,
  type NotationElementDto,
  type NotationInput,
  type NotationShape,
} from '../../common/notation/api.ts';
import { NOTATION_PROP as P } from '../../common/notation/schema.ts';

/** One answer for a notation that does not exist and one the user may not read. */
export const NOTATION_NOT_FOUND = 'Нотация не найдена';

/** The element fields read and written, besides the name. */
const ELEMENT_FIELDS = [
  P.notation,
  P.elementClass,
  P.elementCode,
  P.layer,
  P.shape,
  P.colour,
  P.style,
  P.isConnector,
  P.minIncoming,
  P.maxIncoming,
  P.minOutgoing,
  P.maxOutgoing,
  P.allowedTargets,
  P.disableReflexiveEdges,
  P.position,
];

/** The id of a path as the store writes it, or a 404 (a malformed id is a notation nobody can read). */
export function checkNotationId(id: unknown): string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new HttpError(404, NOTATION_NOT_FOUND);
  return id.toLowerCase();
}

/** The notations `read`'s user may read (all of them, or the one with `id`). */
export async function readNotationRows(read: DataReader, id?: string): Promise<InstanceRow[]> {
  const reply = (await read({
    act: 'get_data',
    class: DIAGRAMS_CLASS.Notation,
    ...(id ? { filter: `[id] = ${filterLiteral(id)}` } : {}),
    fields: [{ prop: PROP.author }],
    limit: 1000,
  })) as GetDataReply;
  return instanceRows(reply);
}

/** The notation as the user sees it, or a 404. */
export async function readNotationRow(read: DataReader, id: string): Promise<InstanceRow> {
  const row = (await readNotationRows(read, checkNotationId(id)))[0];
  if (!row) throw new HttpError(404, NOTATION_NOT_FOUND);
  return row;
}

const count = (row: InstanceRow, prop: string): number | null => {
  const value = rowValue(row, prop);
  return value === null ? null : Number(value);
};

function targetsOf(row: InstanceRow): string[] {
  try {
    const list: unknown = JSON.parse(rowText(row, P.allowedTargets) ?? '[]');
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

function elementDto(row: InstanceRow): NotationElementDto {
  const shape = rowText(row, P.shape);
  return {
    id: row.id,
    name: row.name,
    elementClass: rowText(row, P.elementClass) ?? 'bpmn:Task',
    elementCode: rowText(row, P.elementCode) ?? '',
    layer: rowText(row, P.layer),
    shape: (NOTATION_SHAPES as readonly string[]).includes(shape ?? '') ? (shape as NotationShape) : 'rectangle',
    colour: rowText(row, P.colour),
    style: rowText(row, P.style),
    isConnector: rowValue(row, P.isConnector) === true,
    minIncoming: count(row, P.minIncoming),
    maxIncoming: count(row, P.maxIncoming),
    minOutgoing: count(row, P.minOutgoing),
    maxOutgoing: count(row, P.maxOutgoing),
    allowedTargets: targetsOf(row),
    disableReflexiveEdges: rowValue(row, P.disableReflexiveEdges) === true,
  };
}

/**
 * The elements of the notations, by notation, in palette order. Read with `unrestricted`: the caller has
 * read the notations as the user, and whoever may read a notation may read its elements (they follow it).
 */
export async function readElements(
  unrestricted: DataReader,
  notationIds: readonly string[],
): Promise<Map<string, NotationElementDto[]>> {
  const byNotation = new Map<string, NotationElementDto[]>(notationIds.map((id) => [id, []]));
  if (notationIds.length === 0) return byNotation;
  const reply = (await unrestricted({
    act: 'get_data',
    class: DIAGRAMS_CLASS.NotationElement,
    filter: `[${P.notation}] in (${notationIds.map(filterLiteral).join(', ')})`,
    fields: ELEMENT_FIELDS.map((prop) => ({ prop })),
    limit: 10_000,
  })) as GetDataReply;
  const rows = instanceRows(reply).sort((a, b) => (count(a, P.position) ?? 0) - (count(b, P.position) ?? 0));
  for (const row of rows) byNotation.get(rowRefs(row, P.notation)[0]?.id ?? '')?.push(elementDto(row));
  return byNotation;
}

/**
 * A stored notation as the calls carry it. `edit`: the notation is writable (author, administrator, a
 * non-reader assignment); its elements follow it (the diagrams' access policy `partsOf`), so whoever may
 * change the notation changes every element in it, whoever made them.
 */
export function notationDto(row: InstanceRow, elements: NotationElementDto[]): NotationDto {
  return {
    id: row.id,
    name: row.name,
    author: rowRefs(row, PROP.author)[0]?.id ?? null,
    access: row.readonly ? 'read' : 'edit',
    elements,
  };
}

/** The element's values as set_data operations on `inst` (every field: a replace is whole). */
function elementWrites(inst: string, notation: string, e: NotationInput['elements'][number], position: number) {
  const upd = (prop: string, val: unknown) => ({ op: 'upd', inst, prop, val });
  return [
    upd(P.notation, notation),
    upd(P.elementClass, e.elementClass),
    upd(P.elementCode, e.elementCode),
    upd(P.layer, e.layer),
    upd(P.shape, e.shape),
    upd(P.colour, e.colour),
    upd(P.style, e.style),
    upd(P.isConnector, e.isConnector),
    upd(P.minIncoming, e.minIncoming),
    upd(P.maxIncoming, e.maxIncoming),
    upd(P.minOutgoing, e.minOutgoing),
    upd(P.maxOutgoing, e.maxOutgoing),
    upd(P.allowedTargets, JSON.stringify(e.allowedTargets)),
    upd(P.disableReflexiveEdges, e.disableReflexiveEdges),
    upd(P.position, position),
  ];
}

/**
 * The set_data operations that make the notation `id` hold exactly `input` (one transaction: all or
 * nothing): its name; the elements whose id it already has are changed, the others created, and the ones
 * the input leaves out deleted. `existing` are its stored element ids (new notation: none); an input id
 * that is not among them is refused, so a PUT cannot take over another notation's element.
 */
export function notationWrites(id: string, isNew: boolean, input: NotationInput, existing: readonly string[]) {
  const known = new Set(existing);
  for (const e of input.elements)
    if (e.id && !known.has(e.id)) throw new HttpError(400, `Элемент «${e.name}»: такого элемента нет в этой нотации`);
  const kept = new Set(input.elements.flatMap((e) => (e.id ? [e.id] : [])));
  const data: Record<string, unknown>[] = [
    isNew
      ? { op: 'new', class: DIAGRAMS_CLASS.Notation, name: input.name, inst: id }
      : { op: 'upd', inst: id, prop: PROP.name, val: input.name },
  ];
  for (const gone of existing) if (!kept.has(gone)) data.push({ op: 'del', inst: gone });
  input.elements.forEach((e, position) => {
    const inst = e.id ?? crypto.randomUUID();
    data.push(
      e.id
        ? { op: 'upd', inst, prop: PROP.name, val: e.name }
        : { op: 'new', class: DIAGRAMS_CLASS.NotationElement, name: e.name, inst },
      ...elementWrites(inst, id, e, position),
    );
  });
  return data;
}
