import { pages as list } from '../list/i18n/pages.ru.ts';
import { pages as viewer } from '../viewer/i18n/pages.ru.ts';
import { pages as editor } from '../editor/i18n/pages.ru.ts';
import { pages as comments } from '../comments/i18n/pages.ru.ts';
import { pages as publications } from '../publications/i18n/pages.ru.ts';
import { pages as publicPages } from '../public/i18n/pages.ru.ts';
import { pages as manuals } from '../manuals/i18n/pages.ru.ts';

/** The area's page texts (Russian, the default), namespace `documents.pages`: one key per part. */
export const pagesRu = { list, viewer, editor, comments, publications, public: publicPages, manuals };
