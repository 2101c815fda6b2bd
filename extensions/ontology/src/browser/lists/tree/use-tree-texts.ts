import { useLayoutEffect, useReducer } from 'react';
import { useExtensionId, useT } from '@ontobench/sdk';
import { en } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';

const TEXTS: Record<string, Record<string, string>> = { ru, en };

/**
 * Adds the tree's texts (`classTree.*`) to the area's namespace, in the language in use, when the class
 * list's chunk first draws. Why not in the area's `i18n/ru.ts`: that chunk is fetched by every page with
 * the main menu, and the home page's size budget (docs/benchmarks.md) had no room left for 2 kB of
 * texts only this route shows; here they ride in the route's own lazy chunk. The area's bundle for the
 * language is there before the route renders (TextsReady) and before a language switch lands, so the
 * merge never stands in for a missing bundle. Answers whether the texts are in; until then (one layout
 * effect, before paint) the caller draws nothing, so no raw key shows.
 */
export function useTreeTexts(): boolean {
  const { i18n } = useT();
  const ns = useExtensionId() ?? 'ontology';
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  const ready = i18n.getResource(language, ns, 'classTree.label') !== undefined;
  useLayoutEffect(() => {
    if (ready || !i18n.hasResourceBundle(language, ns)) return;
    i18n.addResourceBundle(language, ns, { classTree: TEXTS[language] ?? ru }, true, false);
    rendered();
  }, [i18n, language, ns, ready]);
  return ready;
}
