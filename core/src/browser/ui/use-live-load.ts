import { useEffect, useRef, useState } from 'react';
import { REALTIME_TOKEN } from '../services/realtime-service.ts';
import { useService } from './kernel-context.tsx';
import { useLoad, type Loaded } from './use-load.ts';

/**
 * `useLoad`, loaded again in place on each event of a realtime channel (`'<extension id>/<name>'`) and
 * when the socket reconnects (events sent meanwhile are lost): the
 * page keeps showing what it has (no loading state) until the fresh answer replaces it, and a failed
 * reload keeps it too. `heard` is told each event first (to say what arrived). A fresh answer belongs to
 * the key it was asked under: a new key (another filter, a retry) shows its own load. The latest `load`
 * and `heard` are used, so they need not be stable.
 */
export function useLiveLoad<T, M = unknown>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  channel: string,
  heard?: (message: M) => void,
): Loaded<T> {
  const realtime = useService(REALTIME_TOKEN);
  const loaded = useLoad(key, load);
  const [live, setLive] = useState<{ key: string; value: T } | null>(null);
  const latest = useRef({ load, heard });
  latest.current = { load, heard };

  useEffect(() => {
    const controller = new AbortController();
    const reload = () =>
      void latest.current.load(controller.signal).then(
        (value) => !controller.signal.aborted && setLive({ key, value }),
        () => undefined,
      );
    const sub = realtime.subscribe(channel, (message) => {
      latest.current.heard?.(message as M);
      reload();
    });
    // What the channel sent while the socket was away never arrives: ask again.
    const again = realtime.reconnected(reload);
    return () => {
      controller.abort();
      sub.dispose();
      again.dispose();
    };
  }, [realtime, channel, key]);

  return loaded.status === 'ready' && live?.key === key ? { status: 'ready', value: live.value } : loaded;
}
