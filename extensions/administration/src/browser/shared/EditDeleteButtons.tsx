import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';

const useStyles = makeStyles({ buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS } });

/** A row's actions: any of its own first, then Edit and Delete, each labelled with the row's name. */
export function EditDeleteButtons(props: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  before?: ReactNode;
}) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <span className={styles.buttons}>
      {props.before}
      <Button size="small" onClick={props.onEdit} aria-label={props.editLabel}>
        {t('shared.edit')}
      </Button>
      <Button size="small" onClick={props.onDelete} aria-label={props.deleteLabel}>
        {t('shared.delete')}
      </Button>
    </span>
  );
}
