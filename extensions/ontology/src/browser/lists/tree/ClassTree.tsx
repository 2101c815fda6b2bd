import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Services, formatErrorText, useService, useT, type Scalar } from '@ontobench/sdk';
import { firstPathKey, keyPrefixes, revealMatches } from './class-tree.ts';
import { MoveDialog } from './MoveDialog.tsx';
import { treeKeyAction } from './tree-keys.ts';
import { TREE_ROW, TreeRowView, type RowHandlers } from './TreeRowView.tsx';
import { useMove } from './use-move.ts';
import { useTreeData } from './use-tree-data.ts';
import { COLLAPSED, EXPANDED, MAX_ROWS, setOpen, visibleRows, type Expansion, type TreeRow } from './visible-rows.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  scroller: {
    height: 'max(320px, calc(100vh - 300px))',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  sizer: { position: 'relative', width: '100%' },
});

/**
 * The class hierarchy (issue 14 item 5): every class of the list's filter in one load, built into a
 * tree in memory, its visible rows flattened and virtualised, so 10,000 classes draw a screenful. The
 * tree is one tab stop (role tree, aria-activedescendant); a click or Enter opens the class's card;
 * a class the user may edit is moved by drag and drop or "Move…".
 */
export function ClassTree(props: {
  required: readonly { prop: string; value: Scalar }[];
  reloadKey?: unknown;
  onOpen(id: string): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const notifications = useService(Services.Notifications);
  const { load, setParents, reload } = useTreeData(props.required, props.reloadKey);
  const tree = load.status === 'ready' ? load.tree : null;
  const move = useMove(tree, setParents);
  const [expansion, setExpansion] = useState<Expansion>(COLLAPSED);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [moving, setMoving] = useState<TreeRow | null>(null);
  const [dropKey, setDropKey] = useState<string | null>(null);
  const dragged = useRef<TreeRow | null>(null);
  const scrollPending = useRef(false);
  const scroller = useRef<HTMLDivElement>(null);
  const idPrefix = useId();

  const search = useMemo(
    () => (tree && deferredQuery.trim() ? revealMatches(tree, deferredQuery) : undefined),
    [tree, deferredQuery],
  );
  const rows = useMemo(() => (tree ? visibleRows(tree, expansion, search) : []), [tree, expansion, search]);
  const activeIndex = useMemo(() => {
    const i = activeKey ? rows.findIndex((r) => r.key === activeKey) : -1;
    return i >= 0 ? i : 0;
  }, [rows, activeKey]);
  const active = rows[activeIndex];
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => TREE_ROW,
    overscan: 12,
  });
  const domId = (row: TreeRow) => `${idPrefix}-${row.key}`;
  // A reader (no class here they may change) is offered no "Move…" at all, not a button always disabled.
  const mayMove = useMemo(() => load.status === 'ready' && load.classes.some((c) => !c.readonly), [load]);

  const focusRow = (index: number) => {
    setActiveKey(rows[index]!.key);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };
  const toggle = (row: TreeRow, open: boolean) => setExpansion((e) => setOpen(e, row.key, open));
  const onKeyDown = (e: KeyboardEvent) => {
    const action = treeKeyAction(e.key, rows, activeIndex);
    if (!action) return;
    e.preventDefault();
    const row = rows[action.index]!;
    if (action.kind === 'focus') focusRow(action.index);
    else if (action.kind === 'toggle') toggle(row, action.open);
    else props.onOpen(row.id);
  };

  // After a move the class shows under its new parent, opened (the ancestors too), as the active row.
  const moved = (row: TreeRow, to: string | null, toKey: string | null) => {
    const key = to ? `${toKey ?? (tree ? firstPathKey(tree, to) : to)}/${row.id}` : row.id;
    setExpansion((e) => keyPrefixes(key).reduce((next, k) => setOpen(next, k, true), e));
    setActiveKey(key);
    scrollPending.current = true;
  };
  useEffect(() => {
    if (!scrollPending.current) return;
    scrollPending.current = false;
    virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [virtualizer, activeIndex]);
  const handlers: RowHandlers = {
    onToggle: (row) => {
      setActiveKey(row.key);
      toggle(row, !row.open);
    },
    onOpen: (row) => props.onOpen(row.id),
    onDragStart: (row, e) => {
      dragged.current = row;
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', row.name);
    },
    onDragOver: (row, e) => {
      if (!dragged.current || dragged.current.key === row.key) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      if (dropKey !== row.key) setDropKey(row.key);
    },
    onDrop: (row, e) => {
      e.preventDefault();
      const from = dragged.current;
      dragged.current = null;
      setDropKey(null);
      if (!from) return;
      void move(from, row.id).then((refusal) => {
        if (refusal) notifications.show({ text: refusal });
        else moved(from, row.id, row.key);
      });
    },
    onDragEnd: () => {
      dragged.current = null;
      setDropKey(null);
    },
  };

  if (load.status === 'loading') return <Spinner size="small" label={t('classTree.label')} />;
  if (load.status === 'failed')
    return (
      <MessageBar intent="error">
        <MessageBarBody>{formatErrorText(load.error, t('classTree.loadFailed'))}</MessageBarBody>
        <Button size="small" onClick={reload}>
          {t('classTree.retry')}
        </Button>
      </MessageBar>
    );
  return (
    <div className={styles.root} data-testid="class-tree">
      <div className={styles.toolbar}>
        <SearchBox
          value={query}
          onChange={(_, d) => setQuery(d.value)}
          placeholder={t('classTree.search')}
          aria-label={t('classTree.search')}
          data-testid="tree-search"
        />
        <Button onClick={() => setExpansion(EXPANDED)}>{t('classTree.expandAll')}</Button>
        <Button onClick={() => setExpansion(COLLAPSED)}>{t('classTree.collapseAll')}</Button>
        {mayMove && (
          <Button
            disabled={!active || active.readonly}
            aria-label={active ? t('classTree.moveOf', { name: active.name }) : t('classTree.move')}
            onClick={() => active && setMoving(active)}
            data-testid="tree-move"
          >
            {t('classTree.move')}
          </Button>
        )}
        <Caption1>{t('classTree.count', { count: load.classes.length })}</Caption1>
      </div>
      {rows.length >= MAX_ROWS && <Caption1>{t('classTree.truncated', { count: MAX_ROWS })}</Caption1>}
      <div
        ref={scroller}
        className={styles.scroller}
        role="tree"
        aria-label={t('classTree.label')}
        tabIndex={0}
        aria-activedescendant={active ? domId(active) : undefined}
        onKeyDown={onKeyDown}
      >
        {rows.length === 0 ? (
          <Caption1>{search ? t('classTree.noMatches') : t('classTree.empty')}</Caption1>
        ) : (
          <div role="none" className={styles.sizer} style={{ height: `${virtualizer.getTotalSize()}px` }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <TreeRowView
                  key={row.key}
                  row={row}
                  domId={domId(row)}
                  offset={item.start}
                  active={item.index === activeIndex}
                  dropTarget={dropKey === row.key}
                  draggable={!row.readonly}
                  handlers={handlers}
                />
              );
            })}
          </div>
        )}
      </div>
      {moving && tree && (
        <MoveDialog
          row={moving}
          tree={tree}
          onClose={() => setMoving(null)}
          onMove={async (to) => {
            const refusal = await move(moving, to);
            if (!refusal) {
              moved(moving, to, null);
              setMoving(null);
            }
            return refusal;
          }}
        />
      )}
    </div>
  );
}
