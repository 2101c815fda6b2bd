import type { Resolve } from '@ontobench/sdk/common';
import type { ElementState } from '../api.ts';
import { walk } from '../tree.ts';
import { bibliographyEntries } from './reference-lists.ts';

/**
 * Citations (issue 16 item 5): a `:bibliography-<id>` reference (§5 reference syntax) to an item of the
 * document's own bibliography is found in the document: shown as its number `[n]` (or its display name)
 * and linked to the item (`#b-<id>`, generated.ts).
 */

/** Each bibliography item's number in its bibliography (sorted, reference-lists.ts). */
export function citationNumbers(root: ElementState): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const { node } of walk(root))
    if (node.kind === 'bibliography' && !node.disabled)
      for (const e of bibliographyEntries(node)) numbers.set(e.id, e.number);
  return numbers;
}

/** The resolution with the document's own bibliography items found as their numbers; the rest asked of `resolve`. */
export function citing(resolve: Resolve, citations: ReadonlyMap<string, number>): Resolve {
  if (citations.size === 0) return resolve;
  const own = (r: { kind: string; id: string }) => r.kind === 'bibliography' && citations.has(r.id);
  return async (refs) => {
    const others = refs.filter((r) => !own(r));
    const found = new Map(others.length > 0 ? await resolve(others) : []);
    for (const r of refs) if (own(r)) found.set(r.id, { id: r.id, name: `[${citations.get(r.id)}]` });
    return found;
  };
}

/** The address of a reference's target: the item of the document's bibliography, else `hrefOf`'s. */
export function citationHref(
  citations: ReadonlyMap<string, number>,
  hrefOf: (kind: string, id: string) => string | null,
): (kind: string, id: string) => string | null {
  return (kind, id) => (kind === 'bibliography' && citations.has(id) ? `#b-${id}` : hrefOf(kind, id));
}
