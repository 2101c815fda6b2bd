import { CLASS, PROP } from '@ontobench/sdk/common';
import { defineServerExtension } from '@ontobench/sdk/node';
import { TAGS_API_PATHS } from '../common/tags/api.ts';
import { TAGS_ROUTE_PATHS } from '../common/tags/routes.ts';
import { CHAT_API_PATHS } from '../common/chat/api.ts';
import { CHAT_ROUTE_PATHS } from '../common/chat/routes.ts';
import { CHAT_SCHEMA } from '../common/chat/schema.ts';
import { registerChat } from './chat/register.ts';
import { registerTags, stopTags, tagsMigrations } from './tags/register.ts';

/**
 * The server half of the collaboration area (issue 21 items 6 and 7): tags, and the chat as a second
 * part (docs/collaboration.md; its messages and members are classes of the store, CHAT_SCHEMA). The access policy is the tags' visibility rule (domain.md §3 Tag:
 * "visible to its author or to a holder of a role it is available to"), in the store's own reads, so
 * every list's tag filter and every object's tags obey it.
 */
export default defineServerExtension({
  id: 'collaboration',
  version: '0.1.0',
  schema: CHAT_SCHEMA,
  migrations: [...tagsMigrations],
  apiPaths: [...TAGS_API_PATHS, ...CHAT_API_PATHS],
  reservedRoutePaths: [...TAGS_ROUTE_PATHS, ...CHAT_ROUTE_PATHS],
  accessPolicy: {
    sharedWithRoles: [{ classId: CLASS.Tag, prop: PROP.availableToRoles }],
    privateRefProps: [PROP.tags],
  },
  start(ctx) {
    registerTags(ctx);
    registerChat(ctx);
  },
  async stop() {
    await stopTags();
  },
});
