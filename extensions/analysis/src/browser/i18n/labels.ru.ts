import { labels as fca } from '../fca/i18n/labels.ru.ts';
import { labels as generalSearch } from '../general-search/i18n/labels.ru.ts';
import { labels as queryHistory } from '../query-history/i18n/labels.ru.ts';
import { labels as reports } from '../reports/i18n/labels.ru.ts';
import { labels as rules } from '../rules/i18n/labels.ru.ts';
import { labels as search } from '../search/i18n/labels.ru.ts';

/** The area's labels, namespace `analysis`: the menu group, and per part its menu entries, route titles and kinds. */
export const labelsRu = { menuGroup: 'Анализ', search, reports, rules, fca, generalSearch, queryHistory };
