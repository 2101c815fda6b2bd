import { labels as board } from '../board/i18n/labels.en.ts';
import { labels as scheduler } from '../scheduler/i18n/labels.en.ts';
import { labels as workflows } from '../workflows/i18n/labels.en.ts';
import type { labelsRu } from './labels.ru.ts';

/** The area's labels in English, namespace `processes`. */
export const labelsEn: typeof labelsRu = { menuGroup: 'Processes', workflows, scheduler, board };
