import type { Quad, Term } from 'n3';

/**
 * Compares two RDF graphs triple by triple, for the round-trip measure and the import's warnings.
 * Blank nodes have no name to match by, so each one is replaced by a canonical form of the subtree it
 * heads: the sorted list of its own statements, objects written the same way, recursively (a blank node
 * met again on its own path is written `_:cycle`). Two graphs that differ only in blank-node labels give
 * the same keys; a restriction or a list that lost one statement gives a different key for every triple
 * that mentions it, so the loss is counted where it happened and wherever the changed node is used.
 */
export function canonicalKeys(quads: readonly Quad[]): string[] {
  const bySubject = new Map<string, Quad[]>();
  for (const q of quads) {
    if (q.subject.termType !== 'BlankNode') continue;
    const list = bySubject.get(q.subject.value);
    if (list) list.push(q);
    else bySubject.set(q.subject.value, [q]);
  }
  const memo = new Map<string, string>();
  const blank = (id: string, path: Set<string>): string => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (path.has(id)) return '_:cycle';
    path.add(id);
    const parts = (bySubject.get(id) ?? []).map((q) => `${termKey(q.predicate, path)} ${termKey(q.object, path)}`);
    path.delete(id);
    const key = `[${parts.sort().join(' ; ')}]`;
    memo.set(id, key);
    return key;
  };
  const termKey = (term: Term, path: Set<string>): string => {
    if (term.termType === 'BlankNode') return blank(term.value, path);
    if (term.termType === 'Literal') {
      const lit = term as Term & { language: string; datatype: { value: string } };
      const tail = lit.language ? `@${lit.language.toLowerCase()}` : `^^<${lit.datatype.value}>`;
      return `${JSON.stringify(lit.value)}${tail}`;
    }
    return `<${term.value}>`;
  };
  return quads.map((q) => {
    const path = new Set<string>();
    return `${termKey(q.subject, path)} ${termKey(q.predicate, path)} ${termKey(q.object, path)}`;
  });
}

export interface GraphComparison {
  /** Triples of the first graph. */
  total: number;
  /** Of those, how many the second graph has (as many times as the first has them). */
  kept: number;
  /** Triples of the second graph beyond those. */
  added: number;
  /** The first graph's triples the second lacks. */
  missing: Quad[];
}

/**
 * How many of `before`'s triples `after` still has. Keys are counted as a multiset: two classes with
 * the same restriction have two blank nodes whose inner triples share keys, and each must come back.
 */
export function compareGraphs(before: readonly Quad[], after: readonly Quad[]): GraphComparison {
  const available = new Map<string, number>();
  for (const key of canonicalKeys(after)) available.set(key, (available.get(key) ?? 0) + 1);
  const missing: Quad[] = [];
  let kept = 0;
  canonicalKeys(before).forEach((key, i) => {
    const left = available.get(key) ?? 0;
    if (left > 0) {
      kept++;
      available.set(key, left - 1);
    } else missing.push(before[i]!);
  });
  let added = 0;
  for (const n of available.values()) added += n;
  return { total: before.length, kept, added, missing };
}
