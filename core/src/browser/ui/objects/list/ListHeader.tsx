import { Button, mergeClasses } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular } from '@fluentui/react-icons';
import { ROW_HEIGHT } from '../page-size.ts';
import type { ListSort } from '../object-rows.ts';
import type { ObjectListColumn } from './columns.ts';
import { useListStyles } from './styles.ts';

/** The header row: column labels, sortable ones as buttons that flip the sort; `aria-sort` says which. */
export function ListHeader(props: {
  columns: readonly ObjectListColumn[];
  template: string;
  sort: ListSort | undefined;
  onSort(prop: string): void;
  /** The label of the row-actions column, when there is one. */
  actionsLabel?: string;
}) {
  const styles = useListStyles();
  return (
    <div
      role="row"
      className={mergeClasses(styles.row, styles.header)}
      style={{ gridTemplateColumns: props.template, height: ROW_HEIGHT }}
    >
      {props.columns.map((c) => {
        const sorted = props.sort?.prop === c.prop ? props.sort.dir : undefined;
        return (
          <div
            key={c.prop}
            role="columnheader"
            className={styles.cell}
            aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
          >
            {c.sortable ? (
              <Button
                appearance="transparent"
                className={styles.sortButton}
                icon={
                  sorted === 'asc' ? <ArrowSortUpRegular /> : sorted === 'desc' ? <ArrowSortDownRegular /> : undefined
                }
                iconPosition="after"
                onClick={() => props.onSort(c.prop)}
                tabIndex={-1}
              >
                {c.label}
              </Button>
            ) : (
              c.label
            )}
          </div>
        );
      })}
      {props.actionsLabel !== undefined && <div role="columnheader">{props.actionsLabel}</div>}
    </div>
  );
}

/** The next sort when a column's header is clicked: ascending first, then it flips. */
export function nextSort(current: ListSort | undefined, prop: string): ListSort {
  return current?.prop === prop ? { prop, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { prop, dir: 'asc' };
}
