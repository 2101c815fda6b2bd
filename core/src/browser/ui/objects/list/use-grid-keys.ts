import type { KeyboardEvent, RefObject } from 'react';
import type { ObjectRow } from '../object-rows.ts';
import { ROW_HEIGHT } from '../page-size.ts';

/**
 * The active row and the grid's keys: arrows, Home/End, PageUp/PageDown move it (scrolling it into
 * view), Enter opens it. Keys pressed on a control inside a row are left to that control.
 */
export function useGridKeys(options: {
  rows: readonly ObjectRow[];
  active: number;
  setActive(index: number): void;
  scroller: RefObject<HTMLDivElement | null>;
  scrollToIndex(index: number): void;
  onOpen(row: ObjectRow): void;
}) {
  const { rows, active, setActive, scroller, scrollToIndex, onOpen } = options;
  const move = (index: number) => {
    if (rows.length === 0) return;
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    scrollToIndex(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const visible = Math.max(1, Math.floor((scroller.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      PageDown: () => move(active + visible),
      PageUp: () => move(active - visible),
      Enter: () => rows[active] && onOpen(rows[active]),
    };
    const action = keys[event.key];
    if (action && event.target === event.currentTarget) {
      event.preventDefault();
      action();
    }
  };
  return onKeyDown;
}
