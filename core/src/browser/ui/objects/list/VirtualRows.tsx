import { mergeClasses } from '@fluentui/react-components';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import type { ObjectRow } from '../object-rows.ts';
import { ROW_HEIGHT } from '../page-size.ts';
import { cellContent, type ObjectListColumn } from './columns.ts';
import { useListStyles } from './styles.ts';

/**
 * The rows of the page that are in view (the virtualiser decides which), each absolutely placed at its
 * offset. A click makes the row active and opens it; clicks on the row actions stay theirs.
 */
export function VirtualRows(props: {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  rows: readonly ObjectRow[];
  columns: readonly ObjectListColumn[];
  template: string;
  active: number;
  /** The DOM id of a row, unique to this list instance. */
  rowId(index: number): string;
  /** The row's position in the whole result (aria-rowindex): 2 for the first row of the first page. */
  firstRowIndex: number;
  onActivate(index: number): void;
  onOpen(row: ObjectRow): void;
  rowActions?: (row: ObjectRow) => ReactNode;
}) {
  const styles = useListStyles();
  const { virtualizer, rows, columns } = props;
  return (
    <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <div
            key={row.id}
            id={props.rowId(item.index)}
            role="row"
            aria-rowindex={props.firstRowIndex + item.index}
            aria-selected={item.index === props.active}
            data-object-id={row.id}
            className={mergeClasses(styles.row, item.index === props.active && styles.active)}
            style={{
              gridTemplateColumns: props.template,
              height: ROW_HEIGHT,
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              transform: `translateY(${item.start}px)`,
            }}
            onClick={() => {
              props.onActivate(item.index);
              props.onOpen(row);
            }}
          >
            {columns.map((c) => (
              <div key={c.prop} role="gridcell" className={styles.cell}>
                {cellContent(row, c)}
              </div>
            ))}
            {props.rowActions && (
              <div role="gridcell" onClick={(e) => e.stopPropagation()}>
                {props.rowActions(row)}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
