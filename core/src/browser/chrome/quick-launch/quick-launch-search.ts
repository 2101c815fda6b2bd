import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import type { GetDataReply } from '../../../common/data-api.ts';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import type { QuickLaunchKindContribution } from '../../kernel/contributions.ts';
import type { Registered } from '../../kernel/registry.ts';
import type { DataClient } from '../../services/shell-contracts.ts';
import { filterLiteral } from '../../../common/filter-literal.ts';
import type { QuickLaunchRow } from './quick-launch-row.ts';

type Kind = Registered<QuickLaunchKindContribution>;

export type { QuickLaunchRow } from './quick-launch-row.ts';
export { openPath } from './quick-launch-row.ts';
export { rowLabel } from './row-label.ts';

/** Hits of a kind's own search outrank every claim of the generic search (see `claimRank`). */
const OWN_SEARCH_RANK = 3;

/** Objects whose name contains the text; a non-administrator only their own (spec shell §2). */
export function quickLaunchFilter(text: string, isAdmin: boolean): string {
  const byName = `[name] ~ ${filterLiteral(text)}`;
  return isAdmin ? byName : `${byName} and [author] = #user#`;
}

/** The kind for an object's class: one that names the class, else the one whose search found it (a subclass). */
export function kindFor(kinds: readonly Kind[], inheritsId: string | null, foundBy: Kind): Kind | undefined {
  if (!inheritsId) return undefined;
  return kinds.find((k) => k.classIds.includes(inheritsId)) ?? foundBy;
}

/**
 * How specifically a search claims an object, so the most specific kind opens it: a kind that names the
 * object's very class (2) beats one that found it through a class of its own (1), which beats a generic
 * kind that searches the root class every object has (0), like home's `object`.
 */
export function claimRank(kind: QuickLaunchKindContribution, inheritsId: string | null, searched: string): number {
  if (inheritsId && kind.classIds.includes(inheritsId)) return 2;
  return searched === CLASS.Class ? 0 : 1;
}

function rowsOf(
  reply: GetDataReply,
): { id: string; name: string; inheritsId: string | null; className: string | null }[] {
  const byRow = new Map<number, { id: string; name: string; inheritsId: string | null; className: string | null }>();
  for (const cell of reply.rows) {
    const row = byRow.get(cell.row) ?? { id: cell.inst, name: '', inheritsId: null, className: null };
    if (cell.from === undefined && cell.prop === PROP.name) row.name = String(cell.val ?? '');
    if (cell.from === undefined && cell.prop === PROP.class && cell.val !== null) {
      row.inheritsId = String(cell.val);
      row.className = cell.cap;
    }
    byRow.set(cell.row, row);
  }
  return [...byRow.values()].filter((r) => r.id);
}

/**
 * Searches the classes every registered quick-launch kind opens (one get_data per class, side by side),
 * runs the kinds' own searches beside them, and merges the results by name. The server applies its
 * access rules on top.
 */
export async function searchObjects(
  data: DataClient,
  kinds: readonly Kind[],
  text: string,
  isAdmin: boolean,
  signal?: AbortSignal,
): Promise<QuickLaunchRow[]> {
  const limit = SHELL_CONSTANTS.quickLaunchResultLimit;
  const filter = quickLaunchFilter(text, isAdmin);
  // A kind with a search of its own is not searched generically; its classes still name it the opener.
  const searches = kinds
    .filter((kind) => !kind.search)
    .flatMap((kind) =>
      [...new Set(kind.classIds)].map(async (classId) => {
        const reply = await data.getData({ class: classId, fields: [{ prop: PROP.class }], filter, limit }, { signal });
        return rowsOf(reply).map((r) => {
          const opener = kindFor(kinds, r.inheritsId, kind);
          return { row: { ...r, kind: opener }, rank: opener ? claimRank(opener, r.inheritsId, classId) : -1 };
        });
      }),
    );
  const own = kinds.map(async (kind) => {
    if (!kind.search) return [];
    const hits = await kind.search(data, { text, onlyOwn: !isAdmin, limit, signal });
    return hits.map((hit) => ({
      row: {
        id: hit.id,
        name: hit.name,
        inheritsId: hit.inheritsId,
        className: null,
        kind,
        open: hit.open,
        labelKey: hit.labelKey,
        detail: hit.detail,
      },
      rank: OWN_SEARCH_RANK,
    }));
  });
  const found = (await Promise.all([...searches, ...own])).flat();
  // One row per object: the most specific claim wins, whatever order the kinds were registered in.
  const best = new Map<string, { row: QuickLaunchRow; rank: number }>();
  for (const entry of found) {
    const seen = best.get(entry.row.id);
    if (!seen || entry.rank > seen.rank) best.set(entry.row.id, entry);
  }
  const unique = new Map([...best].map(([id, entry]) => [id, entry.row]));
  // Same names side by side, told apart by their detail (the ontology).
  const byName = (a: QuickLaunchRow, b: QuickLaunchRow) =>
    a.name.localeCompare(b.name, 'ru') || (a.detail ?? '').localeCompare(b.detail ?? '', 'ru');
  return [...unique.values()].sort(byName).slice(0, limit);
}
