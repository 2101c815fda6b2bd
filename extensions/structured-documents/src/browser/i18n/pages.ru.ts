import { pages as editor } from '../editor/i18n/pages.ru.ts';
import { pages as builder } from '../builder/i18n/pages.ru.ts';
import { kindEditors } from '../kinds/i18n/kinds.ru.ts';
import { pages as list } from '../list/i18n/pages.ru.ts';
import { pages as viewer } from '../viewer/i18n/pages.ru.ts';
import { pages as compare } from '../compare/i18n/pages.ru.ts';
import { pages as publicDoc } from '../public/i18n/pages.ru.ts';
import { pages as numbering } from '../numbering/i18n/pages.ru.ts';

/** The area's page texts (Russian, the default), namespace `structured-documents.pages`: one key per part. */
export const pagesRu = { list, editor, kindEditors, viewer, compare, publicDoc, numbering, builder };
