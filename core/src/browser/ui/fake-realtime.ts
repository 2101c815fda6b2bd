import { act } from '@testing-library/react';
import type { RealtimeService } from '../services/realtime-service.ts';

/** A realtime service whose channels the test fires (with a message, or none), inside React's `act`. For tests. */
export function fakeRealtime() {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const service = {
    subscribe: (channel: string, handler: (message: unknown) => void) => {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return { dispose: () => set.delete(handler) };
    },
  } as unknown as RealtimeService;
  const fire = (channel: string, message?: unknown) => act(() => handlers.get(channel)?.forEach((h) => h(message)));
  const listening = (channel: string) => handlers.get(channel)?.size ?? 0;
  return { service, fire, listening };
}
