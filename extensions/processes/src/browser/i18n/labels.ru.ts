import { labels as board } from '../board/i18n/labels.ru.ts';
import { labels as scheduler } from '../scheduler/i18n/labels.ru.ts';
import { labels as workflows } from '../workflows/i18n/labels.ru.ts';

/** The area's labels, namespace `processes`: the menu group, and per part its menu entries, route titles and kinds. */
export const labelsRu = { menuGroup: 'Процессы', workflows, scheduler, board };
