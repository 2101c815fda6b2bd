import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Button,
  Dropdown,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Option,
  SearchBox,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowSortDownRegular,
  ArrowSortUpRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { FieldRequest, Scalar } from '../../../common/data-api.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { filterLiteral } from '../../../common/filter-literal.ts';
import { formatErrorText } from '../../data/data-api-error.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import { EmptyState } from '../kit.tsx';
import { useT } from '../use-t.ts';
import { cellText, combineFilters, listFields, rowsFromReply, type ListSort, type ObjectRow } from './object-rows.ts';
import { ROW_HEIGHT, computedPageSize, pageSizeOptions } from './page-size.ts';

const SEARCH_DEBOUNCE_MS = 300;

export interface ObjectListColumn {
  /** The property the column shows: PROP.name, PROP.author, PROP.creationDate or any field. */
  prop: string;
  label: string;
  /** A CSS grid track, e.g. '2fr' or '160px'. Default '1fr'. */
  width?: string;
  sortable?: boolean;
  /** The field request for the column (default `{ prop }`); PROP.name needs none. */
  field?: FieldRequest;
  /** Custom cell content; default the values' captions, or a dash when there is none. */
  render?: (row: ObjectRow) => ReactNode;
}

export interface ObjectListProps {
  /** The class whose instances are listed (its subclasses' too). */
  classId: string;
  columns: readonly ObjectListColumn[];
  /** A filter expression (docs/filter-language.md) every row must match. */
  filter?: string;
  /** Values rows must hold (hidden eq fields), e.g. an ontology or the tags chosen in the side menu. */
  required?: readonly { prop: string; value: Scalar }[];
  initialSort?: ListSort;
  onOpen(row: ObjectRow): void;
  /** Buttons at the end of each row. */
  rowActions?: (row: ObjectRow) => ReactNode;
  /** Change it to load the page again (after a create or a delete). */
  reloadKey?: unknown;
  /** The list's accessible name. */
  label: string;
  testId?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grid: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    outline: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  scroller: { overflowY: 'auto', position: 'relative' },
  row: {
    display: 'grid',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalM}`,
    boxSizing: 'border-box',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  header: { cursor: 'default', fontWeight: tokens.fontWeightSemibold, ':hover': { backgroundColor: 'transparent' } },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  sortButton: { justifyContent: 'flex-start', minWidth: 0, padding: 0, fontWeight: tokens.fontWeightSemibold },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
});

type Load =
  | { status: 'loading'; rows: ObjectRow[]; total: number }
  | { status: 'ready'; rows: ObjectRow[]; total: number }
  | { status: 'failed'; error: unknown; rows: ObjectRow[]; total: number };

/**
 * A server-paged, virtualised list of objects (spec shell.md §2 list screens, domain.md §9 page sizes):
 * get_data with limit/offset and count_rows, sorting by column, search by name, loading/empty/error
 * states and keyboard navigation (arrows, Home/End, Enter opens). Reused by every list screen.
 */
export function ObjectList(props: ObjectListProps) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(CORE_TOKENS.Data);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ListSort | undefined>(props.initialSort);
  const [chosenSize, setChosenSize] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [retry, setRetry] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading', rows: [], total: 0 });

  // The room the list has below its top edge, measured once: it sets the computed page size.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof window === 'undefined') return;
    const top = el.getBoundingClientRect().top;
    setAvailable(window.innerHeight > 0 && top >= 0 ? window.innerHeight - top - 72 : null);
  }, []);
  const autoSize = computedPageSize(available ?? 0, ROW_HEIGHT);
  const pageSize = chosenSize ?? autoSize;

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const requiredKey = JSON.stringify(props.required ?? []);
  // A new question (search, sort, size, filter) starts at the first page.
  const questionKey = JSON.stringify([props.classId, props.filter, requiredKey, query, sort, pageSize]);
  const [paging, setPaging] = useState({ key: questionKey, page: 0 });
  const page = paging.key === questionKey ? paging.page : 0;
  const setPage = (next: (p: number) => number) => setPaging({ key: questionKey, page: next(page) });

  const columnFields = useMemo(
    () => props.columns.filter((c) => c.prop !== PROP.name || c.field).map((c) => c.field ?? { prop: c.prop }),
    [props.columns],
  );

  useEffect(() => {
    const controller = new AbortController();
    setLoad((l) => ({ ...l, status: 'loading' }));
    const required = JSON.parse(requiredKey) as { prop: string; value: Scalar }[];
    data
      .getData(
        {
          class: props.classId,
          fields: listFields(columnFields, sort, required),
          filter: combineFilters(props.filter, query ? `[name] ~ ${filterLiteral(query)}` : undefined),
          limit: pageSize,
          offset: page * pageSize,
        },
        { signal: controller.signal },
      )
      .then((reply) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'ready', rows: rowsFromReply(reply), total: reply.count_rows });
        setActive(0);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad((l) => ({ status: 'failed', error, rows: l.rows, total: l.total }));
      });
    return () => controller.abort();
  }, [
    data,
    props.classId,
    props.filter,
    requiredKey,
    columnFields,
    sort,
    query,
    page,
    pageSize,
    props.reloadKey,
    retry,
  ]);

  const rows = load.rows;
  const fallbackRect = { width: 800, height: Math.max(available ?? 0, ROW_HEIGHT * 20) };
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: fallbackRect,
    // Without a layout (a hidden tab, a test DOM) the element measures 0: draw a screenful anyway.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : fallbackRect)),
  });

  const template = [...props.columns.map((c) => c.width ?? '1fr'), ...(props.rowActions ? ['auto'] : [])].join(' ');
  const pages = Math.max(1, Math.ceil(load.total / pageSize));
  const rowId = (i: number) => `${props.testId ?? 'object-list'}-row-${i}`;

  const move = (index: number) => {
    if (rows.length === 0) return;
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const visible = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      PageDown: () => move(active + visible),
      PageUp: () => move(active - visible),
      Enter: () => rows[active] && props.onOpen(rows[active]),
    };
    const action = keys[event.key];
    if (action && event.target === event.currentTarget) {
      event.preventDefault();
      action();
    }
  };

  const toggleSort = (prop: string) =>
    setSort((s) => (s?.prop === prop ? { prop, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { prop, dir: 'asc' }));

  const cell = (row: ObjectRow, column: ObjectListColumn): ReactNode => {
    if (column.render) return column.render(row);
    if (column.prop === PROP.name) return row.name;
    return cellText(row, column.prop) ?? '—';
  };

  const sizeOptions = pageSizeOptions(autoSize);
  const sizeLabel = (o: { value: number; computed: boolean }) =>
    o.computed ? t('objects.list.pageSizeAuto', { count: o.value }) : String(o.value);
  const selectedSize =
    chosenSize === null ? sizeOptions[0]! : sizeOptions.find((o) => !o.computed && o.value === chosenSize)!;

  return (
    <div className={styles.root} data-testid={props.testId}>
      <div className={styles.toolbar}>
        <SearchBox
          placeholder={t('objects.list.search')}
          aria-label={t('objects.list.search')}
          value={search}
          onChange={(_, d) => setSearch(d.value)}
          data-testid="object-list-search"
        />
        {load.status === 'loading' && <Spinner size="tiny" label={t('objects.list.loading')} />}
      </div>
      {load.status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody style={{ whiteSpace: 'pre-line' }}>
            {formatErrorText(load.error, t('objects.list.failed'))}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => setRetry((n) => n + 1)}>{t('objects.list.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <div
        className={styles.grid}
        role="grid"
        aria-label={props.label}
        aria-rowcount={load.total + 1}
        aria-busy={load.status === 'loading'}
        aria-activedescendant={rows.length > 0 ? rowId(active) : undefined}
        aria-description={t('objects.list.keyboard')}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <div
          role="row"
          className={mergeClasses(styles.row, styles.header)}
          style={{ gridTemplateColumns: template, height: ROW_HEIGHT }}
        >
          {props.columns.map((c) => {
            const sorted = sort?.prop === c.prop ? sort.dir : undefined;
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
                      sorted === 'asc' ? (
                        <ArrowSortUpRegular />
                      ) : sorted === 'desc' ? (
                        <ArrowSortDownRegular />
                      ) : undefined
                    }
                    iconPosition="after"
                    onClick={() => toggleSort(c.prop)}
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
          {props.rowActions && <div role="columnheader">{t('objects.list.actions')}</div>}
        </div>
        <div ref={scrollRef} className={styles.scroller} style={{ maxHeight: Math.max(240, available ?? 480) }}>
          {load.status !== 'loading' && rows.length === 0 && load.status !== 'failed' ? (
            <EmptyState title={t('objects.list.empty')} />
          ) : (
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index]!;
                return (
                  <div
                    key={row.id}
                    id={rowId(item.index)}
                    role="row"
                    aria-rowindex={page * pageSize + item.index + 2}
                    aria-selected={item.index === active}
                    data-object-id={row.id}
                    className={mergeClasses(styles.row, item.index === active && styles.active)}
                    style={{
                      gridTemplateColumns: template,
                      height: ROW_HEIGHT,
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      right: 0,
                      transform: `translateY(${item.start}px)`,
                    }}
                    onClick={() => {
                      setActive(item.index);
                      props.onOpen(row);
                    }}
                  >
                    {props.columns.map((c) => (
                      <div key={c.prop} role="gridcell" className={styles.cell}>
                        {cell(row, c)}
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
          )}
        </div>
      </div>
      <div className={styles.pager}>
        <Text data-testid="object-list-range">
          {t('objects.list.range', {
            from: load.total === 0 ? 0 : page * pageSize + 1,
            to: Math.min(load.total, (page + 1) * pageSize),
            total: load.total,
          })}
        </Text>
        <span className={styles.grow} />
        <Text id="object-list-page-size">{t('objects.list.pageSize')}</Text>
        <Dropdown
          aria-labelledby="object-list-page-size"
          value={sizeLabel(selectedSize)}
          selectedOptions={[selectedSize.computed ? 'auto' : String(selectedSize.value)]}
          onOptionSelect={(_, d) => setChosenSize(d.optionValue === 'auto' ? null : Number(d.optionValue))}
          style={{ minWidth: 160 }}
          data-testid="object-list-page-size"
        >
          {sizeOptions.map((o) => (
            <Option key={o.computed ? 'auto' : o.value} value={o.computed ? 'auto' : String(o.value)}>
              {sizeLabel(o)}
            </Option>
          ))}
        </Dropdown>
        <Button
          icon={<ChevronLeftRegular />}
          aria-label={t('objects.list.previous')}
          disabled={page === 0}
          onClick={() => setPage((p) => Math.max(0, p - 1))}
        />
        <Text>
          {page + 1} / {pages}
        </Text>
        <Button
          icon={<ChevronRightRegular />}
          aria-label={t('objects.list.next')}
          disabled={page + 1 >= pages}
          onClick={() => setPage((p) => p + 1)}
          data-testid="object-list-next"
        />
      </div>
    </div>
  );
}
