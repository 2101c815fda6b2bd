import type { ConceptLattice } from './lattice.ts';

/** Where a concept is drawn: `y` its level (0: the top), `x` its place in the level, centred on 0. */
export interface Point {
  x: number;
  y: number;
}

/** Barycentric sweeps (down then up) to reduce edge crossings; a few are enough for small lattices. */
const SWEEPS = 4;

/**
 * A layered layout of the Hasse diagram: a concept's level is the length of the longest path to it from
 * the top (so every edge goes downwards), and the concepts of a level are ordered by the mean place of
 * their neighbours in the levels already placed (barycentric sweeps down and up), which reduces crossings.
 */
export function hasseLayout(lattice: Pick<ConceptLattice, 'concepts' | 'edges'>): Point[] {
  const n = lattice.concepts.length;
  const uppers: number[][] = Array.from({ length: n }, () => []);
  const lowers: number[][] = Array.from({ length: n }, () => []);
  for (const [upper, lower] of lattice.edges) {
    uppers[lower]!.push(upper);
    lowers[upper]!.push(lower);
  }
  // A larger extent comes first: a topological order of the covers.
  const order = [...Array(n).keys()].sort(
    (a, b) => lattice.concepts[b]!.extent.length - lattice.concepts[a]!.extent.length || a - b,
  );
  const level = new Array<number>(n).fill(0);
  for (const c of order) for (const u of uppers[c]!) level[c] = Math.max(level[c]!, level[u]! + 1);
  const levels: number[][] = [];
  for (const c of order) (levels[level[c]!] ??= []).push(c);
  const x = new Array<number>(n).fill(0);
  const place = () => {
    for (const row of levels) row.forEach((c, i) => (x[c] = i - (row.length - 1) / 2));
  };
  place();
  const sweep = (rows: number[][], neighbours: number[][]) => {
    for (const row of rows) {
      const key = new Map(
        row.map((c) => {
          const near = neighbours[c]!;
          return [c, near.length === 0 ? x[c]! : near.reduce((s, u) => s + x[u]!, 0) / near.length];
        }),
      );
      row.sort((a, b) => key.get(a)! - key.get(b)! || x[a]! - x[b]!);
      row.forEach((c, i) => (x[c] = i - (row.length - 1) / 2));
    }
  };
  for (let s = 0; s < SWEEPS; s++) {
    sweep(levels.slice(1), uppers);
    sweep(levels.slice(0, -1).reverse(), lowers);
  }
  place();
  return x.map((px, c) => ({ x: px, y: level[c]! }));
}

/** How many pairs of edges cross, drawn as straight lines between the layout's points. */
export function crossings(edges: readonly [number, number][], points: readonly Point[]): number {
  const cross = (p: Point, q: Point, r: Point, s: Point) => {
    const d = (a: Point, b: Point, c: Point) => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
    return d(p, q, r) * d(p, q, s) < 0 && d(r, s, p) * d(r, s, q) < 0;
  };
  let count = 0;
  for (let i = 0; i < edges.length; i++)
    for (let j = i + 1; j < edges.length; j++) {
      const [a, b] = edges[i]!;
      const [c, e] = edges[j]!;
      if (cross(points[a]!, points[b]!, points[c]!, points[e]!)) count++;
    }
  return count;
}
