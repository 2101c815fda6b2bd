import { useEffect, useRef, type ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { FormDialog, useT } from '@ontobench/sdk';

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: '65vh',
    overflowY: 'auto',
    paddingRight: tokens.spacingHorizontalS,
  },
  tools: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-end' },
});

/**
 * The frame of the triplet and scenario editors: the SDK's form dialog (Esc closes it, focus stays inside,
 * one save at a time) around a scrolling list. `onSave` answers the problem to show under the list (what
 * is missing, or the server's refusal, translated), or null once saved; the problem goes as soon as the
 * list is edited (`edits`, the list's rows, changed).
 */
export function ViewEditDialog(props: {
  title: string;
  testId: string;
  onSave(): Promise<string | null>;
  onClose(): void;
  edits: unknown;
  children: ReactNode;
}) {
  const { t } = useT();
  const styles = useStyles();
  const clear = useRef<() => void>(() => {});
  useEffect(() => clear.current(), [props.edits]);
  return (
    <FormDialog
      title={props.title}
      submitLabel={t('maps.viewEdit.save')}
      cancelLabel={t('maps.viewEdit.cancel')}
      failureHeading={t('maps.viewEdit.saveFailed')}
      width={880}
      testId={props.testId}
      problemTestId="view-edit-problem"
      onClose={props.onClose}
      onSubmit={props.onSave}
    >
      {(field) => {
        clear.current = () => field.clear();
        return <div className={styles.content}>{props.children}</div>;
      }}
    </FormDialog>
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
