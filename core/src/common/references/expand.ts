import { parseReferences, type InvalidReport, type Reference } from './parse.ts';

/**
 * Expanding references (spec domain.md §5): a reference shows its target's name (or its own display
 * name), a scalar or property its value; `!` expands the target's content, `!!` its content with its
 * caption. Content may hold references again: expansion is recursive to depth 5, below which a
 * reference shows its name only. A missing value is shown as a dash.
 */

/** What the term-resolution call gives back for one reference (domain.md §7, "Term resolution"). */
export interface ResolvedTerm {
  id: string;
  /** The second UUID the reference named (a value reference's object), as asked; none otherwise. */
  secondId?: string | null;
  name: string;
  caption?: string | null;
  value?: string | null;
  discourse?: string | null;
  discourseCaption?: string | null;
  content?: string | null;
  isDocument?: boolean;
}

/**
 * The key a resolved reference is found under: its target id, with its second UUID when it has one (two
 * value references to one property of different objects show different values). Lower case.
 */
export function referenceKey(ref: { id: string; second?: string | null }): string {
  return ref.second ? `${ref.id.toLowerCase()}:${ref.second.toLowerCase()}` : ref.id.toLowerCase();
}

/** The key of a resolved term, the same as its reference's (`referenceKey`). */
export const resolvedKey = (term: ResolvedTerm): string => referenceKey({ id: term.id, second: term.secondId });

/** Resolves a batch of references, by `referenceKey` (the call takes lists); unknown targets are left out. */
export type Resolve = (refs: readonly Reference[]) => Promise<ReadonlyMap<string, ResolvedTerm>>;

export const MAX_EXPANSION_DEPTH = 5;
/** "A missing value is shown as a dash." */
export const MISSING_VALUE = '—';

export type Expanded =
  | { type: 'text'; text: string }
  /** A reference shown inline: its label, and the target when it was found. */
  | { type: 'ref'; ref: Reference; label: string; target: ResolvedTerm | null }
  /** `!`/`!!`: the target's content, expanded in turn; `caption` with `!!`. */
  | { type: 'block'; ref: Reference; caption: string | null; children: Expanded[] };

/** The text with its references resolved and expanded, as a tree the renderers (render.ts) write out. */
export async function expandReferences(
  text: string,
  resolve: Resolve,
  onInvalid?: InvalidReport,
  depth = 0,
): Promise<Expanded[]> {
  const segments = parseReferences(text, onInvalid);
  const refs = segments.flatMap((s) => (s.type === 'ref' ? [s] : []));
  const found = refs.length > 0 ? await resolve(refs) : new Map<string, ResolvedTerm>();
  const out: Expanded[] = [];
  for (const s of segments) {
    if (s.type === 'text') {
      out.push({ type: 'text', text: s.text });
      continue;
    }
    const target = found.get(referenceKey(s)) ?? null;
    if (s.expand > 0 && target && depth < MAX_EXPANSION_DEPTH) {
      const content = target.content ?? '';
      out.push({
        type: 'block',
        ref: s,
        caption: s.expand === 2 ? (target.caption ?? target.name) : null,
        children: content ? await expandReferences(content, resolve, onInvalid, depth + 1) : [],
      });
    } else out.push({ type: 'ref', ref: s, label: labelOf(s, target), target });
  }
  return out;
}

/** The inline text of a reference: a scalar's or property's value, else the display name, else the target's name. */
function labelOf(ref: Reference, target: ResolvedTerm | null): string {
  if (ref.kind === 'scalar' || ref.kind === 'property') return target?.value || MISSING_VALUE;
  return ref.name?.trim() || target?.name || MISSING_VALUE;
}
