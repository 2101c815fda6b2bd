import { pages as courses } from '../courses/i18n/pages.en.ts';
import { pages as units } from '../units/i18n/pages.en.ts';
import { pages as flows } from '../flows/i18n/pages.en.ts';
import { pages as work } from '../work/i18n/pages.en.ts';
import { pages as grading } from '../grading/i18n/pages.en.ts';
import { pages as portfolio } from '../portfolio/i18n/pages.en.ts';
import { pages as analysis } from '../analysis/i18n/pages.en.ts';
import type { pagesRu } from './pages.ru.ts';

/** The area's page texts in English (the same keys as pages.ru.ts). */
export const pagesEn: typeof pagesRu = { courses, units, flows, work, grading, portfolio, analysis };
