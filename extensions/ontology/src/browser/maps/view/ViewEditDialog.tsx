import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(880px, 96vw)', width: '100%' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: '65vh',
    overflowY: 'auto',
    paddingRight: tokens.spacingHorizontalS,
  },
  message: { whiteSpace: 'pre-line' },
  tools: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-end' },
});

/**
 * The frame of the triplet and scenario editors: a modal dialog (Esc closes it, focus stays inside) with a
 * scrolling list, the problem of the last save, and Save / Cancel. A plain Fluent dialog: the SDK's form
 * dialog is being built beside this work; the lead moves it onto that on merge.
 */
export function ViewEditDialog(props: {
  title: string;
  testId: string;
  busy: boolean;
  problem: string | null;
  onSave(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface className={styles.surface} data-testid={props.testId}>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent className={styles.content}>
            {props.children}
            {props.problem && (
              <MessageBar intent="error" data-testid="view-edit-problem">
                <MessageBarBody className={styles.message}>{props.problem}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={props.busy} onClick={props.onSave}>
              {t('maps.viewEdit.save')}
            </Button>
            <Button disabled={props.busy} onClick={props.onClose}>
              {t('maps.viewEdit.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Up, down and remove for one row of an editor's list, each named with the row ("Поднять связь 2"). */
export function RowTools(props: {
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.tools}>
      <Button
        icon={<ArrowUpRegular />}
        aria-label={props.labels.up}
        title={props.labels.up}
        disabled={props.index === 0}
        onClick={() => props.onMove(-1)}
      />
      <Button
        icon={<ArrowDownRegular />}
        aria-label={props.labels.down}
        title={props.labels.down}
        disabled={props.index === props.count - 1}
        onClick={() => props.onMove(1)}
      />
      <Button
        icon={<DeleteRegular />}
        aria-label={props.labels.remove}
        title={props.labels.remove}
        onClick={props.onRemove}
      />
    </div>
  );
}
