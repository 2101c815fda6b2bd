import type { pagesRu } from './pages.ru.ts';

/** The decision tables' page texts, namespace `dmn.pages`. */
export const pagesEn: typeof pagesRu = {};
