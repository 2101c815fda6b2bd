import { pages as assignments } from '../assignments/i18n.ru.ts';
import { pages as commands } from '../commands/i18n.ru.ts';
import { pages as console } from '../console/i18n.ru.ts';
import { pages as copy } from '../copy/i18n.ru.ts';
import { shared } from '../shared/i18n.ru.ts';
import { pages as roles } from '../roles/i18n.ru.ts';
import { pages as users } from '../users/i18n.ru.ts';
import { pages as views } from '../views/i18n.ru.ts';

/** The area's page texts, namespace `administration.pages`: one key per part. */
export const pagesRu = { shared, users, roles, assignments, commands, views, console, copy };
