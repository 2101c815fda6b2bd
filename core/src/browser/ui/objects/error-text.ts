import type { i18n as I18n } from 'i18next';

/**
 * A data API error as the §8 text (heading, then bullet lines), a set_data refusal translated the way the
 * object form says it ("Поле «…»: текст слишком длинный") instead of the server's English, for a page
 * that writes without the object form (an editor of its own). Async: the refusal texts are the object
 * UI's lazy chunk, never the entry's; `i18n` is the page's (`useT().i18n`), for its language;
 * `fieldLabel` names the field as the page shows it (else the property's stored name).
 */
export async function translatedError(
  i18n: I18n,
  error: unknown,
  heading: string,
  fieldLabel?: string,
): Promise<string> {
  const { OBJECTS_NAMESPACE, ensureTexts, translatedErrorText } = await import('./form-texts.ts');
  ensureTexts(i18n);
  return translatedErrorText(
    i18n.getFixedT(i18n.language === 'en' ? 'en' : 'ru', OBJECTS_NAMESPACE),
    error,
    heading,
    fieldLabel,
  );
}
