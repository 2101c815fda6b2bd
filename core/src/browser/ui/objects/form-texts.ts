import { useMemo } from 'react';
import type { TFunction, i18n as I18n } from 'i18next';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { FIELD_MESSAGES, RANGE_DEFAULT_MESSAGE } from '../../../common/validation/field-validator.ts';
import type { Refusal } from '../../../common/validation/refusals.ts';
import { DataApiError, formatErrorText } from '../../data/data-api-error.ts';
import { useT } from '../use-t.ts';
import { formTextsEn } from './form-texts.en.ts';
import { formTextsRu } from './form-texts.ru.ts';
import { objectsEn } from './objects.en.ts';
import { objectsRu } from './objects.ru.ts';

/**
 * The namespace of the object UI's texts (`objects.*`, and the form's refusals, property names and
 * constraints editor): added by the lazy chunks that draw them, never fetched, and not in the shell's
 * bundle, which every first page carries (docs/benchmarks.md, "First-page budget").
 */
export const OBJECTS_NAMESPACE = 'shell-objects';

export function ensureTexts(i18n: I18n): void {
  if (i18n.hasResourceBundle('ru', OBJECTS_NAMESPACE)) return;
  // Silent: a bundle added while a component renders must not make other components render at once.
  // i18next hands its store the options too; its typings leave that sixth argument out.
  const add = i18n.addResourceBundle.bind(i18n) as (...args: unknown[]) => unknown;
  const options = { silent: true, skipCopy: true };
  add('ru', OBJECTS_NAMESPACE, { ...objectsRu, ...formTextsRu }, false, false, options);
  add('en', OBJECTS_NAMESPACE, { ...objectsEn, ...formTextsEn }, false, false, options);
}

/**
 * The object UI's texts in the interface's language: `t('objects.form.save')`,
 * `t('refusal.type.integer', { field })`; `language` ('ru' or 'en') for the field validator's
 * messages; `shellT` for keys of the shell or of the extension whose page draws the component.
 */
export function useObjectsT(): { t: TFunction; shellT: TFunction; language: 'ru' | 'en' } {
  const { t: shellT, i18n } = useT();
  const language = i18n.language === 'en' ? 'en' : 'ru';
  const t = useMemo(() => objectsT(i18n, language), [i18n, language]);
  return { t, shellT: shellT as TFunction, language };
}

/** The object UI's texts in `language`, outside React (an error translated after an await). */
export function objectsT(i18n: I18n, language: 'ru' | 'en'): TFunction {
  ensureTexts(i18n);
  return i18n.getFixedT(language, OBJECTS_NAMESPACE);
}

const PROP_KEYS = new Map<string, string>(Object.entries(PROP).map(([key, id]) => [id, key]));

/** A system property's name in the interface's language (PROP ids), or undefined for other properties. */
export function systemPropertyLabel(ft: TFunction, propId: string): string | undefined {
  const key = PROP_KEYS.get(propId);
  return key ? ft(`prop.${key}`) : undefined;
}

/**
 * A refusal as a sentence naming the field: "Поле «Страниц»: введите целое число"; '' for a code this
 * client has no text for (a newer server's), so the caller shows the server's own text.
 */
export function refusalText(ft: TFunction, refusal: Refusal, fieldLabel?: string): string {
  const p = refusal.params ?? {};
  const field = fieldLabel ?? (refusal.field && systemPropertyLabel(ft, refusal.field)) ?? String(p.field ?? '');
  if (refusal.code === 'field.range' && p.hint === undefined) return ft('refusal.field.rangeNoHint', { field });
  if (refusal.code === 'class.hasInstances') return ft('refusal.class.hasInstances', { count: Number(p.count ?? 0) });
  return ft(`refusal.${refusal.code}`, { ...p, field, defaultValue: '' });
}

/** The refusal as the message under its field (the field's label is already beside it). */
export function refusalAtField(ft: TFunction, refusal: Refusal, language: 'ru' | 'en'): string {
  const texts = FIELD_MESSAGES[language];
  switch (refusal.code) {
    case 'type.integer':
      return texts.integer;
    case 'type.number':
      return texts.number;
    case 'type.date':
      return texts.date;
    case 'field.required':
      return texts.required;
    case 'name.required':
      // The dialogs' own words for an empty name («Введите название»), wherever the name field is.
      return ft('refusal.name.required');
    case 'field.regex':
      return texts.regex;
    case 'constraints.invalid':
      return ft('constraints.notObject');
    case 'field.range':
      return typeof refusal.params?.hint === 'string' ? refusal.params.hint : RANGE_DEFAULT_MESSAGE;
    case 'type.boolean':
    case 'type.file':
    case 'type.string':
    case 'type.tooLong':
      return ft(`refusal.atField.${refusal.code.slice('type.'.length)}`);
    default:
      return refusalText(ft, refusal);
  }
}

/** The refusal a data API error carries, if any. */
export function refusalIn(error: unknown): Refusal | null {
  return error instanceof DataApiError && error.refusal ? error.refusal : null;
}

/**
 * The §8 error text (heading, then bullet lines) with a refusal translated instead of the server's
 * English; any other error as formatErrorText gives it.
 */
export function translatedErrorText(ft: TFunction, error: unknown, heading: string, fieldLabel?: string): string {
  const refusal = refusalIn(error);
  const line = refusal ? refusalText(ft, refusal, fieldLabel) : '';
  return line ? `${heading}\n• ${line}` : formatErrorText(error, heading);
}
