import { pages as fca } from '../fca/i18n/pages.en.ts';
import { pages as generalSearch } from '../general-search/i18n/pages.en.ts';
import { pages as queryHistory } from '../query-history/i18n/pages.en.ts';
import { pages as reports } from '../reports/i18n/pages.en.ts';
import { pages as rules } from '../rules/i18n/pages.en.ts';
import { pages as search } from '../search/i18n/pages.en.ts';

/** The area's page texts, namespace `analysis.pages`: one key per part. */
export const pagesEn = { search, reports, rules, fca, generalSearch, queryHistory };
