import { useRef, type ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { ROW_HEIGHT, useT } from '@ontobench/sdk';
import { formatCell } from '../cell-format.ts';
import type { ResultsModel } from '../model/results-model.ts';

const useStyles = makeStyles({
  scroller: {
    maxHeight: '60vh',
    overflow: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: { display: 'grid', alignItems: 'center', borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  headCell: {
    border: 'none',
    backgroundColor: 'transparent',
    font: 'inherit',
    color: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    padding: `0 ${tokens.spacingHorizontalS}`,
    height: `${ROW_HEIGHT}px`,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  headText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  cell: {
    padding: `0 ${tokens.spacingHorizontalS}`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    height: `${ROW_HEIGHT}px`,
    lineHeight: `${ROW_HEIGHT}px`,
  },
  number: { textAlign: 'right' },
  group: {
    padding: `0 ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground2,
    fontWeight: tokens.fontWeightSemibold,
    height: `${ROW_HEIGHT}px`,
    lineHeight: `${ROW_HEIGHT}px`,
  },
  totals: {
    position: 'sticky',
    bottom: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/**
 * A page of results as a virtualised table (issue 18 item 2): a header that sorts on the server when
 * clicked (or Enter), the rows (under their group's heading when grouped), typed cells, and the
 * aggregates row. `renderCell` lets the semantic table put an editor in a cell.
 */
export const ResultsTable = observer(function ResultsTable(props: {
  model: ResultsModel;
  renderCell?(row: number, column: number, text: string): ReactNode;
}) {
  const { t } = useT();
  const styles = useStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const { model } = props;
  const reply = model.reply!;
  const lines = model.lines();
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // Before the first measure (and in tests) a window's worth of rows is drawn.
    initialRect: { width: 1000, height: 600 },
  });
  const words = { yes: t('search.results.yes'), no: t('search.results.no') };
  const grid = { gridTemplateColumns: `repeat(${reply.columns.length}, minmax(120px, 1fr))` };
  const minWidth = `${reply.columns.length * 120}px`;
  const hasTotals = reply.columns.some((c) => model.aggregates[c.code] !== undefined);
  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="table"
      aria-rowcount={reply.rows.length + 1}
      data-testid="search-results"
    >
      <div className={mergeClasses(styles.row, styles.head)} style={{ ...grid, minWidth }} role="row">
        {reply.columns.map((c) => {
          const sorted = model.sort?.code === c.code ? model.sort.mode : null;
          return (
            <button
              key={c.code}
              type="button"
              className={styles.headCell}
              role="columnheader"
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
              title={c.title}
              aria-label={t('search.results.sortBy', { name: c.title })}
              onClick={() => void model.toggleSort(c.code)}
              data-testid="search-results-header"
            >
              <span className={styles.headText}>{c.title}</span>
              {sorted === 'asc' && <ArrowUpRegular />}
              {sorted === 'desc' && <ArrowDownRegular />}
            </button>
          );
        })}
      </div>
      <div style={{ height: `${virtualizer.getTotalSize()}px`, position: 'relative', minWidth }}>
        {items.map((item) => {
          const line = lines[item.index]!;
          const style = {
            ...grid,
            position: 'absolute' as const,
            top: 0,
            left: 0,
            right: 0,
            transform: `translateY(${item.start}px)`,
          };
          if (line.kind === 'group') {
            const at = reply.columns.findIndex((c) => c.code === model.groupBy);
            const value = formatCell(line.value, reply.columns[at]?.type ?? 'string', words) || '—';
            return (
              <div
                key={item.key}
                className={styles.group}
                style={{ ...style, display: 'block' }}
                role="row"
                data-testid="search-group"
              >
                {t('search.results.group', { value, count: line.count })}
              </div>
            );
          }
          const row = reply.rows[line.index]!;
          return (
            <div key={item.key} className={styles.row} style={style} role="row" data-testid="search-row">
              {reply.columns.map((c, ci) => {
                const text = formatCell(row[ci] ?? null, c.type, words);
                return (
                  <div
                    key={c.code}
                    role="cell"
                    className={mergeClasses(styles.cell, c.type === 'number' && styles.number)}
                    title={text}
                  >
                    {props.renderCell ? props.renderCell(line.index, ci, text) : text}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      {hasTotals && (
        <div
          className={mergeClasses(styles.row, styles.totals)}
          style={{ ...grid, minWidth }}
          role="row"
          data-testid="search-totals"
        >
          {reply.columns.map((c, ci) => {
            const value = model.aggregates[c.code];
            const text =
              value === undefined ? '' : formatCell(value, typeof value === 'number' ? 'number' : c.type, words);
            return (
              <div
                key={c.code}
                role="cell"
                className={mergeClasses(styles.cell, c.type === 'number' && styles.number)}
                title={text}
              >
                {text || (ci === 0 ? t('search.results.totals') : '')}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
});
