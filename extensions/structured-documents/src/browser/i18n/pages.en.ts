import { pages as editor } from '../editor/i18n/pages.en.ts';
import { kinds } from '../editor/i18n/kinds.en.ts';
import { pages as list } from '../list/i18n/pages.en.ts';

/** The area's page texts (English), namespace `structured-documents.pages`: one key per part. */
export const pagesEn = { list, editor, kinds };
