import { inject, injectable } from 'inversify';
import { CHANNEL_MESSAGE, CHANNEL_SUBSCRIBE, CHANNEL_UNSUBSCRIBE, type ChannelMessage } from '../../common/channels.ts';
import type { Disposable } from '../../common/disposable.ts';
import { JOB_PROGRESS, type JobProgressEvent } from '../../common/jobs.ts';
import { createToken } from '../kernel/tokens.ts';
import type { RealtimeNotices } from '../status/realtime-notices.ts';
import { STATUS_TOKENS } from '../status/status-tokens.ts';

/** Realtime channels of server extensions, in the browser (`Services.Realtime`). */
export interface RealtimeService {
  /**
   * Calls `handler` with each message of the channel (`<extension id>/<name>`, what the server's
   * `ctx.channel(name)` publishes) while the user is signed in, across new sign-ins and reconnects,
   * until disposed. Uses the shell's one socket: subscribing opens no connection of its own.
   */
  subscribe<T = unknown>(channel: string, handler: (message: T) => void): Disposable;
  /**
   * Calls `handler` with each progress report of one background job of the signed-in user (what its
   * handler reports with `job.progress(...)` on the server, e.g. an import's `requestId`).
   */
  jobProgress(jobId: string, handler: (progress: JobProgressEvent) => void): Disposable;
  /**
   * Calls `handler` each time the shell's socket connects again after its first connect (the network came
   * back, the server restarted, a new sign-in): what channels sent while it was away never arrives, so a
   * live view asks again. `useLiveLoad` and `useLiveCount` do.
   */
  reconnected(handler: () => void): Disposable;
}

export const REALTIME_TOKEN = createToken<RealtimeService>('Realtime');

type Handler = (message: unknown) => void;

/**
 * Channels over the realtime notices' socket: every message arrives as one CHANNEL_MESSAGE event and is
 * handed to the channel's handlers. The server forgets a socket's channels when it reconnects, so each
 * (re)connect subscribes again to every channel that still has a handler.
 */
@injectable()
export class RealtimeChannels implements RealtimeService {
  private readonly handlers = new Map<string, Set<Handler>>();
  private listening: Disposable[] = [];

  constructor(@inject(STATUS_TOKENS.Realtime) private readonly notices: RealtimeNotices) {}

  subscribe<T = unknown>(channel: string, handler: (message: T) => void): Disposable {
    this.listen();
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      this.notices.emit(CHANNEL_SUBSCRIBE, channel);
    }
    const own = handler as Handler;
    set.add(own);
    return {
      dispose: () => {
        set.delete(own);
        if (set.size > 0 || this.handlers.get(channel) !== set) return;
        this.handlers.delete(channel);
        this.notices.emit(CHANNEL_UNSUBSCRIBE, channel);
      },
    };
  }

  jobProgress(jobId: string, handler: (progress: JobProgressEvent) => void): Disposable {
    return this.notices.subscribe(JOB_PROGRESS, (event: JobProgressEvent | undefined) => {
      if (event?.jobId === jobId) handler(event);
    });
  }

  reconnected(handler: () => void): Disposable {
    return this.notices.reconnected(handler);
  }

  private listen(): void {
    if (this.listening.length > 0) return;
    this.listening = [
      this.notices.subscribe(CHANNEL_MESSAGE, (payload: ChannelMessage) => this.deliver(payload)),
      this.notices.subscribe('connect', () => {
        for (const channel of this.handlers.keys()) this.notices.emit(CHANNEL_SUBSCRIBE, channel);
      }),
    ];
  }

  private deliver(payload: ChannelMessage | undefined): void {
    if (!payload || typeof payload.channel !== 'string') return;
    for (const handler of [...(this.handlers.get(payload.channel) ?? [])]) {
      try {
        handler(payload.message);
      } catch (error) {
        // One subscriber's failure must not keep the message from the others.
        console.error(`Realtime channel ${payload.channel}:`, error);
      }
    }
  }
}
