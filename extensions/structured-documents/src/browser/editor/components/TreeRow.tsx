import type { DragEvent } from 'react';
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import type { VisibleRow } from '../../../common/tree.ts';
import { previewOf, type ViewNode } from '../model/tree-view.ts';
import { useKindLabel } from '../../kinds/kind-label.ts';

/** A row's height, px (the virtualiser's fixed size). */
export const ROW_HEIGHT = 32;

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: `${ROW_HEIGHT}px`,
    paddingRight: tokens.spacingHorizontalS,
    cursor: 'default',
    whiteSpace: 'nowrap',
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  disabled: { opacity: 0.5 },
  dropBefore: { boxShadow: `inset 0 2px 0 ${tokens.colorBrandStroke1}` },
  dropAfter: { boxShadow: `inset 0 -2px 0 ${tokens.colorBrandStroke1}` },
  toggle: { width: '20px', display: 'inline-flex', justifyContent: 'center', flexShrink: 0 },
  number: { fontWeight: tokens.fontWeightSemibold },
  kind: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0, flex: '1 1 auto' },
});

/** What the tree hands each row: clicks, the collapse toggle and the drag and drop of rows. */
export interface RowHandlers {
  onSelect(id: string): void;
  onToggle(id: string, collapse: boolean): void;
  onDragStart(id: string, e: DragEvent): void;
  onDragOver(id: string, e: DragEvent): void;
  onDrop(id: string, e: DragEvent): void;
  onDragEnd(): void;
}

export interface TreeRowProps {
  row: VisibleRow<ViewNode>;
  domId: string;
  label: string | undefined;
  selected: boolean;
  heldBy: string | undefined;
  draggable: boolean;
  drop: 'before' | 'after' | null;
  top: number;
  handlers: RowHandlers;
}

/**
 * One element of the tree: its numbering label, kind, title or content preview (§9, 200 characters),
 * dimmed when disabled, with the name of another editor who holds it (§4 locks).
 */
export function TreeRow({ row, domId, label, selected, heldBy, draggable, drop, top, handlers }: TreeRowProps) {
  const { t } = useT();
  const kindLabel = useKindLabel();
  const styles = useStyles();
  const { node } = row;
  const preview = previewOf(node) || t('editor.tree.untitled');
  return (
    <div
      id={domId}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-selected={selected}
      aria-expanded={row.hasChildren ? !node.collapsed : undefined}
      aria-disabled={node.disabled || undefined}
      data-testid="sdoc-row"
      data-id={node.id}
      draggable={draggable}
      className={mergeClasses(
        styles.row,
        selected && styles.selected,
        node.disabled && styles.disabled,
        drop === 'before' && styles.dropBefore,
        drop === 'after' && styles.dropAfter,
      )}
      style={{ position: 'absolute', top, left: 0, right: 0, paddingLeft: `${row.depth * 20 + 4}px` }}
      onClick={() => handlers.onSelect(node.id)}
      onDragStart={(e) => handlers.onDragStart(node.id, e)}
      onDragOver={(e) => handlers.onDragOver(node.id, e)}
      onDrop={(e) => handlers.onDrop(node.id, e)}
      onDragEnd={handlers.onDragEnd}
    >
      <span
        className={styles.toggle}
        aria-hidden
        onClick={(e) => {
          e.stopPropagation();
          if (row.hasChildren) handlers.onToggle(node.id, !node.collapsed);
        }}
      >
        {row.hasChildren && (node.collapsed ? <ChevronRightRegular /> : <ChevronDownRegular />)}
      </span>
      {label && <span className={styles.number}>{label}</span>}
      <span className={styles.kind}>{kindLabel(node.kind)}</span>
      <span className={styles.text} title={preview}>
        {preview}
        {node.disabled && ` (${t('editor.tree.disabled')})`}
      </span>
      {heldBy && (
        <Badge appearance="tint" color="warning" icon={<LockClosedRegular />} data-testid="sdoc-lock-badge">
          {t('editor.tree.lockedBy', { name: heldBy })}
        </Badge>
      )}
    </div>
  );
}
