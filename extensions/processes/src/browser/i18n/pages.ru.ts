import { pages as board } from '../board/i18n/pages.ru.ts';
import { pages as scheduler } from '../scheduler/i18n/pages.ru.ts';
import { pages as workflows } from '../workflows/i18n/pages.ru.ts';

/** The area's page texts, namespace `processes.pages`: one key per part. */
export const pagesRu = { workflows, scheduler, board };
