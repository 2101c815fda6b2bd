import { comparePublications, type CompareRow, type ElementChange } from '../../common/compare.ts';
import type { Publication } from '../viewer/api.ts';

/** The changes a compare counts and marks (a same row is neither). */
export const CHANGES: readonly Exclude<ElementChange, 'same'>[] = ['added', 'removed', 'changed', 'moved'];

/** Two publications of one document compared: which is older, the rows and how many of each change. */
export interface CompareView {
  older: Publication;
  newer: Publication;
  rows: CompareRow[];
  counts: Record<Exclude<ElementChange, 'same'>, number>;
}

/**
 * Compares two publications of `documentId` (issue 16 item 7): the older one (by publication time) is
 * "before", whatever the order the link names them in. Null when either is not of the document or froze
 * no state: for the page, a compare that does not exist.
 */
export function compareView(documentId: string, a: Publication, b: Publication): CompareView | null {
  if (a.documentId !== documentId || b.documentId !== documentId || !a.state || !b.state) return null;
  const [older, newer] = (a.createdAt ?? '') <= (b.createdAt ?? '') ? [a, b] : [b, a];
  const rows = comparePublications(older.state!.root, newer.state!.root);
  const counts = { added: 0, removed: 0, changed: 0, moved: 0 };
  for (const row of rows) if (row.change !== 'same') counts[row.change] += 1;
  return { older, newer, rows, counts };
}

/** The rows shown: all, or the changed ones only ("only changes"). */
export const visibleRows = (rows: readonly CompareRow[], onlyChanges: boolean): CompareRow[] =>
  onlyChanges ? rows.filter((r) => r.change !== 'same') : [...rows];

/** The text of an element a compare row shows: its title and its content, shortened. */
export function elementText(node: CompareRow['before'], max = 300): string {
  if (!node) return '';
  const text = [node.title, node.content].filter(Boolean).join(' — ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
