import { pages as csv } from '../csv/i18n.ru.ts';
import { pages as excel } from '../excel/i18n.ru.ts';

/** The area's page texts, namespace `imports.pages`: one key per part. */
export const pagesRu = { csv, excel };
