import { labels as list } from '../list/i18n/labels.en.ts';
import { labels as viewer } from '../viewer/i18n/labels.en.ts';
import { labels as editor } from '../editor/i18n/labels.en.ts';
import { labels as comments } from '../comments/i18n/labels.en.ts';
import { labels as publications } from '../publications/i18n/labels.en.ts';
import { labels as publicPages } from '../public/i18n/labels.en.ts';
import { labels as manuals } from '../manuals/i18n/labels.en.ts';

/** The area's labels (English), namespace `documents`: one key per part. */
export const labelsEn = { list, viewer, editor, comments, publications, public: publicPages, manuals };
