import { createSignal } from '@ontobench/sdk';

/**
 * Inside the area: "open the chat on this conversation" (the toolbar's object entry) and "the user read
 * a conversation here" (the counter asks again at once), between chunks that load apart.
 */
const events = new EventTarget();

/** Whether the top bar's button (the drawer's owner) is mounted to hear an "open". */
let openListeners = 0;
/** An "open" asked for before the button was there (its chunk loads after the first page): kept for it. */
let pendingOpen: { conversation?: string } | null = null;

export function openChat(conversation?: string): void {
  if (openListeners === 0) {
    pendingOpen = { conversation };
    return;
  }
  events.dispatchEvent(new CustomEvent('open', { detail: conversation }));
}

/** Hears each "open"; one asked for while nobody listened is delivered at once. */
export function onOpenChat(handler: (conversation?: string) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<string | undefined>).detail);
  events.addEventListener('open', listener);
  openListeners += 1;
  if (pendingOpen) {
    const { conversation } = pendingOpen;
    pendingOpen = null;
    handler(conversation);
  }
  return () => {
    events.removeEventListener('open', listener);
    openListeners -= 1;
  };
}

const read = createSignal();

export const chatRead = (): void => read.emit();

export const onChatRead = read.listen;
