import { describe, expect, it } from 'vitest';
import {
  findNode,
  indexTree,
  parentOf,
  pathTo,
  placeOf,
  replaceNode,
  visibleRows,
  walk,
  type ElementNode,
} from './tree.ts';

const el = (id: string, kind: string, children: ElementNode[] = [], extra: Partial<ElementNode> = {}): ElementNode => ({
  id,
  kind,
  children,
  ...extra,
});

// doc ─ s1 ─ p1
//     │    └ s2 ─ p2
//     └ ol ─ i1, i2
const sample = () =>
  el('doc', 'document', [
    el('s1', 'section', [el('p1', 'contentHolder'), el('s2', 'section', [el('p2', 'contentHolder')])]),
    el('ol', 'orderedList', [el('i1', 'contentHolder'), el('i2', 'contentHolder')]),
  ]);

/** A document of n elements: sections of ten content holders. */
function bigDocument(n: number): ElementNode {
  const sections: ElementNode[] = [];
  for (let s = 0; sections.length * 11 < n; s++)
    sections.push(
      el(
        `s${s}`,
        'section',
        Array.from({ length: 10 }, (_, i) => el(`s${s}p${i}`, 'contentHolder')),
        { collapsed: s % 2 === 1 },
      ),
    );
  return el('doc', 'document', sections);
}

describe('element tree (domain.md §3 document state)', () => {
  it('walks depth-first in document order, with parent, index and depth', () => {
    const places = [...walk(sample())];
    expect(places.map((p) => p.node.id)).toEqual(['doc', 's1', 'p1', 's2', 'p2', 'ol', 'i1', 'i2']);
    expect(places.map((p) => p.depth)).toEqual([0, 1, 2, 2, 3, 1, 2, 2]);
    expect(places.find((p) => p.node.id === 'i2')).toMatchObject({ index: 1, parent: { id: 'ol' } });
  });

  it('finds a node, its parent, its place and the path to it', () => {
    const tree = sample();
    expect(findNode(tree, 'p2')?.kind).toBe('contentHolder');
    expect(findNode(tree, 'nope')).toBeUndefined();
    expect(parentOf(tree, 'p2')?.id).toBe('s2');
    expect(parentOf(tree, 'doc')).toBeNull();
    expect(parentOf(tree, 'nope')).toBeUndefined();
    expect(placeOf(tree, 's2')).toMatchObject({ index: 1, depth: 2 });
    expect(pathTo(tree, 'p2').map((n) => n.id)).toEqual(['doc', 's1', 's2', 'p2']);
    expect(pathTo(tree, 'doc').map((n) => n.id)).toEqual(['doc']);
    expect(pathTo(tree, 'nope')).toEqual([]);
    expect([...indexTree(tree).keys()]).toHaveLength(8);
  });

  it('flattens to visible rows with depth, skipping the children of collapsed nodes', () => {
    const tree = sample();
    expect(visibleRows(tree).map((r) => `${r.depth}:${r.node.id}`)).toEqual([
      '0:s1',
      '1:p1',
      '1:s2',
      '2:p2',
      '0:ol',
      '1:i1',
      '1:i2',
    ]);
    const collapsed = replaceNode(tree, 's1', (n) => ({ ...n, collapsed: true }))!;
    const rows = visibleRows(collapsed, { includeRoot: true });
    expect(rows.map((r) => `${r.depth}:${r.node.id}`)).toEqual(['0:doc', '1:s1', '1:ol', '2:i1', '2:i2']);
    expect(rows.find((r) => r.node.id === 's1')?.hasChildren).toBe(true);
    expect(rows.find((r) => r.node.id === 'i1')?.hasChildren).toBe(false);
  });

  it('replaces a node by copying only the path to it', () => {
    const tree = sample();
    const next = replaceNode(tree, 'p2', (n) => ({ ...n, disabled: true }))!;
    expect(findNode(next, 'p2')?.disabled).toBe(true);
    expect(findNode(tree, 'p2')?.disabled).toBeUndefined();
    expect(next).not.toBe(tree);
    expect(findNode(next, 'ol')).toBe(findNode(tree, 'ol'));
    expect(findNode(next, 'p1')).toBe(findNode(tree, 'p1'));
    expect(replaceNode(tree, 'nope', (n) => n)).toBeUndefined();
  });

  it('handles 5,000 elements and a 5,000-deep chain in linear time, without overflowing the stack', () => {
    const big = bigDocument(5000);
    const started = performance.now();
    for (let i = 0; i < 20; i++) visibleRows(big);
    const perPass = (performance.now() - started) / 20;
    expect(perPass).toBeLessThan(50);
    expect(visibleRows(big).length).toBeLessThan([...walk(big)].length);

    let deep = el('leaf', 'contentHolder');
    for (let i = 0; i < 5000; i++) deep = el(`s${i}`, 'section', [deep]);
    expect(visibleRows(deep).at(-1)?.depth).toBe(4999);
    expect(pathTo(deep, 'leaf')).toHaveLength(5001);
  });
});
