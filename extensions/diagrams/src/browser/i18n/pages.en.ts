import { pages as diagrams } from '../diagrams/i18n/pages.en.ts';
import { pages as graphs } from '../graphs/i18n/pages.en.ts';
import { pages as notations } from '../notations/i18n/pages.en.ts';
import { pages as versions } from '../versions/i18n/pages.en.ts';

/** The area's page texts, namespace `diagrams.pages`: one key per part. */
export const pagesEn = { diagrams, notations, versions, graphs };
