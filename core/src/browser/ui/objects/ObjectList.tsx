import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, SearchBox, Spinner } from '@fluentui/react-components';
import type { Scalar } from '../../../common/data-api.ts';
import { formatErrorText } from '../../data/data-api-error.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { columnsInView, useClassViewOf } from '../../services/class-views.ts';
import { useService } from '../kernel-context.tsx';
import { EmptyState } from '../kit.tsx';
import { useObjectsT } from './form-texts.ts';
import { columnFields, columnsThatFit, gridTemplate, type ObjectListColumn } from './list/columns.ts';
import { ListHeader } from './list/ListHeader.tsx';
import { ListPager } from './list/ListPager.tsx';
import { useListStyles } from './list/styles.ts';
import { useGridKeys } from './list/use-grid-keys.ts';
import { useObjectPage } from './list/use-object-page.ts';
import { usePage, usePageSize } from './list/use-paging.ts';
import { useRowVirtualizer } from './list/use-row-virtualizer.ts';
import { useSavedSort } from './list/saved-sort.ts';
import { useDebouncedSearch } from './list/use-search.ts';
import { useWidth } from './list/use-width.ts';
import { VirtualRows } from './list/VirtualRows.tsx';
import type { ListSort, ObjectRow } from './object-rows.ts';

export type { ObjectListColumn } from './list/columns.ts';

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

/**
 * A server-paged, virtualised list of objects (spec shell.md §2 list screens, domain.md §9 page sizes):
 * get_data with limit/offset and count_rows, sorting by column, search by name, loading/empty/error
 * states and keyboard navigation (arrows, Home/End, Enter opens). Reused by every list screen.
 *
 * The parts live in `list/`: fetching (use-object-page), paging and page size (use-paging), search
 * (use-search), virtualisation (use-row-virtualizer, VirtualRows), keys (use-grid-keys), the header
 * and the pager. Every DOM id is made from `useId`, so two lists on one page never share one.
 */
export function ObjectList(props: ObjectListProps) {
  const { t } = useObjectsT();
  const styles = useListStyles();
  const data = useService(CORE_TOKENS.Data);
  const listId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const gridWidth = useWidth(gridRef);
  const { search, setSearch, query } = useDebouncedSearch();
  const [sort, chooseSort] = useSavedSort(
    props.classId,
    props.initialSort,
    props.columns.map((c) => c.prop),
  );
  const [active, setActive] = useState(0);
  const [retry, setRetry] = useState(0);
  const size = usePageSize(scrollRef);
  const { pageSize } = size;

  const requiredKey = JSON.stringify(props.required ?? []);
  // A new question (search, sort, size, filter) starts at the first page.
  const { page, setPage } = usePage(JSON.stringify([props.classId, props.filter, requiredKey, query, sort, pageSize]));
  // The class's view for the user's roles (domain.md §3), if an area set one: which columns, in which order.
  const view = useClassViewOf(useService(CORE_TOKENS.ClassViews), props.classId);
  const viewed = useMemo(
    () =>
      columnsInView(props.columns, view, PROP.name, (f) => ({
        prop: f.prop,
        // A column the view adds: headed by the property's name (the view's label), the author's and the
        // creation date's by the list's own words; shown as the values' captions.
        label:
          f.label ??
          (f.prop === PROP.author
            ? t('objects.list.author')
            : f.prop === PROP.creationDate
              ? t('objects.list.created')
              : f.prop),
      })),
    [props.columns, view, t],
  );
  const fields = useMemo(() => columnFields(viewed), [viewed]);
  const load = useObjectPage(
    data,
    {
      classId: props.classId,
      fields,
      filter: props.filter,
      requiredKey,
      sort,
      query,
      page,
      pageSize,
      reloadKey: props.reloadKey,
      retry,
    },
    () => setActive(0),
  );

  const rows = load.rows;
  const virtualizer = useRowVirtualizer(rows.length, scrollRef, size.available);
  const onKeyDown = useGridKeys({
    rows,
    active,
    setActive,
    scroller: scrollRef,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index),
    onOpen: props.onOpen,
  });
  // A narrow list shows its first columns only (all are fetched, so a resize asks nothing again).
  const withActions = props.rowActions !== undefined;
  const columns = columnsThatFit(viewed, gridWidth, withActions);
  const template = gridTemplate(columns, withActions);
  const rowId = (i: number) => `${listId}-row-${i}`;

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
        ref={gridRef}
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
        <ListHeader
          columns={columns}
          template={template}
          sort={sort}
          onSort={chooseSort}
          actionsLabel={props.rowActions ? t('objects.list.actions') : undefined}
        />
        <div ref={scrollRef} className={styles.scroller} style={{ maxHeight: Math.max(240, size.available ?? 480) }}>
          {load.status === 'ready' && rows.length === 0 ? (
            // A grid holds rows only (WAI-ARIA, axe "aria-required-children"): the empty state is a row.
            <div role="row" aria-rowindex={2}>
              <div role="gridcell" aria-colspan={columns.length + (props.rowActions ? 1 : 0)}>
                <EmptyState title={t('objects.list.empty')} />
              </div>
            </div>
          ) : (
            <VirtualRows
              virtualizer={virtualizer}
              rows={rows}
              columns={columns}
              template={template}
              active={active}
              rowId={rowId}
              firstRowIndex={page * pageSize + 2}
              onActivate={setActive}
              onOpen={props.onOpen}
              rowActions={props.rowActions}
            />
          )}
        </div>
      </div>
      <ListPager
        listId={listId}
        page={page}
        pageSize={pageSize}
        total={load.total}
        autoSize={size.autoSize}
        chosenSize={size.chosenSize}
        onChooseSize={size.setChosenSize}
        onPage={setPage}
      />
    </div>
  );
}
