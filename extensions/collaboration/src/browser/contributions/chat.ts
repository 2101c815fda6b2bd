import { ChatRegular } from '@fluentui/react-icons';
import { objectOfPage, type ContributionPart, type ExtensionContext } from '@ontobench/sdk';
import { chatPath } from '../../common/chat/routes.ts';

/** Opens the chat on the conversation of the object of the page it is run from. */
export const OPEN_OBJECT_CHAT_COMMAND = 'collaboration.openObjectChat';

/**
 * The object pages of other areas (documents, ontologies, terms), by route id, and the param that holds
 * the object's id. Named as data, not imported (ARCHITECTURE.md): without those areas the entry never shows.
 */
const OBJECT_PAGES = [
  { routeId: 'documents.view', param: 'id' },
  { routeId: 'ontology.map', param: 'map_id' },
  { routeId: 'ontology.termin', param: 'id' },
  { routeId: 'ontology.factExplorer', param: 'inst' },
] as const;

/** The object id a toolbar command was run with: the param of the object page its route is (SDK `objectOfPage`). */
export const chatObjectOf = (context: unknown): string | null => objectOfPage(context, OBJECT_PAGES);

/**
 * The chat part (issue 21 item 7; shell.md §2 "chat drawer"): the section `/chat` (a lazy page, a menu
 * entry in the collaboration group), the "discuss in chat" entry on object pages, and the top bar's
 * button with the unread total, whose chunk is fetched when the area activates (after the first page:
 * `activateAfterStart`); the drawer itself is a chunk of its own, fetched at the first opening.
 * Labels under `collaboration:chat.…`.
 */
export const chat: ContributionPart = {
  icons: [{ id: 'collaboration.chat', component: ChatRegular }],
  routes: [
    {
      id: 'collaboration.chat',
      path: chatPath.page,
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'chat.title',
      page: () => import('../chat/pages/ChatPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'collaboration.menu.chat',
      group: 'collaboration',
      icon: 'collaboration.chat',
      order: 20,
      labelKey: 'chat.menu',
      route: chatPath.page,
    },
  ],
  toolbar: OBJECT_PAGES.map(({ routeId, param }, i) => ({
    id: `collaboration.toolbar.chat.${routeId}`,
    command: OPEN_OBJECT_CHAT_COMMAND,
    icon: 'collaboration.chat',
    labelKey: 'chat.discuss',
    order: 60 + i,
    routes: [routeId],
    requiresRoute: chatPath.page,
    requiresParams: [param],
  })),
  commands: [{ id: OPEN_OBJECT_CHAT_COMMAND, titleKey: 'chat.discuss' }],
  activate(ctx: ExtensionContext) {
    ctx.registerCommand(OPEN_OBJECT_CHAT_COMMAND, async (context: unknown) => {
      const objectId = chatObjectOf(context);
      if (!objectId)
        throw new Error(
          `${OPEN_OBJECT_CHAT_COMMAND} needs an object page (${OBJECT_PAGES.map((p) => p.routeId).join(', ')})`,
        );
      const [{ openChat }, { objectConversationId }] = await Promise.all([
        import('../chat/chat-events.ts'),
        import('../../common/chat/api.ts'),
      ]);
      openChat(objectConversationId(objectId));
    });
    void import('../chat/components/register-button.ts').then(
      ({ registerChatButton }) => registerChatButton(ctx),
      (error: unknown) => console.error(error),
    );
  },
};
