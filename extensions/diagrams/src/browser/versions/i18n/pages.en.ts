import type { pages as ru } from './pages.ru.ts';

/** The versions part's page texts (namespace `diagrams.pages`, key `versions`). */
export const pages: typeof ru = {};
