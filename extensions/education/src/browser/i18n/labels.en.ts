import { labels as courses } from '../courses/i18n/labels.en.ts';
import { labels as units } from '../units/i18n/labels.en.ts';
import { labels as flows } from '../flows/i18n/labels.en.ts';
import { labels as work } from '../work/i18n/labels.en.ts';
import { labels as grading } from '../grading/i18n/labels.en.ts';
import { labels as portfolio } from '../portfolio/i18n/labels.en.ts';
import { labels as analysis } from '../analysis/i18n/labels.en.ts';
import type { labelsRu } from './labels.ru.ts';

/** The area's labels in English (the same keys as labels.ru.ts). */
export const labelsEn: typeof labelsRu = {
  menuGroup: 'Education',
  courses,
  units,
  flows,
  work,
  grading,
  portfolio,
  analysis,
};
