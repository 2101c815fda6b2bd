import { pages as editor } from '../editor/i18n/pages.en.ts';
import { pages as builder } from '../builder/i18n/pages.en.ts';
import { kindEditors } from '../kinds/i18n/kinds.en.ts';
import { pages as list } from '../list/i18n/pages.en.ts';
import { pages as viewer } from '../viewer/i18n/pages.en.ts';
import { pages as compare } from '../compare/i18n/pages.en.ts';
import { pages as publicDoc } from '../public/i18n/pages.en.ts';
import { pages as numbering } from '../numbering/i18n/pages.en.ts';

/** The area's page texts (English), namespace `structured-documents.pages`: one key per part. */
export const pagesEn = { list, editor, kindEditors, viewer, compare, publicDoc, numbering, builder };
