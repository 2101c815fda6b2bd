import { labels as courses } from '../courses/i18n/labels.ru.ts';
import { labels as units } from '../units/i18n/labels.ru.ts';
import { labels as flows } from '../flows/i18n/labels.ru.ts';
import { labels as work } from '../work/i18n/labels.ru.ts';
import { labels as grading } from '../grading/i18n/labels.ru.ts';
import { labels as portfolio } from '../portfolio/i18n/labels.ru.ts';
import { labels as analysis } from '../analysis/i18n/labels.ru.ts';

/** The area's labels, namespace `education`: the menu group, and per part its menu entries and route titles. */
export const labelsRu = { menuGroup: 'Обучение', courses, units, flows, work, grading, portfolio, analysis };
