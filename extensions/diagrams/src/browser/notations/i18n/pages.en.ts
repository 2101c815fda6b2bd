import type { pages as ru } from './pages.ru.ts';

/** The notations part's page texts (namespace `diagrams.pages`, key `notations`). */
export const pages: typeof ru = {};
