import type { BatchResolve, StoreIndex } from '@ontobench/sdk/node';
import type { ReferenceKey } from '../../common/api.ts';
import { referenceKey, type ResolvedTerm } from '@ontobench/sdk/common';
import type { Reference } from '@ontobench/sdk/common';
import type { Reader } from '../content/read.ts';
import { MAX_REFS, resolveTermsByKey, termKey } from './resolve.ts';

/** A `Resolve` that can also be handed every reference of a document first, to ask for them in batches. */
export type DocumentResolve = BatchResolve;

const keyOf = (ref: Reference): ReferenceKey => ({ kind: ref.kind, id: ref.id, secondId: ref.second ?? null });

/**
 * A `Resolve` for `expandReferences` on the server (the .docx): references resolved as the reader's user,
 * each reference key asked once however often the document names it, in batches of MAX_REFS.
 */
export function termResolver(index: StoreIndex, read: Reader): DocumentResolve {
  const known = new Map<string, ResolvedTerm | null>();
  const fetch = async (refs: readonly Reference[]): Promise<void> => {
    const missing = new Map<string, ReferenceKey>();
    for (const ref of refs) {
      const key = keyOf(ref);
      if (!known.has(termKey(key))) missing.set(termKey(key), key);
    }
    const keys = [...missing.values()];
    for (let i = 0; i < keys.length; i += MAX_REFS) {
      const batch = keys.slice(i, i + MAX_REFS);
      const found = await resolveTermsByKey(index, read, batch);
      for (const key of batch) known.set(termKey(key), found.get(termKey(key)) ?? null);
    }
  };
  const resolve = async (refs: readonly Reference[]) => {
    await fetch(refs);
    const out = new Map<string, ResolvedTerm>();
    for (const ref of refs) {
      const term = known.get(termKey(keyOf(ref)));
      if (term) out.set(referenceKey(ref), term);
    }
    return out;
  };
  return Object.assign(resolve, { prefetch: fetch });
}

/** For public pages and their .docx: nothing is looked up, so each reference shows its display name only. */
export const resolveNothing: DocumentResolve = Object.assign(async () => new Map<string, ResolvedTerm>(), {
  prefetch: async () => undefined,
});
