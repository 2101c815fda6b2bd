import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { PublicationTreeNode } from '../../../common/api.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, paddingLeft: tokens.spacingHorizontalL },
  root: { paddingLeft: 0 },
  item: {
    display: 'block',
    width: '100%',
    textAlign: 'left',
    border: 'none',
    background: 'none',
    font: 'inherit',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    overflowWrap: 'anywhere',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  current: { backgroundColor: tokens.colorNeutralBackground1Selected, fontWeight: tokens.fontWeightSemibold },
});

/** The publication's documents as a tree (in their order); choosing one shows its published content. */
export function PublicationTreeView(props: {
  roots: readonly PublicationTreeNode[];
  selected: string | null;
  onSelect(linkId: string): void;
}) {
  const { t } = useT();
  return (
    <nav aria-label={t('public.tree')} data-testid="doctree">
      <Branch nodes={props.roots} selected={props.selected} onSelect={props.onSelect} root />
    </nav>
  );
}

function Branch(props: {
  nodes: readonly PublicationTreeNode[];
  selected: string | null;
  onSelect(linkId: string): void;
  root?: boolean;
}) {
  const styles = useStyles();
  const ordered = [...props.nodes].sort((a, b) => a.order - b.order);
  return (
    <ul className={mergeClasses(styles.list, props.root && styles.root)}>
      {ordered.map((node) => (
        <li key={node.linkId}>
          <button
            type="button"
            className={mergeClasses(styles.item, node.linkId === props.selected && styles.current)}
            aria-current={node.linkId === props.selected ? 'page' : undefined}
            onClick={() => props.onSelect(node.linkId)}
            data-testid="doctree-item"
          >
            {node.name || node.document.name}
          </button>
          {node.children.length > 0 && (
            <Branch nodes={node.children} selected={props.selected} onSelect={props.onSelect} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The node of a link id anywhere in the tree, or the first document when none is chosen. */
export function findNode(roots: readonly PublicationTreeNode[], linkId: string | null): PublicationTreeNode | null {
  const ordered = [...roots].sort((a, b) => a.order - b.order);
  if (linkId === null) return ordered[0] ?? null;
  for (const node of ordered) {
    if (node.linkId === linkId) return node;
    const inside = findNode(node.children, linkId);
    if (inside?.linkId === linkId) return inside;
  }
  return null;
}
