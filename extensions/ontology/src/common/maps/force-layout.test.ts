import { describe, expect, it } from 'vitest';
import { PHYSICS_DEFAULTS } from '@ontobench/sdk/common';
import { computeForceLayout, LAYOUT_TICKS, layoutTicks, nearNew } from './force-layout.ts';

const settings = { ...PHYSICS_DEFAULTS };
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe("the layout worker's force layout", () => {
  it('places every node, reports progress to the end, and is the same for the same graph', () => {
    const input = {
      nodes: ['a', 'b', 'c', 'd'],
      edges: [
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
      ],
      known: {},
    };
    const progress: number[] = [];
    const first = computeForceLayout(input, settings, (done) => progress.push(done));
    expect(Object.keys(first).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(progress.at(-1)).toBe(LAYOUT_TICKS);
    expect(progress.length).toBe(LAYOUT_TICKS / 10);
    expect(layoutTicks(2000)).toBe(150);
    expect(computeForceLayout(input, settings)).toEqual(first);
  });

  it('keeps linked nodes near the spring length', () => {
    const input = { nodes: ['a', 'b', 'c'], edges: [{ from: 'a', to: 'b' }], known: {} };
    const p = computeForceLayout(input, settings);
    expect(distance(p.a!, p.b!)).toBeLessThan(settings.springLength * 2);
    expect(distance(p.a!, p.b!)).toBeGreaterThan(settings.springLength / 3);
  });

  it('the gravitational constant steers how far unlinked nodes push apart', () => {
    const input = { nodes: ['a', 'b'], edges: [], known: {} };
    const weak = computeForceLayout(input, { ...settings, gravitationalConstant: -200 });
    const strong = computeForceLayout(input, { ...settings, gravitationalConstant: -30000 });
    expect(distance(strong.a!, strong.b!)).toBeGreaterThan(distance(weak.a!, weak.b!) * 1.2);
  });

  it('the spring length setting steers the layout', () => {
    const input = { nodes: ['a', 'b'], edges: [{ from: 'a', to: 'b' }], known: {} };
    const short = computeForceLayout(input, { ...settings, springLength: 60 });
    const long = computeForceLayout(input, { ...settings, springLength: 400 });
    expect(distance(long.a!, long.b!)).toBeGreaterThan(distance(short.a!, short.b!) * 2);
  });

  it('never moves a node with a known position, and puts a new node next to its placed neighbour', () => {
    const known = { a: { x: 1000, y: 1000 }, b: { x: -1000, y: -1000 } };
    const p = computeForceLayout({ nodes: ['a', 'b', 'n'], edges: [{ from: 'n', to: 'a' }], known }, settings);
    expect(p.a).toEqual(known.a);
    expect(p.b).toEqual(known.b);
    expect(distance(p.n!, known.a)).toBeLessThan(distance(p.n!, known.b));
  });

  it('with every position known it changes nothing', () => {
    const known = { a: { x: 5, y: 6 }, b: { x: 7, y: 8 } };
    expect(computeForceLayout({ nodes: ['a', 'b'], edges: [{ from: 'a', to: 'b' }], known }, settings)).toEqual(known);
  });

  it('a few new nodes on a laid-out map of 2,000 move among their surroundings only, clear of the others', () => {
    // A laid-out map: 2,000 placed nodes on a grid four springs apart; five new ones linked to placed ones.
    const step = settings.springLength * 4;
    const nodes = Array.from({ length: 2000 }, (_, i) => `n${i}`);
    const known = Object.fromEntries(nodes.map((id, i) => [id, { x: (i % 50) * step, y: Math.floor(i / 50) * step }]));
    const fresh = ['a', 'b', 'c', 'd', 'e'];
    const edges = fresh.map((id, i) => ({ from: id, to: nodes[i * 400]! }));
    const p = computeForceLayout({ nodes: [...nodes, ...fresh], edges, known }, settings);
    for (const id of nodes) expect(p[id]).toEqual(known[id]);
    for (const [i, id] of fresh.entries()) {
      expect(distance(p[id]!, known[nodes[i * 400]!]!)).toBeLessThan(settings.springLength * 2);
      const nearest = Math.min(...nodes.map((n) => distance(p[id]!, known[n]!)));
      expect(nearest).toBeGreaterThan(settings.springLength / 4);
    }
    // What moved: the five and the placed nodes around them, not the 2,000.
    const sim = [
      ...nodes.map((id) => ({ id, ...known[id]!, fx: known[id]!.x, fy: known[id]!.y })),
      ...fresh.map((id, i) => ({ id, x: known[nodes[i * 400]!]!.x + 10, y: known[nodes[i * 400]!]!.y })),
    ];
    const local = nearNew(sim, settings.springLength * 3);
    expect(local.length).toBeGreaterThan(5);
    expect(local.length).toBeLessThan(100);
    // More than a tenth new: the whole map is laid out again.
    expect(nearNew(sim.slice(0, 40), settings.springLength * 3)).toHaveLength(40);
  });

  it('lays out 2,000 nodes without overlapping them all (spread, finite)', () => {
    const nodes = Array.from({ length: 2000 }, (_, i) => `n${i}`);
    const edges = nodes.slice(1).map((id, i) => ({ from: id, to: nodes[Math.floor(i / 3)]! }));
    const p = computeForceLayout({ nodes, edges, known: {} }, settings);
    const xs = Object.values(p).map((q) => q.x);
    expect(xs.every(Number.isFinite)).toBe(true);
    expect(new Set(Object.values(p).map((q) => `${q.x},${q.y}`)).size).toBeGreaterThan(1990);
  }, 60_000);
});
