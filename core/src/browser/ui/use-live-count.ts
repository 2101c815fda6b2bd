import { useEffect, useRef, useState } from 'react';
import { REALTIME_TOKEN } from '../services/realtime-service.ts';
import { useService } from './kernel-context.tsx';

/** A top-bar counter's value: not asked yet, the number, or the last ask failed. */
export type LiveCount = number | null | 'failed';

/** What a top-bar counter shows (shell.md §8, the approvals counter): the number, nothing for 0, '???' when the last ask failed. */
export function liveCountText(count: LiveCount): string {
  if (count === 'failed') return '???';
  return count ? String(count) : '';
}

/** When a live count asks again, besides on mount. */
export interface LiveCountOptions {
  /** A realtime channel (`'<extension id>/<name>'`) whose every event means "ask again". */
  channel: string;
  /** Ask again this often without an event (ms), for what a missed notice left stale. */
  everyMs: number;
  /** Another source of "ask again" (an event of the area, e.g. "the user read a conversation here"); returns the undo. */
  refreshOn?: (refresh: () => void) => () => void;
}

/**
 * A number the server keeps and the top bar shows (the approvals counter, the chat's unread total), kept
 * fresh: asked on mount, every `everyMs`, on each event of `channel`, when the socket reconnects and on
 * `refreshOn`; an answer that
 * comes after unmount is dropped. The latest `load` and `refreshOn` are used, so they need not be stable.
 */
export function useLiveCount(load: (signal: AbortSignal) => Promise<number>, options: LiveCountOptions): LiveCount {
  const realtime = useService(REALTIME_TOKEN);
  const [count, setCount] = useState<LiveCount>(null);
  const latest = useRef({ load, refreshOn: options.refreshOn });
  latest.current = { load, refreshOn: options.refreshOn };
  const { channel, everyMs } = options;

  useEffect(() => {
    const controller = new AbortController();
    const refresh = () =>
      void latest.current.load(controller.signal).then(
        (n) => !controller.signal.aborted && setCount(n),
        () => !controller.signal.aborted && setCount('failed'),
      );
    refresh();
    const timer = setInterval(refresh, everyMs);
    const live = realtime.subscribe(channel, refresh);
    const again = realtime.reconnected(refresh);
    const off = latest.current.refreshOn?.(refresh);
    return () => {
      off?.();
      controller.abort();
      clearInterval(timer);
      live.dispose();
      again.dispose();
    };
  }, [realtime, channel, everyMs]);

  return count;
}
