import { describe, expect, it } from 'vitest';
import { onOpenChat, openChat } from './chat-events.ts';

/**
 * "Discuss in chat" can be clicked before the top bar's button (whose chunk loads after the first page)
 * listens: the open must wait for it, not be lost (CI stop 33, the term page's chat entry).
 */
describe('opening the chat', () => {
  it('an open asked for before anyone listens reaches the first listener, once', () => {
    openChat('o.term-1');
    const heard: (string | undefined)[] = [];
    const off = onOpenChat((id) => heard.push(id));
    expect(heard).toEqual(['o.term-1']);
    const other: (string | undefined)[] = [];
    const offOther = onOpenChat((id) => other.push(id));
    expect(other).toEqual([]);
    off();
    offOther();
  });

  it('while someone listens an open goes straight to them and is not kept', () => {
    const heard: (string | undefined)[] = [];
    const off = onOpenChat((id) => heard.push(id));
    openChat('o.doc-2');
    off();
    expect(heard).toEqual(['o.doc-2']);
    const later: (string | undefined)[] = [];
    onOpenChat((id) => later.push(id))();
    expect(later).toEqual([]);
  });
});
