import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivation, setOf, type FormalContext } from './context.ts';
import { crossings, hasseLayout } from './layout.ts';
import { conceptLattice } from './lattice.ts';
import { LIVING_BEINGS, PLANETS } from './published-examples.ts';
import { nextClosureConcepts, TooManyConcepts } from './next-closure.ts';

const names = (context: FormalContext, extent: number[]) => extent.map((g) => context.objects[g]);
const letters = (intent: number[]) => intent.map((m) => 'abcdefghi'[m]).join('');

describe('Next Closure on Ganter & Wille\'s "Living beings and water" (8 objects × 9 attributes)', () => {
  const lattice = conceptLattice(LIVING_BEINGS);
  const byIntent = new Map(lattice.concepts.map((c, i) => [letters(c.intent), i]));

  it('finds the 19 published concepts', () => {
    expect(lattice.concepts).toHaveLength(19);
    expect(new Set(byIntent.keys()).size).toBe(19);
  });

  it('has the known concepts: top {a}, bottom, ({Frog, Reed}, abc), ({Dog}, acghi), ({Spike-weed, Reed, Maize}, adf)', () => {
    expect(lattice.concepts[lattice.top]).toEqual({ extent: [0, 1, 2, 3, 4, 5, 6, 7], intent: [0] });
    expect(lattice.concepts[lattice.bottom]).toEqual({ extent: [], intent: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
    expect(names(LIVING_BEINGS, lattice.concepts[byIntent.get('abc')!]!.extent)).toEqual(['Frog', 'Reed']);
    expect(names(LIVING_BEINGS, lattice.concepts[byIntent.get('acghi')!]!.extent)).toEqual(['Dog']);
    expect(names(LIVING_BEINGS, lattice.concepts[byIntent.get('adf')!]!.extent)).toEqual([
      'Spike-weed',
      'Reed',
      'Maize',
    ]);
  });

  it('the top is covered by exactly the concepts of b, c, d and g; ag covers agh', () => {
    const below = (c: number) =>
      lattice.edges.filter(([u]) => u === c).map(([, l]) => letters(lattice.concepts[l]!.intent));
    expect(below(lattice.top).sort()).toEqual(['ab', 'ac', 'ad', 'ag']);
    expect(below(byIntent.get('ag')!)).toContain('agh');
    expect(below(byIntent.get('ag')!)).not.toContain('abgh');
  });

  it('lays the diagram out in levels with every edge going down and no two concepts on one spot', () => {
    const layout = hasseLayout(lattice);
    expect(layout[lattice.top]!.y).toBe(0);
    for (const [u, l] of lattice.edges) expect(layout[u]!.y).toBeLessThan(layout[l]!.y);
    expect(new Set(layout.map((p) => `${p.x},${p.y}`)).size).toBe(19);
  });

  it('the barycentric sweeps do not add crossings to the order the concepts came in', () => {
    const layout = hasseLayout(lattice);
    const plain = hasseLayout({ concepts: lattice.concepts, edges: [] });
    // Same levels without sweeps: place by the order Next Closure gave.
    const unswept = layout.map((p, c) => ({ x: plain[c]!.x, y: p.y }));
    expect(crossings(lattice.edges, layout)).toBeLessThanOrEqual(crossings(lattice.edges, unswept));
  });

  it('refuses to go past a limit of concepts', () => {
    expect(() => nextClosureConcepts(LIVING_BEINGS, 10)).toThrow(TooManyConcepts);
  });
});

describe("Wille's planets (9 planets × 7 attributes)", () => {
  it('has the 12 published concepts, among them the far planets with a moon and the small ones', () => {
    const { concepts } = conceptLattice(PLANETS);
    expect(concepts).toHaveLength(12);
    const outer = concepts.find((c) => c.intent.join() === '4,5');
    expect(names(PLANETS, outer!.extent)).toEqual(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);
    const small = concepts.find((c) => c.intent.join() === '0');
    expect(names(PLANETS, small!.extent)).toEqual(['Mercury', 'Venus', 'Earth', 'Mars', 'Pluto']);
  });
});

/** Small random contexts: up to 7 objects × 7 attributes. */
const contexts = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })).chain(([g, m]) =>
  fc
    .array(fc.array(fc.boolean(), { minLength: m, maxLength: m }), { minLength: g, maxLength: g })
    .map((incidence): FormalContext => ({
      objects: incidence.map((_, i) => `g${i}`),
      attributes: Array.from({ length: m }, (_, i) => `m${i}`),
      incidence,
    })),
);

/** Every closed intent by brute force: the closure of every attribute subset. */
function bruteForceIntents(context: FormalContext): Set<string> {
  const d = derivation(context);
  const out = new Set<string>();
  for (let s = 0n; s <= d.allAttributes; s++) out.add(d.intentOf(d.extentOf(s)).toString());
  return out;
}

describe('concept lattice properties (random contexts)', () => {
  it('every concept is closed (extent′ = intent, intent′ = extent) and all of them are found, once', () => {
    fc.assert(
      fc.property(contexts, (context) => {
        const d = derivation(context);
        const concepts = nextClosureConcepts(context);
        for (const c of concepts) {
          expect(d.intentOf(setOf(c.extent))).toBe(setOf(c.intent));
          expect(d.extentOf(setOf(c.intent))).toBe(setOf(c.extent));
        }
        const found = new Set(concepts.map((c) => setOf(c.intent).toString()));
        expect(found.size).toBe(concepts.length);
        expect(found).toEqual(bruteForceIntents(context));
      }),
      { numRuns: 150 },
    );
  });

  it('one top and one bottom; the covers are exactly the order without its transitive pairs (a DAG)', () => {
    fc.assert(
      fc.property(contexts, (context) => {
        const { concepts, edges, top, bottom } = conceptLattice(context);
        const n = concepts.length;
        const extents = concepts.map((c) => setOf(c.extent));
        const below = (a: number, b: number) => a !== b && (extents[a]! & extents[b]!) === extents[a]!;
        const expected: string[] = [];
        for (let u = 0; u < n; u++)
          for (let l = 0; l < n; l++)
            if (below(l, u) && ![...Array(n).keys()].some((k) => below(l, k) && below(k, u)))
              expected.push(`${u}>${l}`);
        expect(edges.map(([u, l]) => `${u}>${l}`).sort()).toEqual(expected.sort());
        const noUpper = [...Array(n).keys()].filter((c) => !edges.some(([, l]) => l === c));
        const noLower = [...Array(n).keys()].filter((c) => !edges.some(([u]) => u === c));
        expect(noUpper).toEqual([top]);
        expect(noLower).toEqual([bottom]);
        const layout = hasseLayout({ concepts, edges });
        for (const [u, l] of edges) expect(layout[u]!.y).toBeLessThan(layout[l]!.y);
      }),
      { numRuns: 150 },
    );
  });
});
