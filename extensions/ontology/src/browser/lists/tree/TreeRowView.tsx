import type { DragEvent } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { Chevron, Fork } from './glyphs.tsx';
import type { TreeRow } from './visible-rows.ts';

/** Row height in px: the virtualiser's fixed size. */
export const TREE_ROW = 32;
/** Indent per level in px. */
const INDENT = 20;

const useStyles = makeStyles({
  row: {
    position: 'absolute',
    left: 0,
    right: 0,
    top: 0,
    height: `${TREE_ROW}px`,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected, outline: `2px solid ${tokens.colorStrokeFocus2}` },
  drop: { outline: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  toggle: { width: '20px', display: 'inline-flex', justifyContent: 'center', flexShrink: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 },
  match: { fontWeight: tokens.fontWeightSemibold },
  marker: { display: 'inline-flex', color: tokens.colorNeutralForeground3, flexShrink: 0 },
});

/** What a row does with the pointer: toggling, opening the card, and drag and drop. */
export interface RowHandlers {
  onToggle(row: TreeRow): void;
  onOpen(row: TreeRow): void;
  onDragStart(row: TreeRow, e: DragEvent): void;
  onDragOver(row: TreeRow, e: DragEvent): void;
  onDrop(row: TreeRow, e: DragEvent): void;
  onDragEnd(): void;
}

/** One node of the tree (role treeitem); its place is set by the virtualiser's offset. */
export function TreeRowView(props: {
  row: TreeRow;
  domId: string;
  offset: number;
  active: boolean;
  dropTarget: boolean;
  draggable: boolean;
  handlers: RowHandlers;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { row, handlers } = props;
  const several =
    row.otherParents.length > 0 ? t('classTree.multiParents', { names: row.otherParents.join(', ') }) : '';
  return (
    <div
      id={props.domId}
      role="treeitem"
      aria-level={row.level}
      aria-expanded={row.hasChildren ? row.open : undefined}
      aria-selected={props.active}
      data-key={row.key}
      data-class-id={row.id}
      className={mergeClasses(styles.row, props.active && styles.active, props.dropTarget && styles.drop)}
      style={{ transform: `translateY(${props.offset}px)`, paddingLeft: `${(row.level - 1) * INDENT}px` }}
      draggable={props.draggable}
      onClick={() => handlers.onOpen(row)}
      onDragStart={(e) => handlers.onDragStart(row, e)}
      onDragOver={(e) => handlers.onDragOver(row, e)}
      onDrop={(e) => handlers.onDrop(row, e)}
      onDragEnd={handlers.onDragEnd}
    >
      <span
        className={styles.toggle}
        // Mouse only (keyboard: Right/Left); hidden, so its tooltip is not read as part of the row's name.
        aria-hidden
        data-testid="tree-toggle"
        title={row.hasChildren ? t(row.open ? 'classTree.collapse' : 'classTree.expand') : undefined}
        onClick={(e) => {
          e.stopPropagation();
          if (row.hasChildren) handlers.onToggle(row);
        }}
      >
        {row.hasChildren && <Chevron open={row.open} />}
      </span>
      <span className={mergeClasses(styles.name, row.match && styles.match)}>{row.name}</span>
      {several && (
        <span className={styles.marker} role="img" aria-label={several} title={several} data-testid="multi-parents">
          <Fork />
        </span>
      )}
    </div>
  );
}
