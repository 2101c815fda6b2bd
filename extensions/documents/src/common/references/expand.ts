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
  name: string;
  caption?: string | null;
  value?: string | null;
  discourse?: string | null;
  discourseCaption?: string | null;
  content?: string | null;
  isDocument?: boolean;
}

/** Resolves a batch of references by target id (the call takes lists); unknown targets are left out. */
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
    const target = found.get(s.id) ?? null;
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
