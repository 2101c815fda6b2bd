import type { pages as ru } from './pages.ru.ts';

/** The board part's page texts in English. */
export const pages: typeof ru = {};
