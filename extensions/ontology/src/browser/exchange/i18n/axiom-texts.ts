import { Services, useService } from '@ontobench/sdk';

/**
 * Texts of the axioms (issue 14 item 6), under `exchange.axioms.*` of the `ontology` namespace. They are
 * added when the import dialog or the axioms view first renders, not with the extension's texts: those
 * are fetched by the home page, whose size budget has no room left.
 */
const TEXTS = {
  ru: {
    kept: 'Сохранено как аксиомы онтологии (только чтение, возвращаются при экспорте): {{count}}',
    lost: 'Не сохранено утверждений с {{predicate}}: {{count}}',
    title: 'Аксиомы онтологии',
    hint: 'Утверждения исходного файла, для которых в редакторе нет места: хранятся с онтологией и записываются при экспорте.',
    none: 'Аксиом нет',
  },
  en: {
    kept: 'Kept as axioms of the ontology (read-only, written back on export): {{count}}',
    lost: 'Statements with {{predicate}} not kept: {{count}}',
    title: 'Ontology axioms',
    hint: 'Statements of the source file the editor has no place for: kept with the ontology and written on export.',
    none: 'No axioms',
  },
} as const;

const NS = 'ontology';
const watched = new WeakSet<object>();

type I18n = ReturnType<typeof useI18n>;
const useI18n = () => useService(Services.I18n);

/** Only into a language the extension's texts already hold: an early bundle would stop them loading. */
function addTo(i18n: I18n, lng: string): void {
  const texts = TEXTS[lng as keyof typeof TEXTS];
  if (!texts || !i18n.hasResourceBundle(lng, NS) || i18n.getResource(lng, NS, 'exchange.axioms.title') !== undefined)
    return;
  i18n.addResourceBundle(lng, NS, { exchange: { axioms: texts } }, true, false);
}

/**
 * Adds the axioms' texts to the shell's i18n (synchronously, before the caller's first `t`), and again
 * whenever the extension's texts of a language arrive (a language switch).
 */
export function useAxiomTexts(): void {
  const i18n = useI18n();
  if (watched.has(i18n)) return;
  watched.add(i18n);
  for (const lng of Object.keys(TEXTS)) addTo(i18n, lng);
  i18n.store.on('added', (lng: string, ns: string) => {
    if (ns === NS) addTo(i18n, lng);
  });
}
