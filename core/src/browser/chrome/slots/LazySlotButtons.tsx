import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';

const SlotButtons = lazy(() => import('./SlotButtons.tsx').then((m) => ({ default: m.SlotButtons })));

/**
 * The chat and comments buttons of the top bar, fetched once an extension fills one of the slots: with
 * them come Fluent's drawer and dialog, which the top bar of every page need not carry while the slots
 * are empty (docs/benchmarks.md, "First-page budget").
 */
export const LazySlotButtons = observer(function LazySlotButtons({ className }: { className?: string }) {
  const slots = useService(CHROME_TOKENS.Slots);
  if (slots.chat.all.length === 0 && slots.comments.all.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SlotButtons className={className} />
    </Suspense>
  );
});
