import type { JobProgressEvent } from '../../common/jobs.ts';
import type { RealtimeService } from '../services/realtime-service.ts';

/** A realtime service a test drives: what the server's channels send, a reconnect, a job's progress. */
export interface RealtimeFake {
  /** Bind it under `Services.Realtime`. */
  readonly service: RealtimeService;
  /** Hands `message` to the channel's handlers, as the server's `ctx.channel(name).send` would. */
  send(channel: string, message?: unknown): void;
  /** The socket connected again: the reconnect handlers run (`useLiveLoad` and `useLiveCount` ask again). */
  reconnect(): void;
  /** Hands a job's progress report to that job's handlers. */
  progress(event: JobProgressEvent): void;
  /** How many handlers listen to the channel (0 once the page let go). */
  listening(channel: string): number;
  /** How many reconnect handlers are there. */
  reconnectListeners(): number;
}

/**
 * A realtime service for unit tests: no socket, the test sends. Call `send` and `reconnect` inside your
 * testing library's `act` when they change what React shows. For tests.
 */
export function realtimeFake(): RealtimeFake {
  const channels = new Map<string, Set<(message: unknown) => void>>();
  const jobs = new Set<(event: JobProgressEvent) => void>();
  const reconnects = new Set<() => void>();
  const listen = <T>(set: Set<T>, handler: T) => {
    set.add(handler);
    return { dispose: () => void set.delete(handler) };
  };
  const service: RealtimeService = {
    subscribe<T>(channel: string, handler: (message: T) => void) {
      let set = channels.get(channel);
      if (!set) channels.set(channel, (set = new Set()));
      return listen(set, handler as (message: unknown) => void);
    },
    jobProgress: (jobId, handler) => listen(jobs, (event) => event.jobId === jobId && handler(event)),
    reconnected: (handler) => listen(reconnects, () => handler()),
  };
  return {
    service,
    send: (channel, message) => [...(channels.get(channel) ?? [])].forEach((handler) => handler(message)),
    reconnect: () => [...reconnects].forEach((handler) => handler()),
    progress: (event) => [...jobs].forEach((handler) => handler(event)),
    listening: (channel) => channels.get(channel)?.size ?? 0,
    reconnectListeners: () => reconnects.size,
  };
}
