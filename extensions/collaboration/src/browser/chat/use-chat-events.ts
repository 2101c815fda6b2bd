import { useEffect, useRef } from 'react';
import { Services, useService } from '@ontobench/sdk';
import { CHAT_CHANNEL, type ChatEvent } from '../../common/chat/api.ts';

/** Calls `handler` with each event of the chat's channel while mounted (the latest handler). */
export function useChatEvents(handler: (event: ChatEvent) => void): void {
  const realtime = useService(Services.Realtime);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const live = realtime.subscribe<ChatEvent>(`collaboration/${CHAT_CHANNEL}`, (event) => latest.current(event));
    return () => live.dispose();
  }, [realtime]);
}
