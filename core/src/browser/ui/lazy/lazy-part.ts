import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A module fetched at first use and kept: `prefetch` starts the import, or joins the one under way;
 * `loaded` holds the module once it has arrived, so a component mounted later renders it at once.
 */
export interface LazyPart<M> {
  prefetch(): Promise<M>;
  readonly loaded: M | undefined;
}

export function lazyPart<M>(load: () => Promise<M>): LazyPart<M> {
  let pending: Promise<M> | undefined;
  let loaded: M | undefined;
  return {
    prefetch: () =>
      (pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // A failed fetch (a dropped connection) is tried again at the next use.
          pending = undefined;
          throw error;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
}

/**
 * The part's module in a component: undefined until `want` is first called and the module arrives
 * (or at once, when an earlier use fetched it). `want` may be called on every hover or focus.
 */
export function useLazyPart<M>(part: LazyPart<M>): [M | undefined, () => void] {
  const [module, setModule] = useState(() => part.loaded);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const want = useCallback(() => {
    if (part.loaded) return setModule(() => part.loaded);
    part.prefetch().then(
      (arrived) => mounted.current && setModule(() => arrived),
      (error: unknown) => console.error('A part of the page could not be fetched', error),
    );
  }, [part]);
  return [module, want];
}
