import type { CurrentUser } from '@ontobench/sdk';
import { chatPath } from '../../common/chat/routes.ts';

/** The component id an administrator lists in a user's hiddenComponents to hide the chat. */
export const CHAT_COMPONENT = 'chat';

/**
 * Whether the chat section is accessible to this user (shell.md §2 "chat drawer (only where the chat
 * section is accessible)", §6): signed in, `/chat` not among their disabled routes, the chat not among
 * their hidden components. The button also asks the route guard (`useMayOpenPath`: the blocked list, an
 * app that confines its users); the toolbar's object entry follows it too (`requiresRoute`).
 */
export function chatAccessible(user: CurrentUser | undefined): boolean {
  if (!user) return false;
  return !user.disabledRoutes.includes(chatPath.page) && !user.hiddenComponents.includes(CHAT_COMPONENT);
}

/** The badge's text: nothing for 0, the count, "99+" past 99. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}
