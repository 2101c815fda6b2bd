import { Button, Checkbox, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';

/**
 * One field in the editor: on the form or not (`shown`), its tab, its place, and whether it is a list
 * column (`list`: undefined — as each list has it, shown half-ticked). A list-only field (the author, the
 * creation date) is never on a form.
 */
export interface EditedField {
  prop: string;
  label: string;
  shown: boolean;
  tab: string;
  list?: boolean;
  listOnly?: boolean;
}

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto 120px auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  moves: { display: 'flex', gap: tokens.spacingHorizontalXXS },
});

/**
 * The fields of a view: a checkbox (on the form), a checkbox (a list column), the tab and up/down buttons
 * per field, every control a labelled button or input, so the order is set from the keyboard. Narrow
 * enough for 800 px (no sideways scroll).
 */
export function ViewFields(props: { fields: EditedField[]; onChange: (fields: EditedField[]) => void }) {
  const { t } = useT();
  const styles = useStyles();
  const set = (n: number, change: Partial<EditedField>) =>
    props.onChange(props.fields.map((f, i) => (i === n ? { ...f, ...change } : f)));
  const move = (n: number, by: number) => {
    const next = [...props.fields];
    const [f] = next.splice(n, 1);
    next.splice(n + by, 0, f!);
    props.onChange(next);
  };
  return (
    <ol className={styles.list} aria-label={t('views.editor.fields')} data-testid="admin-view-fields">
      {props.fields.map((f, n) => (
        <li key={f.prop} className={styles.row} data-testid="admin-view-field" data-prop={f.prop}>
          <Checkbox
            label={f.label}
            checked={f.shown}
            disabled={f.listOnly}
            onChange={(_, d) => set(n, { shown: d.checked === true })}
          />
          <Checkbox
            label={t('views.editor.inList')}
            aria-label={t('views.editor.inListOf', { name: f.label })}
            checked={f.list === undefined ? 'mixed' : f.list}
            onChange={(_, d) => set(n, { list: d.checked === true })}
            data-testid="admin-view-field-list"
          />
          <Input
            size="small"
            value={f.tab}
            placeholder={t('views.editor.mainTab')}
            disabled={!f.shown || f.listOnly}
            onChange={(_, d) => set(n, { tab: d.value })}
            aria-label={t('views.editor.tabOf', { name: f.label })}
          />
          <span className={styles.moves}>
            <Button
              size="small"
              icon={<ArrowUpRegular />}
              disabled={n === 0}
              onClick={() => move(n, -1)}
              aria-label={t('views.editor.up', { name: f.label })}
            />
            <Button
              size="small"
              icon={<ArrowDownRegular />}
              disabled={n === props.fields.length - 1}
              onClick={() => move(n, 1)}
              aria-label={t('views.editor.down', { name: f.label })}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
