import { io as connect, type Socket } from 'socket.io-client';
import { CHANNEL_MESSAGE, type ChannelMessage } from '@ontobench/core/common';

/**
 * A realtime socket signed in as the client's user, once connected: the server has then put it in the
 * user's room, so what is sent to that user from here on reaches it. It joins `sockets`, which the test
 * file disconnects after its tests.
 */
export async function openSocket(url: string, client: { token: string }, sockets: Socket[]): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', auth: { token: client.token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Every channel message the socket hears from now on, in order. */
export function channelMessages<T>(socket: Socket): ChannelMessage<T>[] {
  const heard: ChannelMessage<T>[] = [];
  socket.on(CHANNEL_MESSAGE, (m: ChannelMessage<T>) => heard.push(m));
  return heard;
}
