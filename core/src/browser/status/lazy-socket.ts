import type { Socket } from 'socket.io-client';

/** The few socket calls the realtime notices use; tests hand in a fake. */
type Listener = (payload: never) => void;
type SocketListener = (...args: unknown[]) => void;

export interface RealtimeSocket {
  on(event: string, listener: Listener): unknown;
  /** Sends to the server; before the client has loaded (or connected) it waits and goes on connect. */
  emit(event: string, payload: unknown): unknown;
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
  const unsent: [string, unknown][] = [];
  let socket: Socket | undefined;
  let closed = false;
  import('socket.io-client')
    .then(({ io }) => {
      if (closed) return;
      socket = io({ path: SOCKET_PATH, auth: { token }, transports: ['websocket', 'polling'] });
      for (const [event, listener] of listeners) socket.on(event, listener as SocketListener);
      // socket.io buffers what is emitted before the connection is up and sends it on connect.
      for (const [event, payload] of unsent.splice(0)) socket.emit(event, payload);
    })
    .catch((error: Error) => console.warn('Realtime notices are unavailable:', error.message));
  return {
    on(event, listener) {
      listeners.push([event, listener]);
      socket?.on(event, listener as SocketListener);
    },
    emit(event, payload) {
      if (socket) socket.emit(event, payload);
      else unsent.push([event, payload]);
    },
    disconnect() {
      closed = true;
      socket?.disconnect();
    },
  };
}
