import { Button, Tooltip } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ContributionIcon } from '../../ui/icons.tsx';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import type { ShellSlotContribution } from './shell-slots.ts';

// The drawer or dialog around a slot's panel is fetched when the button is first pressed: the top bar
// of every page need not carry Fluent's drawer and dialog (docs/benchmarks.md, "First-page budget").
const SlotPanel = lazy(() => import('./SlotPanel.tsx').then((m) => ({ default: m.SlotPanel })));

/** Buttons for the chat drawer and the comments dialog; each appears only when an extension fills it. */
export const SlotButtons = observer(function SlotButtons({ className }: { className?: string }) {
  const slots = useService(CHROME_TOKENS.Slots);
  const [location] = useLocation();
  const available = (s: ShellSlotContribution) => !s.isAvailable || s.isAvailable(location);
  return (
    <>
      {slots.chat.all.filter(available).map((s) => (
        <SlotButton key={s.id} slot={s} kind="drawer" className={className} />
      ))}
      {slots.comments.all.filter(available).map((s) => (
        <SlotButton key={s.id} slot={s} kind="dialog" className={className} />
      ))}
    </>
  );
});

function SlotButton({
  slot,
  kind,
  className,
}: {
  slot: ShellSlotContribution;
  kind: 'drawer' | 'dialog';
  className?: string;
}) {
  const { t } = useTranslation(slot.namespace);
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (closed), so the drawer animates when it closes and opens again.
  const [used, setUsed] = useState(false);
  const label = t(slot.labelKey);
  return (
    <>
      <Tooltip content={label} relationship="label">
        <Button
          appearance="transparent"
          className={className}
          icon={<ContributionIcon name={slot.icon} />}
          aria-expanded={open}
          data-slot={slot.id}
          onClick={() => {
            setUsed(true);
            setOpen((o) => !o);
          }}
        />
      </Tooltip>
      <Suspense fallback={null}>
        {used && <SlotPanel slot={slot} kind={kind} label={label} open={open} onOpenChange={setOpen} />}
      </Suspense>
    </>
  );
}
