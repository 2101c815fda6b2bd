/** The component kind id of the callout in structured documents. */
export const CALLOUT_KIND = 'callout';

/**
 * Where a callout may be placed: the content-holder row of domain.md §5 "Structured document
 * containers" — document, column, section, ordered or unordered list, table cell, composer.
 * Kind ids are the spec's names in camelCase.
 */
export const CALLOUT_ALLOWED_IN = [
  'document',
  'column',
  'section',
  'orderedList',
  'unorderedList',
  'tableCell',
  'composer',
] as const;

/** The message-bar intents a callout can take. */
export const TONES = ['info', 'success', 'warning', 'error'] as const;
/** One of {@link TONES}. */
export type Tone = (typeof TONES)[number];

/** What a callout shows. */
export interface Callout {
  tone: Tone;
  text: string;
}

/** Reads a callout from the element's content and settings; anything unknown falls back to info. */
export function readCallout(content: string | undefined, settings: Record<string, unknown> | undefined): Callout {
  const tone = settings?.tone;
  return { tone: (TONES as readonly unknown[]).includes(tone) ? (tone as Tone) : 'info', text: content ?? '' };
}
