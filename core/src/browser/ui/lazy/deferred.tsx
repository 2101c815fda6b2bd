import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@fluentui/react-components';

/**
 * A component of the SDK as a lazy chunk, fetched when a page first draws it. The SDK is one shared
 * module (runtime plugins import it whole), so an eager export would put the component and its Fluent
 * controls into the entry chunk of every page.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <Spinner size="tiny" />,
) {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
