/**
 * A formal context (Ganter & Wille): objects, attributes and the incidence relation — which object has
 * which attribute. `incidence[g][m]` is true when object `g` has attribute `m`.
 */
export interface FormalContext {
  objects: readonly string[];
  attributes: readonly string[];
  incidence: readonly (readonly boolean[])[];
}

/** A formal concept: its extent (object indices) and intent (attribute indices), both ascending. */
export interface Concept {
  extent: number[];
  intent: number[];
}

/** The one-bit set of `i`. */
export const bit = (i: number): bigint => 1n << BigInt(i);

/** Whether the set holds `i`. */
export const has = (set: bigint, i: number): boolean => ((set >> BigInt(i)) & 1n) === 1n;

/** The members of a set, ascending. */
export function members(set: bigint): number[] {
  const out: number[] = [];
  for (let i = 0; set > 0n; i++, set >>= 1n) if ((set & 1n) === 1n) out.push(i);
  return out;
}

/** The set of the given members. */
export const setOf = (items: Iterable<number>): bigint => {
  let set = 0n;
  for (const i of items) set |= bit(i);
  return set;
};

/** How many members a set has. */
export const sizeOf = (set: bigint): number => members(set).length;

/**
 * The two derivation operators of a context on bit sets: `intentOf(A)` = A′ (the attributes all objects of
 * A share) and `extentOf(B)` = B′ (the objects that have all attributes of B).
 */
export interface Derivation {
  allObjects: bigint;
  allAttributes: bigint;
  /** g′ for every object g. */
  objectIntents: bigint[];
  /** m′ for every attribute m. */
  attributeExtents: bigint[];
  intentOf(extent: bigint): bigint;
  extentOf(intent: bigint): bigint;
}

/** The derivation operators of a context (rows shorter than the attribute list are read as "no"). */
export function derivation(context: FormalContext): Derivation {
  const g = context.objects.length;
  const m = context.attributes.length;
  const allObjects = bit(g) - 1n;
  const allAttributes = bit(m) - 1n;
  const objectIntents = context.objects.map((_, o) => {
    let set = 0n;
    for (let a = 0; a < m; a++) if (context.incidence[o]?.[a] === true) set |= bit(a);
    return set;
  });
  const attributeExtents = context.attributes.map((_, a) => {
    let set = 0n;
    for (let o = 0; o < g; o++) if (has(objectIntents[o]!, a)) set |= bit(o);
    return set;
  });
  return {
    allObjects,
    allAttributes,
    objectIntents,
    attributeExtents,
    intentOf(extent) {
      let intent = allAttributes;
      for (const o of members(extent)) intent &= objectIntents[o]!;
      return intent;
    },
    extentOf(intent) {
      let extent = allObjects;
      for (const a of members(intent)) extent &= attributeExtents[a]!;
      return extent;
    },
  };
}
