import { pages as editor } from '../editor/i18n/pages.ru.ts';
import { kinds } from '../editor/i18n/kinds.ru.ts';
import { pages as list } from '../list/i18n/pages.ru.ts';

/** The area's page texts (Russian, the default), namespace `structured-documents.pages`: one key per part. */
export const pagesRu = { list, editor, kinds };
