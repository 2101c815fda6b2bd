import { labels as chat } from '../chat/i18n/labels.ru.ts';
import { labels as tags } from '../tags/i18n/labels.ru.ts';

/** The area's labels, namespace `collaboration`: the menu group, and per part its entries and titles. */
export const labelsRu = { menuGroup: 'Совместная работа', tags, chat };
