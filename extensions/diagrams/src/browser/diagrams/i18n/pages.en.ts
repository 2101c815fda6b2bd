import type { pages as ru } from './pages.ru.ts';

/** The diagrams part's page texts (namespace `diagrams.pages`, key `diagrams`). */
export const pages: typeof ru = {};
