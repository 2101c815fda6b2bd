import { pages as chat } from '../chat/i18n/pages.ru.ts';
import { pages as tags } from '../tags/i18n/pages.ru.ts';

/** The area's page texts, namespace `collaboration.pages`: one key per part. */
export const pagesRu = { tags, chat };
