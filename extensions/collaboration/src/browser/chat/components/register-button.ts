import { Services, type ExtensionContext } from '@ontobench/sdk';
import { ChatButton } from './ChatButton.tsx';

/** Puts the chat's button with its unread counter into the top bar; undone when the area is disabled. */
export function registerChatButton(ctx: ExtensionContext): void {
  const slots = ctx.getService(Services.Slots);
  ctx.contribute(slots.appBar, { id: 'collaboration.chat', component: ChatButton, order: 20 });
}
