import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
  mergeClasses,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useT } from '@ontobench/sdk';
import type { BuilderModel } from '../builder-model.ts';

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  chosen: { backgroundColor: tokens.colorNeutralBackground1Selected },
  number: { textAlign: 'right' },
});

/** The document classes: name, number of offered kinds, number of documents; a click chooses one. */
export const ClassTable = observer(function ClassTable({ model }: { model: BuilderModel }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <Table size="small" aria-label={t('builder.classes')} data-testid="sdoc-builder-classes">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('builder.columns.name')}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t('builder.columns.kinds')}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t('builder.columns.documents')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {model.classes.map((c) => (
          <TableRow
            key={c.id}
            className={mergeClasses(styles.row, c.id === model.selectedId && styles.chosen)}
            aria-selected={c.id === model.selectedId}
            tabIndex={0}
            onClick={() => model.select(c.id)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') model.select(c.id);
            }}
            data-testid="sdoc-builder-class"
          >
            <TableCell>{c.name}</TableCell>
            <TableCell className={styles.number}>{c.offeredKinds.length}</TableCell>
            <TableCell className={styles.number}>{c.documentCount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
});
