import type { FormalContext } from './context.ts';

/**
 * Ganter & Wille's "Living beings and water" (Formal Concept Analysis, 1999, Fig. 1.1): 8 objects, 9
 * attributes, 19 concepts — the published example the algorithm is tested against (and a fixture for
 * the browser's lattice view).
 */
export const LIVING_BEINGS: FormalContext = (() => {
  const attributes = [
    'needs water to live', // a
    'lives in water', // b
    'lives on land', // c
    'needs chlorophyll', // d
    'two seed leaves', // e
    'one seed leaf', // f
    'can move around', // g
    'has limbs', // h
    'suckles its offspring', // i
  ];
  const rows: [string, string][] = [
    ['Leech', 'abg'],
    ['Bream', 'abgh'],
    ['Frog', 'abcgh'],
    ['Dog', 'acghi'],
    ['Spike-weed', 'abdf'],
    ['Reed', 'abcdf'],
    ['Bean', 'acde'],
    ['Maize', 'acdf'],
  ];
  return {
    objects: rows.map(([name]) => name),
    attributes,
    incidence: rows.map(([, marks]) => attributes.map((_, m) => marks.includes('abcdefghi'[m]!))),
  };
})();

/**
 * Wille's planets (Wille 1982, "Restructuring lattice theory"): 9 planets × 7 attributes — size small,
 * medium, large; distance from the sun near, far; moon yes, no — with 12 concepts.
 */
export const PLANETS: FormalContext = (() => {
  const attributes = ['small', 'medium', 'large', 'near', 'far', 'moon', 'no moon'];
  const rows: [string, number[]][] = [
    ['Mercury', [0, 3, 6]],
    ['Venus', [0, 3, 6]],
    ['Earth', [0, 3, 5]],
    ['Mars', [0, 3, 5]],
    ['Jupiter', [2, 4, 5]],
    ['Saturn', [2, 4, 5]],
    ['Uranus', [1, 4, 5]],
    ['Neptune', [1, 4, 5]],
    ['Pluto', [0, 4, 5]],
  ];
  return {
    objects: rows.map(([name]) => name),
    attributes,
    incidence: rows.map(([, has]) => attributes.map((_, m) => has.includes(m))),
  };
})();
