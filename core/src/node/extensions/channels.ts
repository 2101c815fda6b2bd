import type { Server as SocketServer, Socket } from 'socket.io';
import {
  CHANNEL_MESSAGE,
  CHANNEL_NAME_PATTERN,
  CHANNEL_SUBSCRIBE,
  CHANNEL_UNSUBSCRIBE,
  type ChannelMessage,
} from '../../common/channels.ts';
import type { UserContext } from '../auth/user-context.ts';
import { socketUser, userRoom } from '../status/realtime.ts';

/** A realtime channel of one extension (`ctx.channel(name)`). */
export interface Channel<T = unknown> {
  /** The full name the browser subscribes to: `<extension id>/<name>`. */
  readonly name: string;
  /** To every socket subscribed to this channel, on every server process. */
  publish(message: T): void;
  /** To the listed users' sockets (all their tabs), subscribed or not: the browser gives it to its subscribers. */
  toUsers(userIds: readonly string[], message: T): void;
  /**
   * To every socket subscribed to one topic of the channel (`<extension id>/<name>:<topic>`, e.g. one
   * document's editors), on every server process; `canSubscribe` decides each subscription with its topic.
   */
  publishTo(topic: string, message: T): void;
}

export interface ChannelOptions {
  /**
   * Who may subscribe, to the channel (`topic` undefined) or to one of its topics; default every
   * signed-in user. A refused subscription is ignored.
   */
  canSubscribe?(user: UserContext, topic?: string): boolean | Promise<boolean>;
}

/** A topic of a channel: an id or a short name (`:<topic>` after the channel's name). */
export const CHANNEL_TOPIC_PATTERN = /^[A-Za-z0-9][\w.-]{0,99}$/;

/** Every socket subscribed to a channel is in this room, on whichever process it is connected. */
export function channelRoom(name: string): string {
  return `channel:${name}`;
}

/**
 * The channels of all extensions on this server. Messages go through socket.io's adapter, so with the
 * PostgreSQL adapter (docs/scaling.md) they reach sockets connected to any server process.
 */
export class Channels {
  private readonly known = new Map<string, ChannelOptions>();

  constructor(private readonly io: SocketServer) {
    io.on('connection', (socket) => {
      // The acknowledgement (when the client asks for one) says whether it joined: a message published
      // after it arrives is heard.
      socket.on(CHANNEL_SUBSCRIBE, (name: unknown, ack?: unknown) => {
        void this.subscribe(socket, name).then((joined) => {
          if (typeof ack === 'function') (ack as (joined: boolean) => void)(joined);
        });
      });
      socket.on(CHANNEL_UNSUBSCRIBE, (name: unknown) => {
        if (typeof name === 'string') void socket.leave(channelRoom(name));
      });
    });
  }

  open<T>(extensionId: string, name: string, options: ChannelOptions = {}): Channel<T> {
    const full = `${extensionId}/${name}`;
    if (!CHANNEL_NAME_PATTERN.test(full)) throw new Error(`${extensionId}: "${name}" is not a channel name`);
    // One extension may open its channel twice (two parts of it); the first options hold.
    if (!this.known.has(full)) this.known.set(full, options);
    const send = (rooms: string[], message: T) => {
      // io.to([]) would address everyone: no addressee must mean no one.
      if (rooms.length === 0) return;
      const payload: ChannelMessage<T> = { channel: full, message };
      this.io.to(rooms).emit(CHANNEL_MESSAGE, payload);
    };
    return {
      name: full,
      publish: (message) => send([channelRoom(full)], message),
      toUsers: (userIds, message) => send([...new Set(userIds.map(userRoom))], message),
      publishTo: (topic, message) => {
        if (!CHANNEL_TOPIC_PATTERN.test(topic)) throw new Error(`${full}: "${topic}" is not a topic`);
        const named = `${full}:${topic}`;
        const payload: ChannelMessage<T> = { channel: named, message };
        this.io.to(channelRoom(named)).emit(CHANNEL_MESSAGE, payload);
      },
    };
  }

  /** Forgets an extension's channels (it stopped): new subscriptions to them are ignored. */
  close(extensionId: string): void {
    for (const name of this.known.keys()) if (name.startsWith(`${extensionId}/`)) this.known.delete(name);
  }

  private async subscribe(socket: Socket, name: unknown): Promise<boolean> {
    const user = socketUser(socket);
    if (typeof name !== 'string' || !user) return false;
    const colon = name.indexOf(':');
    const base = colon < 0 ? name : name.slice(0, colon);
    const topic = colon < 0 ? undefined : name.slice(colon + 1);
    if (topic !== undefined && !CHANNEL_TOPIC_PATTERN.test(topic)) return false;
    const options = this.known.get(base);
    if (!options) return false;
    try {
      if (options.canSubscribe && !(await options.canSubscribe(user, topic))) return false;
    } catch {
      return false;
    }
    await socket.join(channelRoom(name));
    return true;
  }
}
