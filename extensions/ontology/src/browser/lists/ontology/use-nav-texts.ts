import { useEffect, useState } from 'react';
import { Services, useService } from '@ontobench/sdk';
import { navEn } from './i18n/en.ts';
import { navRu } from './i18n/ru.ts';

const NAMESPACE = 'ontology';
const TEXTS: Record<string, object> = { ru: navRu, en: navEn };

/**
 * Adds the texts of the ontology-fields dialog and the map-view lists to the area's namespace before the
 * first render that uses them. They come with this chunk because the area's main texts are fetched by
 * the home page, whose size budget has no room (docs/ontology-lists.md). Only languages whose namespace
 * is loaded get them (adding to one not loaded yet would keep its loader from running); a language
 * loaded later (a switch) gets them on i18next's `loaded` event.
 */
export function useNavTexts(): void {
  const i18n = useService(Services.I18n);
  const add = () => {
    for (const [language, texts] of Object.entries(TEXTS))
      if (i18n.hasResourceBundle(language, NAMESPACE)) i18n.addResourceBundle(language, NAMESPACE, texts, true, false);
  };
  useState(add);
  useEffect(() => {
    i18n.on('loaded', add);
    return () => i18n.off('loaded', add);
    // `add` reads only `i18n`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n]);
}
