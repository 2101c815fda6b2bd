import { describe, expect, it } from 'vitest';
import { treeLayout } from './tree-layout.ts';

describe('the taxonomy tree layout', () => {
  const parents: Record<string, string[]> = { root: [], a: ['root'], b: ['root'], a1: ['a'], a2: ['a'], other: [] };
  const p = treeLayout(Object.keys(parents), (id) => parents[id] ?? [], { x: 100, y: 50 });

  it('puts each class one row below its parent', () => {
    expect(p.root!.y).toBe(0);
    expect(p.a!.y).toBe(50);
    expect(p.a1!.y).toBe(100);
    expect(p.other!.y).toBe(0);
  });

  it('centres a parent over its children and never overlaps nodes of a row', () => {
    expect(p.a!.x).toBe((p.a1!.x + p.a2!.x) / 2);
    const rows = new Map<number, number[]>();
    for (const q of Object.values(p)) rows.set(q.y, [...(rows.get(q.y) ?? []), q.x]);
    for (const xs of rows.values()) expect(new Set(xs).size).toBe(xs.length);
  });

  it('survives a cycle of parents', () => {
    const cyclic: Record<string, string[]> = { x: ['y'], y: ['x'] };
    const q = treeLayout(['x', 'y'], (id) => cyclic[id] ?? []);
    expect(Object.keys(q).sort()).toEqual(['x', 'y']);
  });
});
