import type { ru } from './ru.ts';

/** English texts: the same keys as the Russian set (a missing key is a type error). */
export const en: typeof ru = {
  label: 'Callout',
  empty: 'Empty callout',
  text: 'Callout text',
  tone: 'Tone',
  tones: { info: 'Information', success: 'Success', warning: 'Warning', error: 'Error' },
};
