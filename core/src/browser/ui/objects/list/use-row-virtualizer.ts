import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { ROW_HEIGHT } from '../page-size.ts';

/** The virtualiser of the list's scroller: fixed-height rows, and a screenful even where nothing measures. */
export function useRowVirtualizer(count: number, scroller: RefObject<HTMLDivElement | null>, available: number | null) {
  const fallbackRect = { width: 800, height: Math.max(available ?? 0, ROW_HEIGHT * 20) };
  return useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: fallbackRect,
    // Without a layout (a hidden tab, a test DOM) the element measures 0: draw a screenful anyway.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : fallbackRect)),
  });
}
