import { pages as csv } from '../../csv/i18n.en.ts';
import { pages as docs } from '../i18n.en.ts';
import type { pagesRu } from './pages.ru.ts';

export const pagesEn: typeof pagesRu = { docs, csv };
