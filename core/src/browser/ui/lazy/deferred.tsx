import type { ComponentType, ReactNode } from 'react';
import { LoadingSpinner } from './LoadingSpinner.tsx';
import { loadWhenDrawn } from './load-when-drawn.tsx';

/**
 * A component of the SDK as a lazy chunk, fetched when a page first draws it. The SDK is one shared
 * module (runtime plugins import it whole), so an eager export would put the component and its Fluent
 * controls into the entry chunk of every page.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <LoadingSpinner />,
) {
  const Loaded = loadWhenDrawn(load, fallback);
  // A plain component, so the SDK's public types stay those of an ordinary component.
  function Deferred(props: P) {
    return <Loaded {...props} />;
  }
  return Deferred;
}
