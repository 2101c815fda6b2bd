import { labels as chat } from '../chat/i18n/labels.en.ts';
import { labels as tags } from '../tags/i18n/labels.en.ts';

/** The area's labels, namespace `collaboration`: the menu group, and per part its entries and titles. */
export const labelsEn = { menuGroup: 'Collaboration', tags, chat };
