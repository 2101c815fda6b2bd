import { useMemo, useRef, useState } from 'react';
import { Button, Caption1, SearchBox, makeStyles, tokens, mergeClasses } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useT } from '@ontobench/sdk';
import { searchNodes, type MapNode } from '../../../common/maps/graph.ts';
import type { Positions } from '../../../common/maps/layout-doc.ts';

const ROW = 36;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, width: '260px', minHeight: 0 },
  scroller: { flex: 1, overflowY: 'auto', minHeight: '120px' },
  row: {
    position: 'absolute',
    left: 0,
    right: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    height: `${ROW}px`,
  },
  name: {
    flex: 1,
    minWidth: 0,
    justifyContent: 'flex-start',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
});

/**
 * The map's nodes as a list beside the canvas: what a keyboard or a screen reader uses instead of the
 * canvas, and the search (typing narrows the list; a name focuses its node on the map). Virtualised,
 * so 2,000 nodes cost a screenful of rows. Each row carries the node's id, kind and position.
 */
export function NodeList(props: {
  nodes: readonly MapNode[];
  positions: Positions;
  selected: string | null;
  onFocus(id: string): void;
  onOpen(link: string): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => (query.trim() ? searchNodes(props.nodes, query, props.nodes.length) : props.nodes),
    [props.nodes, query],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 8,
  });
  return (
    <nav className={styles.root} aria-label={t('maps.nodeList')}>
      <SearchBox
        size="small"
        placeholder={t('maps.search')}
        aria-label={t('maps.search')}
        value={query}
        onChange={(_, data) => setQuery(data.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && shown[0]) props.onFocus(shown[0].id);
        }}
        data-testid="onto-map-search"
      />
      <Caption1 aria-live="polite">{t('maps.nodeCount', { count: shown.length })}</Caption1>
      <div ref={scroller} className={styles.scroller}>
        <ul
          role="list"
          style={{ position: 'relative', height: rows.getTotalSize(), margin: 0, padding: 0, listStyle: 'none' }}
          data-testid="onto-map-nodes"
        >
          {rows.getVirtualItems().map((row) => {
            const node = shown[row.index]!;
            const p = props.positions[node.id];
            return (
              <li
                key={node.id}
                className={mergeClasses(styles.row, node.id === props.selected && styles.selected)}
                style={{ top: row.start }}
                data-node-id={node.id}
                data-kind={node.kind}
                data-x={p?.x}
                data-y={p?.y}
              >
                <Button
                  size="small"
                  appearance="subtle"
                  className={styles.name}
                  title={`${t(`maps.kinds.${node.kind}`)}: ${node.label}`}
                  aria-label={`${t('maps.focus')}: ${node.label} (${t(`maps.kinds.${node.kind}`)})`}
                  onClick={() => props.onFocus(node.id)}
                >
                  {node.label}
                </Button>
                {node.link && (
                  <Button
                    size="small"
                    appearance="transparent"
                    onClick={() => props.onOpen(node.link!)}
                    aria-label={`${t('maps.open')}: ${node.label}`}
                  >
                    {t('maps.open')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
