import type { labels as ru } from './labels.ru.ts';

/** The workflows part's labels in English. */
export const labels: typeof ru = {};
