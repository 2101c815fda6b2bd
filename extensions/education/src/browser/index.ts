import { activateParts, defineExtension, mergeParts, type ContributionPart } from '@ontobench/sdk';
import { area } from './contributions/area.ts';
import { courses } from './contributions/courses.ts';
import { units } from './contributions/units.ts';
import { flows } from './contributions/flows.ts';
import { work } from './contributions/work.ts';
import { grading } from './contributions/grading.ts';
import { portfolio } from './contributions/portfolio.ts';
import { analysis } from './contributions/analysis.ts';

/** Each part's contributions (`contributions/<part>.ts`). */
const parts: ContributionPart[] = [area, courses, units, flows, work, grading, portfolio, analysis];

/**
 * The education area (issue 20; shell.md §2 "Education app only", `/analysis-students`, portfolio;
 * domain.md §3 "Education"): the `edu` app, courses, learning units, flows, the students' work, grading,
 * ratings and portfolios. Contributions only; every page and the page texts are lazy chunks.
 */
export default defineExtension({
  id: 'education',
  version: '0.1.0',
  // A teacher's count of work awaiting a mark is in the top bar of every page: the area activates after the first.
  activateAfterStart: true,
  contributes: {
    ...mergeParts(parts),
    translations: (language) =>
      language === 'en'
        ? import('./i18n/labels.en.ts').then((m) => m.labelsEn)
        : import('./i18n/labels.ru.ts').then((m) => m.labelsRu),
    pageTranslations: (language) =>
      language === 'en'
        ? import('./i18n/pages.en.ts').then((m) => m.pagesEn)
        : import('./i18n/pages.ru.ts').then((m) => m.pagesRu),
  },
  activate: (ctx) => activateParts(parts, ctx),
});
