import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Tooltip,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Registered } from '../../kernel/registry.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { isHiddenFor } from '../../ui/menu-access.ts';
import { ExtensionBoundary } from '../../ui/ExtensionBoundary.tsx';
import { ContributionIcon } from '../../ui/icons.tsx';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import type { ShellSlotContribution } from './shell-slots.ts';

/**
 * Buttons for the chat drawer and the comments dialog; each appears only when an extension fills it, and
 * not when the user's hiddenComponents name it.
 */
export const SlotButtons = observer(function SlotButtons({ className }: { className?: string }) {
  const slots = useService(CHROME_TOKENS.Slots);
  const [location] = useLocation();
  const { user } = useService(CORE_TOKENS.Session);
  const available = (s: ShellSlotContribution) =>
    !isHiddenFor(user, s.id) && (!s.isAvailable || s.isAvailable(location));
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
  slot: Registered<ShellSlotContribution>;
  kind: 'drawer' | 'dialog';
  className?: string;
}) {
  const { t } = useTranslation(slot.namespace);
  const { t: shellT } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const label = t(slot.labelKey);
  const Component = slot.component;
  const close = () => setOpen(false);
  // The panel is the contributing extension's UI: its texts (useT) and its error boundary, like a page.
  const panel = (
    <ExtensionBoundary extensionId={slot.owner}>
      <Component onClose={close} />
    </ExtensionBoundary>
  );
  const closeButton = (
    <Button appearance="subtle" aria-label={shellT('chrome.close')} icon={<DismissRegular />} onClick={close} />
  );
  return (
    <>
      <Tooltip content={label} relationship="label">
        <Button
          appearance="transparent"
          className={className}
          icon={<ContributionIcon name={slot.icon} />}
          aria-expanded={open}
          data-slot={slot.id}
          onClick={() => setOpen((o) => !o)}
        />
      </Tooltip>
      {kind === 'drawer' ? (
        <OverlayDrawer position="end" open={open} onOpenChange={(_, data) => setOpen(data.open)}>
          <DrawerHeader>
            <DrawerHeaderTitle action={closeButton}>{label}</DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>{open && panel}</DrawerBody>
        </OverlayDrawer>
      ) : (
        open && (
          <Dialog open onOpenChange={(_, data) => setOpen(data.open)}>
            <DialogSurface>
              <DialogBody>
                <DialogTitle action={closeButton}>{label}</DialogTitle>
                <DialogContent>{panel}</DialogContent>
              </DialogBody>
            </DialogSurface>
          </Dialog>
        )
      )}
    </>
  );
}
