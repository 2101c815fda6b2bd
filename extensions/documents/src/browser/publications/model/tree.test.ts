import { describe, expect, it } from 'vitest';
import type { PublicationTreeNode } from '../../../common/api.ts';
import { subtreeIds, treeRows } from './tree.ts';

const node = (linkId: string, children: PublicationTreeNode[] = []): PublicationTreeNode => ({
  linkId,
  name: linkId,
  icon: null,
  order: 0,
  document: { id: 'd', name: 'd' },
  version: 1,
  content: null,
  children,
});

describe('publication tree rows', () => {
  const tree = [node('a', [node('a1'), node('a2', [node('a2x')])]), node('b')];
  it('flattens in display order with depth and neighbours', () => {
    expect(
      treeRows(tree).map((r) => `${r.node.linkId}:${r.depth}:${r.previous?.linkId ?? '-'}:${r.next?.linkId ?? '-'}`),
    ).toEqual(['a:0:-:b', 'a1:1:-:a2', 'a2:1:a1:-', 'a2x:2:-:-', 'b:0:a:-']);
  });
  it('removes a link with everything under it, deepest first', () => {
    expect(subtreeIds(tree[0]!)).toEqual(['a1', 'a2x', 'a2', 'a']);
  });
});
