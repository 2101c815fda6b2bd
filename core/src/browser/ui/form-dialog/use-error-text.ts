import { useCallback } from 'react';
import { useT } from '../use-t.ts';

/** An error as the interface says it: a refusal translated, any other error as shell.md §8's text. */
export interface ErrorText {
  /** shell.md §8's text: the heading, then the refusal translated (or the server's lines). */
  text: string;
  /** The refusal alone, as a sentence naming its field; null when the error is no refusal this client can say. */
  line: string | null;
  /** The refusal's text for under its own field (the field's label beside it), when it names one. */
  atField: string | null;
  /** The property the refusal is about, if any. */
  field: string | null;
}

/**
 * Translates the error of a write outside a form dialog (an editor that saves on change, an editor of
 * its own): the refusal machinery of the object form (common/validation/refusals.ts, form-texts.ts),
 * fetched with its texts only when an error is there to say, so the SDK's first page carries none of
 * it. `fieldLabel` names the field as the page shows it (else the property's stored name).
 */
export function useErrorText(): (error: unknown, heading: string, fieldLabel?: string) => Promise<ErrorText> {
  const { i18n } = useT();
  return useCallback(
    async (error, heading, fieldLabel) => {
      const texts = await import('../objects/form-texts.ts');
      const language = i18n.language === 'en' ? 'en' : 'ru';
      const ft = texts.objectsT(i18n, language);
      const refusal = texts.refusalIn(error);
      const text = texts.translatedErrorText(ft, error, heading, fieldLabel);
      const line = refusal ? texts.refusalText(ft, refusal) || null : null;
      return {
        text,
        line,
        atField: refusal?.field ? texts.refusalAtField(ft, refusal, language) : null,
        field: refusal?.field ?? null,
      };
    },
    [i18n],
  );
}
