import { pages as list } from '../list/i18n/pages.en.ts';
import { pages as viewer } from '../viewer/i18n/pages.en.ts';
import { pages as editor } from '../editor/i18n/pages.en.ts';
import { pages as comments } from '../comments/i18n/pages.en.ts';
import { pages as publications } from '../publications/i18n/pages.en.ts';
import { pages as publicPages } from '../public/i18n/pages.en.ts';
import { pages as manuals } from '../manuals/i18n/pages.en.ts';

/** The area's page texts (English), namespace `documents.pages`: one key per part. */
export const pagesEn = { list, viewer, editor, comments, publications, public: publicPages, manuals };
