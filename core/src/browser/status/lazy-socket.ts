import type { Socket } from 'socket.io-client';

/** The few socket calls the realtime notices use; tests hand in a fake. */
type Listener = (payload: never) => void;
type SocketListener = (...args: unknown[]) => void;

export interface RealtimeSocket {
  on(event: string, listener: Listener): unknown;
  disconnect(): unknown;
}

export const SOCKET_PATH = '/socket.io';

/**
 * A socket.io connection whose client library loads on first use, so it stays out of the entry chunk
 * (a signed-out visitor never needs it). Listeners given before it has loaded are attached on arrival;
 * a disconnect before that means it never connects.
 */
export function connectLazySocket(token: string): RealtimeSocket {
  const listeners: [string, Listener][] = [];
  let socket: Socket | undefined;
  let closed = false;
  import('socket.io-client')
    .then(({ io }) => {
      if (closed) return;
      socket = io({ path: SOCKET_PATH, auth: { token }, transports: ['websocket', 'polling'] });
      for (const [event, listener] of listeners) socket.on(event, listener as SocketListener);
    })
    .catch((error: Error) => console.warn('Realtime notices are unavailable:', error.message));
  return {
    on(event, listener) {
      listeners.push([event, listener]);
      socket?.on(event, listener as SocketListener);
    },
    disconnect() {
      closed = true;
      socket?.disconnect();
    },
  };
}
