import type { pages as ru } from './pages.ru.ts';

/** The graphs part's page texts (namespace `diagrams.pages`, key `graphs`). */
export const pages: typeof ru = {};
