import {
  Button,
  Dialog,
  DialogBody,
  DialogSurface,
  DialogTitle,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ShellSlotContribution } from './shell-slots.ts';

/** A slot's panel in the chat drawer or the comments dialog (SlotButtons), a chunk of its own. */
export function SlotPanel({
  slot,
  kind,
  label,
  open,
  onOpenChange,
}: {
  slot: ShellSlotContribution;
  kind: 'drawer' | 'dialog';
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t: shellT } = useTranslation('shell');
  const Panel = slot.component;
  const close = () => onOpenChange(false);
  const closeButton = (
    <Button appearance="subtle" aria-label={shellT('chrome.close')} icon={<DismissRegular />} onClick={close} />
  );
  return kind === 'drawer' ? (
    <OverlayDrawer position="end" open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DrawerHeader>
        <DrawerHeaderTitle action={closeButton}>{label}</DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{open && <Panel onClose={close} />}</DrawerBody>
    </OverlayDrawer>
  ) : (
    open && (
      <Dialog open onOpenChange={(_, data) => onOpenChange(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle action={closeButton}>{label}</DialogTitle>
            <Panel onClose={close} />
          </DialogBody>
        </DialogSurface>
      </Dialog>
    )
  );
}
