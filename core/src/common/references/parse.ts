/**
 * References in text (spec domain.md §5, "Reference syntax"): an optional leading exclamation mark (one
 * or two), a colon, the kind, a dash and a UUID; an optional colon, a second UUID and a colon; an
 * optional parenthesised display name of Latin or Cyrillic letters, digits, whitespace, underscore,
 * exclamation mark, hash, at sign and quotes. Kinds: bibliography, ontology, document, scalar,
 * property, class, cross. "Invalid patterns are logged and skipped": something that starts like a
 * reference (a colon, a known kind, a dash) but does not go on as one stays text, and is reported.
 */

export const REFERENCE_KINDS = [
  'bibliography',
  'ontology',
  'document',
  'scalar',
  'property',
  'class',
  'cross',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** How much of the target a reference shows: its name (0), its content (1: `!`), its content with captions (2: `!!`). */
export type Expansion = 0 | 1 | 2;

export interface Reference {
  kind: ReferenceKind;
  id: string;
  /** The optional second UUID (`:kind-uuid:uuid2:`). */
  second?: string;
  /** The optional display name, without its parentheses. */
  name?: string;
  expand: Expansion;
  /** The reference as written, and where it stands in the text. */
  raw: string;
  start: number;
  end: number;
}

export type Segment = { type: 'text'; text: string } | ({ type: 'ref' } & Reference);

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const KIND = REFERENCE_KINDS.join('|');
/** Letters (Latin, Cyrillic with ё), digits, whitespace, underscore, !, #, @ and quotes ('"«»„“”). */
const NAME = `[A-Za-zА-Яа-яЁё0-9\\s_!#@'"«»„“”]*`;
const REFERENCE = new RegExp(`(!{0,2}):(${KIND})-(${UUID})(?::(${UUID}):)?(?:\\((${NAME})\\))?`, 'gu');
/** What a reference starts with: anything like this that REFERENCE does not match here is invalid. */
const START = new RegExp(`:(?:${KIND})-`, 'gu');

/** Called for each invalid pattern: the text around it and where it stands. */
export type InvalidReport = (pattern: string, at: number) => void;

/** Splits text into plain runs and references, in order; joined back, the segments give the text. */
export function parseReferences(text: string, onInvalid: InvalidReport = logInvalid): Segment[] {
  const segments: Segment[] = [];
  const valid = new Set<number>();
  let last = 0;
  for (const m of text.matchAll(REFERENCE)) {
    const start = m.index;
    const end = start + m[0].length;
    valid.add(start + m[1]!.length);
    if (start > last) segments.push({ type: 'text', text: text.slice(last, start) });
    segments.push({
      type: 'ref',
      kind: m[2] as ReferenceKind,
      id: m[3]!.toLowerCase(),
      ...(m[4] ? { second: m[4].toLowerCase() } : {}),
      ...(m[5] !== undefined ? { name: m[5] } : {}),
      expand: m[1]!.length as Expansion,
      raw: m[0],
      start,
      end,
    });
    last = end;
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) });
  for (const m of text.matchAll(START)) if (!valid.has(m.index)) onInvalid(text.slice(m.index, m.index + 60), m.index);
  return segments;
}

function logInvalid(pattern: string, at: number): void {
  console.warn(`Invalid reference at ${at}, left as text: ${pattern}`);
}

/** Writes a reference back as text (the parser reads it again as the same reference). */
export function formatReference(ref: Omit<Reference, 'raw' | 'start' | 'end'>): string {
  const second = ref.second ? `:${ref.second}:` : '';
  const name = ref.name !== undefined ? `(${ref.name})` : '';
  return `${'!'.repeat(ref.expand)}:${ref.kind}-${ref.id}${second}${name}`;
}
