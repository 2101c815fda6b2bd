import { useLayoutEffect, useState, type RefObject } from 'react';
import { ROW_HEIGHT, computedPageSize } from '../page-size.ts';

/**
 * The page size: the user's choice, or computed from the room the list has below its top edge
 * (measured once, domain.md §9). `available` is that room, or null where it cannot be measured.
 */
export function usePageSize(listTop: RefObject<HTMLElement | null>) {
  const [available, setAvailable] = useState<number | null>(null);
  const [chosenSize, setChosenSize] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = listTop.current;
    if (!el || typeof window === 'undefined') return;
    const top = el.getBoundingClientRect().top;
    setAvailable(window.innerHeight > 0 && top >= 0 ? window.innerHeight - top - 72 : null);
  }, [listTop]);
  const autoSize = computedPageSize(available ?? 0, ROW_HEIGHT);
  return { available, autoSize, chosenSize, setChosenSize, pageSize: chosenSize ?? autoSize };
}

/**
 * The page shown, which a new question (any change of `questionKey`: search, sort, size, filter)
 * resets to the first, without an extra render or request for the stale page.
 */
export function usePage(questionKey: string) {
  const [paging, setPaging] = useState({ key: questionKey, page: 0 });
  const page = paging.key === questionKey ? paging.page : 0;
  const setPage = (next: (p: number) => number) => setPaging({ key: questionKey, page: next(page) });
  return { page, setPage };
}
