import { bit, derivation, has, members, type Concept, type FormalContext } from './context.ts';

/** Thrown when a context has more concepts than the caller allows (a lattice nobody could read). */
export class TooManyConcepts extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} concepts`);
  }
}

/**
 * All formal concepts of a context by Ganter's **Next Closure**: the closed attribute sets (intents) in
 * lectic order, each found from the previous one, so no concept is produced twice and memory stays that
 * of the output. The first concept is the top (extent: every object), the last the bottom (intent: every
 * attribute). More than `maxConcepts` throws `TooManyConcepts`.
 */
export function nextClosureConcepts(context: FormalContext, maxConcepts = Number.POSITIVE_INFINITY): Concept[] {
  const d = derivation(context);
  const m = context.attributes.length;
  const close = (intent: bigint) => d.intentOf(d.extentOf(intent));
  const out: Concept[] = [];
  const emit = (intent: bigint) => {
    if (out.length >= maxConcepts) throw new TooManyConcepts(maxConcepts);
    out.push({ extent: members(d.extentOf(intent)), intent: members(intent) });
  };
  let current = close(0n);
  emit(current);
  while (current !== d.allAttributes) {
    let next: bigint | null = null;
    let a = current;
    for (let i = m - 1; i >= 0; i--) {
      if (has(a, i)) {
        a &= ~bit(i);
        continue;
      }
      const candidate = close(a | bit(i));
      // Accepted when it adds nothing below i (the lectic successor).
      if ((candidate & ~current & (bit(i) - 1n)) === 0n) {
        next = candidate;
        break;
      }
    }
    if (next === null) break;
    current = next;
    emit(current);
  }
  return out;
}
