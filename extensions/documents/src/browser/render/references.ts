import {
  referenceKey,
  resolvedKey,
  expandReferences,
  MAX_EXPANSION_DEPTH,
  type Expanded,
  type ResolvedTerm,
} from '@ontobench/sdk/common';
import { parseReferences, type Reference } from '@ontobench/sdk/common';
import type { DocNode, ReferenceKey } from '../../common/api.ts';

/** Asks the server about references (POST terms/resolve); the answer lists the targets it found. */
export type FetchTerms = (refs: ReferenceKey[]) => Promise<ResolvedTerm[]>;

const quiet = () => undefined;
/** The answer is by target id (expand.ts `Resolve`): a target is asked about once, whatever the kind says. */
const keyOf = (r: Pick<Reference, 'id' | 'second'>) => referenceKey(r);
/** A text that cannot hold a reference (none starts without a colon) is not parsed at all. */
const mayHoldReference = (text: string) => text.includes(':');

/** Marks that keep their text as written: code is shown as typed, references and all. */
export const isCode = (node: DocNode) => node.marks?.some((m) => m.type === 'code') ?? false;

/** Every text of the document whose references the viewer expands (not code), each once. */
export function documentTexts(doc: DocNode | null): string[] {
  const texts = new Set<string>();
  const walk = (node: DocNode) => {
    if (node.type === 'codeBlock') return;
    if (node.type === 'text') {
      if (node.text && mayHoldReference(node.text) && !isCode(node)) texts.add(node.text);
      return;
    }
    for (const child of node.content ?? []) walk(child);
  };
  if (doc) walk(doc);
  return [...texts];
}

/**
 * Resolves every reference the texts need, one call per depth level (issue 15: batched per document):
 * first the references of all the texts, then those in the contents the `!`/`!!` ones expand, and so
 * on to the expansion depth. Targets are asked about once.
 */
export async function resolveLevels(
  texts: readonly string[],
  fetchTerms: FetchTerms,
): Promise<Map<string, ResolvedTerm>> {
  const found = new Map<string, ResolvedTerm>();
  const asked = new Set<string>();
  let level: readonly string[] = texts;
  for (let depth = 0; depth <= MAX_EXPANSION_DEPTH && level.length > 0; depth++) {
    const refs: Reference[] = [];
    const expanding: Reference[] = [];
    for (const text of level) {
      if (!mayHoldReference(text)) continue;
      for (const s of parseReferences(text, quiet)) {
        if (s.type !== 'ref') continue;
        if (s.expand > 0) expanding.push(s);
        if (asked.has(keyOf(s))) continue;
        asked.add(keyOf(s));
        refs.push(s);
      }
    }
    if (refs.length > 0) {
      const terms = await fetchTerms(refs.map((r) => ({ kind: r.kind, id: r.id, secondId: r.second ?? null })));
      for (const term of terms) found.set(resolvedKey(term), term);
    }
    // The next level: what the expanding references of this one show (depth-limited like expandReferences).
    level = depth < MAX_EXPANSION_DEPTH ? expanding.flatMap((r) => found.get(referenceKey(r))?.content ?? []) : [];
  }
  return found;
}

/** Each text's references expanded from the resolved targets (no further calls). */
export async function expandTexts(
  texts: readonly string[],
  found: ReadonlyMap<string, ResolvedTerm>,
): Promise<Map<string, Expanded[]>> {
  const resolve = async (refs: readonly Reference[]) =>
    new Map(
      refs.flatMap((r) =>
        found.has(referenceKey(r)) ? [[referenceKey(r), found.get(referenceKey(r))!] as const] : [],
      ),
    );
  const out = new Map<string, Expanded[]>();
  await Promise.all(
    texts.map(async (text) => {
      const expanded = await expandReferences(text, resolve);
      if (expanded.some((e) => e.type !== 'text')) out.set(text, expanded);
    }),
  );
  return out;
}

/** The references of a text without asking the server: each shows its display name (public pages, while loading). */
export function unresolved(text: string): Expanded[] | null {
  if (!mayHoldReference(text)) return null;
  const segments = parseReferences(text, quiet);
  if (!segments.some((s) => s.type === 'ref')) return null;
  return segments.map((s) =>
    s.type === 'text' ? s : { type: 'ref', ref: s, label: s.name?.trim() || '…', target: null },
  );
}
