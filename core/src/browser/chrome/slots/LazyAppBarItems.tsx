import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';

const AppBarItems = lazy(() => import('./AppBarItems.tsx').then((m) => ({ default: m.AppBarItems })));

/**
 * The top bar's items that extensions put there (`slots.appBar`, e.g. the approvals counter), fetched once
 * one is registered: the top bar of every page carries nothing while the slot is empty.
 */
export const LazyAppBarItems = observer(function LazyAppBarItems({ className }: { className?: string }) {
  const slots = useService(CHROME_TOKENS.Slots);
  if (slots.appBar.all.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AppBarItems className={className} />
    </Suspense>
  );
});
