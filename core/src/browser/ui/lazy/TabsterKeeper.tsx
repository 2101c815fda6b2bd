import { lazy, Suspense, useEffect, useState } from 'react';

const HoldTabster = lazy(() => import('./HoldTabster.tsx'));

/** Tabster marks the body when it starts (Fluent creates it with an automatic root). */
const STARTED = 'data-tabster';

/**
 * Keeps Fluent's focus manager (tabster) alive for the rest of the page once it has started.
 * Tabster 8 disposes itself when its last user unmounts and then drops the pending removal of the
 * aria-hidden its modalizer put on the page (microsoft/tabster#530): close the only dialog on a page
 * and the whole app stays hidden from screen readers and role queries. The top bar's menus used to
 * keep it alive on every page; they load at first use now, so this does, without fetching tabster
 * for a page that never starts it (docs/benchmarks.md, "First-page budget").
 */
export function TabsterKeeper() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const body = document.body;
    if (body.hasAttribute(STARTED)) return setStarted(true);
    const observer = new MutationObserver(() => {
      if (!body.hasAttribute(STARTED)) return;
      observer.disconnect();
      setStarted(true);
    });
    observer.observe(body, { attributes: true, attributeFilter: [STARTED] });
    return () => observer.disconnect();
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <HoldTabster />
    </Suspense>
  );
}
