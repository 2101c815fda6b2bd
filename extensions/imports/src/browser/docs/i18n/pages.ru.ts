import { pages as csv } from '../../csv/i18n.ru.ts';
import { pages as docs } from '../i18n.ru.ts';

/** The document import's page texts, namespace `imports-docs.pages`; the CSV part's for the shared progress line. */
export const pagesRu = { docs, csv };
