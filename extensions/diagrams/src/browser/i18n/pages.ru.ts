import { pages as diagrams } from '../diagrams/i18n/pages.ru.ts';
import { pages as graphs } from '../graphs/i18n/pages.ru.ts';
import { pages as notations } from '../notations/i18n/pages.ru.ts';
import { pages as versions } from '../versions/i18n/pages.ru.ts';

/** The area's page texts, namespace `diagrams.pages`: one key per part. */
export const pagesRu = { diagrams, notations, versions, graphs };
