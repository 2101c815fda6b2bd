import type { NumberingDefinition } from 'docx';
import { listLevels } from '@ontobench/sdk/node';

/** The document's two kinds of list; each list of the content is an instance of one, numbered from 1. */
export const BULLET_LIST = 'ob-bullet';
export const NUMBERED_LIST = 'ob-number';

/** The list a node stands for: a numbered list with `start` (TipTap's `orderedList.start`) gets its own definition. */
export function listReference(type: string, start: unknown): string | NumberingDefinition {
  if (type !== 'orderedList') return BULLET_LIST;
  const from = Number(start);
  if (!Number.isInteger(from) || from <= 1 || from > 32767) return NUMBERED_LIST;
  return { reference: `${NUMBERED_LIST}-from-${from}`, levels: listLevels(true, from) };
}
