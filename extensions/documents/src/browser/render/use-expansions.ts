import { useEffect, useState } from 'react';
import type { Expanded } from '@ontobench/sdk/common';
import type { DocNode } from '../../common/api.ts';
import { documentTexts, expandTexts, resolveLevels, type FetchTerms } from './references.ts';

/**
 * The document's references expanded: every text collected first, then one resolve call per depth
 * level (references.ts). Null while that runs (references show their display names meanwhile). Without
 * `fetchTerms` (a public page: a visitor may not resolve terms) references show their display names,
 * or a dash. A failed call leaves them so too, and says why in the console: the text is still readable.
 */
export function useExpansions(
  doc: DocNode | null,
  fetchTerms: FetchTerms | null,
): ReadonlyMap<string, Expanded[]> | null {
  const [state, setState] = useState<{ doc: DocNode | null; expansions: ReadonlyMap<string, Expanded[]> | null }>({
    doc: null,
    expansions: null,
  });
  useEffect(() => {
    let live = true;
    const texts = documentTexts(doc);
    const none = new Map();
    const found =
      texts.length === 0 || !fetchTerms
        ? Promise.resolve(none)
        : resolveLevels(texts, fetchTerms).catch((error: unknown) => {
            console.warn('documents: references could not be resolved', error);
            return none;
          });
    void found.then((terms) => expandTexts(texts, terms)).then((expansions) => live && setState({ doc, expansions }));
    return () => {
      live = false;
    };
  }, [doc, fetchTerms]);
  return state.doc === doc ? state.expansions : null;
}
