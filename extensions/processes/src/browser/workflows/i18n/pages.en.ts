import type { pages as ru } from './pages.ru.ts';

/** The workflows part's page texts in English. */
export const pages: typeof ru = {};
