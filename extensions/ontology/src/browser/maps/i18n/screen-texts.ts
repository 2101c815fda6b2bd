import { useEffect, useState } from 'react';
import { Services, useService } from '@ontobench/sdk';
import { screenEn } from './screen.en.ts';
import { screenRu } from './screen.ru.ts';

const NAMESPACE = 'ontology';
const TEXTS: Record<string, object> = { ru: { maps: screenRu }, en: { maps: screenEn } };
/** A key of these texts: present once they are added. */
const PROBE = 'maps.loading';

/** The part of i18next used here. */
interface Bundles {
  hasResourceBundle(language: string, namespace: string): boolean;
  getResource(language: string, namespace: string, key: string): unknown;
  addResourceBundle(language: string, namespace: string, texts: object, deep: boolean, overwrite: boolean): unknown;
}

/**
 * Adds the texts once to each language whose namespace is loaded. Never to one not yet loaded (that
 * would stop its load), and never twice: adding fires i18next's 'added', which gives every useT a new
 * `t` and so re-runs the effects depending on it (a map would load again, for ever).
 */
function addLoaded(i18n: Bundles): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (i18n.hasResourceBundle(language, NAMESPACE) && i18n.getResource(language, NAMESPACE, PROBE) === undefined)
      i18n.addResourceBundle(language, NAMESPACE, texts, true, false);
}

/**
 * Makes the map screens' texts available; every map page calls it first, before it renders any of
 * them. They live in the map chunk because the area's main texts are fetched by the home page, whose
 * size budget has no room (docs/ontology-maps.md). A language loaded later (a switch) gets them when
 * i18next says.
 */
export function useMapTexts(): void {
  const i18n = useService(Services.I18n);
  useState(() => addLoaded(i18n));
  useEffect(() => {
    const onLoaded = () => addLoaded(i18n);
    i18n.on('loaded', onLoaded);
    return () => i18n.off('loaded', onLoaded);
  }, [i18n]);
}
