import { pages as assignments } from '../assignments/i18n.en.ts';
import { pages as commands } from '../commands/i18n.en.ts';
import { pages as console } from '../console/i18n.en.ts';
import { pages as copy } from '../copy/i18n.en.ts';
import { shared } from '../shared/i18n.en.ts';
import { pages as roles } from '../roles/i18n.en.ts';
import { pages as users } from '../users/i18n.en.ts';
import { pages as views } from '../views/i18n.en.ts';
import type { pagesRu } from './pages.ru.ts';

/** The area's page texts (en). */
export const pagesEn: typeof pagesRu = { shared, users, roles, assignments, commands, views, console, copy };
