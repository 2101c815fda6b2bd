import {
  inChunks,
  inIds,
  instanceRows,
  rowText,
  rowTexts,
  rowValue,
  filterLiteral,
  type GetDataReply,
  type InstanceRow,
} from '@ontobench/sdk/common';
import type { DataReader } from '@ontobench/sdk/node';
import type { ElementFields, NumberingStrategy } from '../../common/api.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../common/schema.ts';

/** An element as stored: its fields, its container (null: the document itself) and the next in that container. */
export interface StoredElement extends ElementFields {
  id: string;
  kind: string;
  container: string | null;
  next: string | null;
}

/** The element fields get_data reads. */
export const ELEMENT_FIELDS = [
  SDOC_PROP.title,
  SDOC_PROP.kind,
  SDOC_PROP.container,
  SDOC_PROP.next,
  SDOC_PROP.settings,
  SDOC_PROP.content,
  SDOC_PROP.numberingStrategy,
  SDOC_PROP.startNumber,
  SDOC_PROP.numberingSetAlias,
  SDOC_PROP.highlight,
  SDOC_PROP.logicalLevel,
  SDOC_PROP.disabled,
  SDOC_PROP.extraClasses,
] as const;

const STRATEGIES: readonly string[] = ['none', 'start', 'continue', 'inherit'];

/** Settings JSON as an object; a value that does not parse is no settings (§8: logged and skipped by the caller). */
export function parseSettings(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function numberOrNull(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return value !== null && value !== undefined && Number.isFinite(n) ? n : null;
}

/** One get_data row of the Element class as a stored element. */
export function elementOf(row: InstanceRow): StoredElement {
  const strategy = rowText(row, SDOC_PROP.numberingStrategy);
  return {
    id: row.id,
    kind: rowText(row, SDOC_PROP.kind) ?? 'paragraph',
    container: rowText(row, SDOC_PROP.container),
    next: rowText(row, SDOC_PROP.next),
    title: rowText(row, SDOC_PROP.title) ?? '',
    content: rowText(row, SDOC_PROP.content) ?? '',
    settings: parseSettings(rowText(row, SDOC_PROP.settings)),
    numberingStrategy: strategy && STRATEGIES.includes(strategy) ? (strategy as NumberingStrategy) : null,
    startNumber: numberOrNull(rowValue(row, SDOC_PROP.startNumber)),
    numberingSetAlias: rowText(row, SDOC_PROP.numberingSetAlias),
    highlight: rowValue(row, SDOC_PROP.highlight) === true,
    logicalLevel: numberOrNull(rowValue(row, SDOC_PROP.logicalLevel)),
    disabled: rowValue(row, SDOC_PROP.disabled) === true,
    extraClasses: rowTexts(row, SDOC_PROP.extraClasses),
  };
}

/** The largest document the area reads in one get_data (the data API's `limit`). */
export const MAX_ELEMENTS = 10_000;

/** Every element of a document, in no particular order (the caller orders them by their chains). */
export async function readElements(read: DataReader, documentId: string): Promise<StoredElement[]> {
  const reply = (await read({
    act: 'get_data',
    class: SDOC_CLASS.Element,
    filter: `[${SDOC_PROP.elementDocument}] = ${filterLiteral(documentId)}`,
    fields: ELEMENT_FIELDS.map((prop) => ({ prop })),
    limit: MAX_ELEMENTS,
  })) as GetDataReply;
  return instanceRows(reply).map(elementOf);
}

/** The documents the elements belong to: elementId → documentId (§7 the owning-document lookup). */
export async function owningDocuments(read: DataReader, elementIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await inChunks(elementIds, async (chunk) =>
    instanceRows(
      (await read({
        act: 'get_data',
        class: SDOC_CLASS.Element,
        filter: inIds('id', chunk),
        fields: [{ prop: SDOC_PROP.elementDocument }],
        limit: chunk.length,
      })) as GetDataReply,
    ),
  );
  const out = new Map<string, string>();
  for (const row of rows) {
    const doc = rowText(row, SDOC_PROP.elementDocument);
    if (doc) out.set(row.id, doc);
  }
  return out;
}
