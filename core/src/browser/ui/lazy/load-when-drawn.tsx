import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface LoadedWhenDrawn<P extends object> {
  (props: P): ReactNode;
  /** Starts fetching the chunk now (e.g. on a hint the component will soon be drawn). */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A component whose code is a chunk of its own, fetched when it is first drawn and shown as soon as it
 * is here: `fallback` meanwhile, the chunk's error thrown to the nearest error boundary. Not
 * `React.lazy`: a tree that suspended is revealed at the earliest 300 ms after its fallback showed
 * (React's fallback throttle), and the main layout, a lazy chunk, held every first page back by that
 * much once its chunk was already there (docs/benchmarks.md, "The app's start-up").
 */
export function loadWhenDrawn<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LoadedWhenDrawn<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // the next draw tries again
        throw error;
      },
    ));

  function LoadWhenDrawn(props: P) {
    const [state, setState] = useState<{ error: unknown } | null>(null);
    // Only to draw again once the chunk is here (`loaded` is the module's, shared by every instance).
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(
        () => live && setArrived(true),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, []);
    if (state) throw state.error;
    const Component = loaded;
    return Component ? <Component {...props} /> : fallback;
  }
  LoadWhenDrawn.preload = preload;
  return LoadWhenDrawn;
}
