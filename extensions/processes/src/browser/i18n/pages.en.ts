import { pages as board } from '../board/i18n/pages.en.ts';
import { pages as scheduler } from '../scheduler/i18n/pages.en.ts';
import { pages as workflows } from '../workflows/i18n/pages.en.ts';
import type { pagesRu } from './pages.ru.ts';

/** The area's page texts in English, namespace `processes.pages`. */
export const pagesEn: typeof pagesRu = { workflows, scheduler, board };
