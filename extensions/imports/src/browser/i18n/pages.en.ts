import { pages as csv } from '../csv/i18n.en.ts';
import { pages as excel } from '../excel/i18n.en.ts';
import type { pagesRu } from './pages.ru.ts';

export const pagesEn: typeof pagesRu = { csv, excel };
