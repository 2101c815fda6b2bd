import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { EmptyState, useT } from '@ontobench/sdk';
import type { EditorModel } from '../model/editor-model.ts';
import { treeKeyAction } from '../model/keys.ts';
import { ROW_HEIGHT, TreeRow, type RowHandlers } from './TreeRow.tsx';

const useStyles = makeStyles({
  scroller: {
    height: 'max(320px, calc(100vh - 280px))',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  sizer: { position: 'relative', width: '100%' },
});

/** Without a layout (a hidden tab, a test DOM) the scroller measures 0: a screenful is drawn anyway. */
const FALLBACK_RECT = { width: 800, height: ROW_HEIGHT * 20 };

/**
 * The document's elements as a virtualised tree (common `visibleRows`, `@tanstack/react-virtual`): a
 * 5,000-element document draws a screenful. One tab stop (role tree, aria-activedescendant); keys of
 * keys.ts; rows are dragged before or after another row (the upper or lower half), moved by moveNextTo.
 */
export const ElementTree = observer(function ElementTree(props: {
  model: EditorModel;
  onDelete(): void;
  onInsert(): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { model } = props;
  const rows = model.rows;
  const labels = model.labels;
  const heldBy = model.heldBy;
  const scroller = useRef<HTMLDivElement>(null);
  const dragged = useRef<string | null>(null);
  const [drop, setDrop] = useState<{ id: string; side: 'before' | 'after' } | null>(null);
  const idPrefix = useId();
  const activeIndex = rows.findIndex((r) => r.node.id === model.selectedId);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT)),
  });
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [virtualizer, activeIndex]);

  const onKeyDown = (e: KeyboardEvent) => {
    const action = treeKeyAction(e);
    const row = rows[activeIndex];
    if (!action) return;
    if (action.kind === 'undo' || action.kind === 'redo') {
      e.preventDefault();
      return void (action.kind === 'undo' ? model.undo() : model.redo());
    }
    if (!row && action.kind !== 'insert' && action.kind !== 'select') return;
    e.preventDefault();
    const id = row?.node.id ?? '';
    switch (action.kind) {
      case 'select': {
        const next = rows[Math.min(rows.length - 1, Math.max(0, activeIndex + action.delta))];
        if (next) model.select(next.node.id);
        return;
      }
      case 'collapse':
        return row!.hasChildren && !row!.node.collapsed ? model.setCollapsed(id, true) : undefined;
      case 'expand':
        return model.setCollapsed(id, false);
      case 'moveUp':
        return void model.moveUp(id);
      case 'moveDown':
        return void model.moveDown(id);
      case 'levelUp':
        return void model.levelUp(id);
      case 'toggleDisabled':
        return void model.setDisabled(id, !row!.node.disabled);
      case 'delete':
        return props.onDelete();
      case 'insert':
        return props.onInsert();
    }
  };

  // Ctrl+C/X/V on the tree: the browser's clipboard events carry the system clipboard (no permission asked).
  const onCopy = (e: ClipboardEvent, cut: boolean) => {
    const id = model.selectedId;
    if (!id) return;
    const text = cut ? model.cut(id) : model.copy(id);
    e.preventDefault();
    if (text) e.clipboardData.setData('text/plain', text);
  };
  const onPaste = (e: ClipboardEvent) => {
    e.preventDefault();
    const text = e.clipboardData.getData('text/plain');
    model.paste(text === '' ? undefined : text);
  };

  const handlers: RowHandlers = {
    onSelect: (id) => model.select(id),
    onToggle: (id, collapse) => model.setCollapsed(id, collapse),
    onDragStart: (id, e) => {
      dragged.current = id;
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', id);
    },
    onDragOver: (id, e: DragEvent) => {
      if (!dragged.current || dragged.current === id) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      const box = e.currentTarget.getBoundingClientRect();
      const side = e.clientY - box.top < box.height / 2 ? 'before' : 'after';
      if (drop?.id !== id || drop.side !== side) setDrop({ id, side });
    },
    onDrop: (id, e) => {
      e.preventDefault();
      const from = dragged.current;
      const side = drop?.id === id ? drop.side : 'after';
      dragged.current = null;
      setDrop(null);
      if (from && from !== id && model.moveNextTo(from, id, side)) model.select(from);
    },
    onDragEnd: () => {
      dragged.current = null;
      setDrop(null);
    },
  };

  if (rows.length === 0) return <EmptyState title={t('editor.tree.empty')} />;
  const active = rows[activeIndex];
  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="tree"
      tabIndex={0}
      aria-label={t('editor.tree.label')}
      aria-activedescendant={active ? `${idPrefix}-${active.node.id}` : undefined}
      onKeyDown={onKeyDown}
      onCopy={(e) => onCopy(e, false)}
      onCut={(e) => onCopy(e, true)}
      onPaste={onPaste}
      data-testid="sdoc-tree"
    >
      <div className={styles.sizer} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <TreeRow
              key={row.node.id}
              row={row}
              domId={`${idPrefix}-${row.node.id}`}
              label={labels.get(row.node.id)}
              selected={row.node.id === model.selectedId}
              heldBy={heldBy.get(row.node.id)}
              draggable={!model.readOnly}
              drop={drop?.id === row.node.id ? drop.side : null}
              top={item.start}
              handlers={handlers}
            />
          );
        })}
      </div>
    </div>
  );
});
