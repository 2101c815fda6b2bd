import { useEffect, useState, type RefObject } from 'react';

/** The width in px of an element, following it as it resizes; undefined until it is measured. */
export function useWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      setWidth(next > 0 ? next : undefined);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
