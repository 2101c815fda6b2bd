/**
 * Where a general-search text shows in a found text (issue 18 item 6): the words to highlight as
 * [start, end) ranges — never HTML, the browser draws them — and a short snippet around the first one.
 * The database found the object (full text with stemming, or trigrams); this only points at the words,
 * so it is forgiving in the same ways: a word form (a shared stem), a misspelling, a part of a word.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** The query's words, lower case (one letter words and the websearch syntax's `or` left out). */
export function queryWords(query: string): string[] {
  const words = (query.toLowerCase().match(WORD) ?? []).filter((w) => w.length > 1 && w !== 'or');
  return [...new Set(words)];
}

/** Edit distance, stopped early beyond `max` (the rows are short words). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** Whether a word of the text stands for a word of the query. */
export function wordMatches(word: string, queryWord: string): boolean {
  const w = word.toLowerCase();
  if (w === queryWord) return true;
  const stem = queryWord.slice(0, Math.max(3, Math.ceil(queryWord.length * 0.6)));
  if (queryWord.length >= 3 && (w.startsWith(stem) || w.includes(queryWord))) return true;
  if (queryWord.length < 4) return false;
  // A misspelling: compare with the word cut to about the query's length (the ending may differ too).
  const allowed = Math.max(1, Math.floor(queryWord.length / 4));
  return distance(w.slice(0, queryWord.length), queryWord, allowed) <= allowed;
}

/** The ranges of the text's words that match any of the query's words, in order. */
export function matchRanges(text: string, words: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  if (words.length === 0) return ranges;
  for (const m of text.matchAll(WORD)) {
    if (words.some((q) => wordMatches(m[0], q))) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}

/** Keys of a JSON content value whose strings are markup, not text (a rich-text node's type, its attributes). */
const MARKUP_KEYS = new Set(['type', 'attrs', 'marks', 'id', 'href', 'src', 'kind', 'class', 'style']);

/**
 * The readable text of a stored value: a JSON document (the documents' rich-text content, a structured
 * element's fields) gives its text strings joined by spaces, never its markup; any other value itself.
 */
export function readableText(value: string): string {
  const first = value.trimStart()[0];
  if (first !== '{' && first !== '[') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  const parts: string[] = [];
  const walk = (node: unknown, key: string | null) => {
    if (typeof node === 'string') {
      if (key === null || !MARKUP_KEYS.has(key)) parts.push(node);
    } else if (Array.isArray(node)) node.forEach((item) => walk(item, key));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) if (!MARKUP_KEYS.has(k)) walk(v, k);
  };
  walk(parsed, null);
  return parts.join(' ');
}

/** The part of `text` a snippet shows at most. */
export const SNIPPET_LENGTH = 160;

/**
 * A snippet of `text` (its readable text) around its first match (the start when none), at most
 * SNIPPET_LENGTH characters plus an ellipsis on each cut side, with the ranges that fall in it, shifted to it.
 */
export function snippetOf(text: string, words: readonly string[]): { text: string; ranges: [number, number][] } {
  const flat = readableText(text).replace(/\s+/g, ' ').trim();
  const all = matchRanges(flat, words);
  if (flat.length <= SNIPPET_LENGTH) return { text: flat, ranges: all };
  const first = all[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(SNIPPET_LENGTH / 3));
  if (start > 0) {
    const space = flat.lastIndexOf(' ', first);
    if (space >= start) start = space + 1;
  }
  const end = Math.min(flat.length, start + SNIPPET_LENGTH);
  const lead = start > 0 ? '…' : '';
  const shift = lead.length - start;
  const ranges = all
    .filter(([s, e]) => s >= start && e <= end)
    .map(([s, e]): [number, number] => [s + shift, e + shift]);
  return { text: `${lead}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`, ranges };
}
