import { FilterError, MAX_FILTER_LENGTH, shorten } from './errors.ts';

/** The words of the language. Anything else bare is an error: properties are always in brackets. */
export const KEYWORDS = ['and', 'or', 'not', 'is', 'null', 'in', 'true', 'false'] as const;
export type Keyword = (typeof KEYWORDS)[number];

export const OPERATORS = ['=', '!=', '<>', '<', '<=', '>', '>=', '~', '!~'] as const;
export type Operator = (typeof OPERATORS)[number];

export type Token =
  | { kind: '(' | ')' | ',' | 'user' | 'end'; offset: number }
  | { kind: 'keyword'; keyword: Keyword; offset: number }
  | { kind: 'operator'; operator: Operator; offset: number }
  /** `text` is what stood between the brackets; the parser decides whether it names a property. */
  | { kind: 'property'; text: string; offset: number }
  | { kind: 'string'; value: string; offset: number }
  | { kind: 'number'; text: string; offset: number };

const SPACE = /\s/;
const WORD_START = /[A-Za-z_]/;
const WORD_PART = /[A-Za-z0-9_]/;
const NUMBER = /-?\d+(?:\.\d+)?/y;
// Longest first, so `<=` is not read as `<` then `=`.
const OPERATORS_BY_LENGTH = [...OPERATORS].sort((a, b) => b.length - a.length);
const USER_TOKEN = '#user#';

/** Splits a filter into tokens, ending with one `end` token. */
export function tokenize(source: string): Token[] {
  if (source.length > MAX_FILTER_LENGTH) {
    throw new FilterError(`expression is longer than ${MAX_FILTER_LENGTH} characters`);
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (SPACE.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ kind: ch, offset: i++ });
    } else if (ch === '[') {
      const close = source.indexOf(']', i + 1);
      if (close < 0) throw new FilterError('unterminated property reference starting', i);
      tokens.push({ kind: 'property', text: source.slice(i + 1, close), offset: i });
      i = close + 1;
    } else if (ch === "'") {
      i = readString(source, i, tokens);
    } else if (ch === '"') {
      throw new FilterError(`unexpected '"'`, i, 'strings are in single quotes');
    } else if (ch === '#') {
      if (source.slice(i, i + USER_TOKEN.length).toLowerCase() !== USER_TOKEN) {
        throw new FilterError(`unexpected '#'`, i, `the only #-token is ${USER_TOKEN}`);
      }
      tokens.push({ kind: 'user', offset: i });
      i += USER_TOKEN.length;
    } else if (/\d/.test(ch) || (ch === '-' && /\d/.test(source[i + 1] ?? ''))) {
      i = readNumber(source, i, tokens);
    } else if (WORD_START.test(ch)) {
      i = readWord(source, i, tokens);
    } else {
      const operator = OPERATORS_BY_LENGTH.find((op) => source.startsWith(op, i));
      if (!operator) throw new FilterError(`unexpected character '${ch}'`, i);
      tokens.push({ kind: 'operator', operator, offset: i });
      i += operator.length;
    }
  }
  tokens.push({ kind: 'end', offset: source.length });
  return tokens;
}

/** A single-quoted string; `''` stands for one quote, everything else (newlines too) is literal. */
function readString(source: string, start: number, tokens: Token[]): number {
  let value = '';
  let i = start + 1;
  for (;;) {
    const quote = source.indexOf("'", i);
    if (quote < 0) throw new FilterError('unterminated string starting', start);
    value += source.slice(i, quote);
    if (source[quote + 1] !== "'") {
      tokens.push({ kind: 'string', value, offset: start });
      return quote + 1;
    }
    value += "'";
    i = quote + 2;
  }
}

function readNumber(source: string, start: number, tokens: Token[]): number {
  NUMBER.lastIndex = start;
  const text = NUMBER.exec(source)![0];
  const end = start + text.length;
  // `1.`, `2x`, `1.2.3`: reject rather than silently split into two tokens.
  if (/[A-Za-z0-9_.]/.test(source[end] ?? '')) throw new FilterError('malformed number', start);
  tokens.push({ kind: 'number', text, offset: start });
  return end;
}

function readWord(source: string, start: number, tokens: Token[]): number {
  let end = start + 1;
  while (end < source.length && WORD_PART.test(source[end]!)) end++;
  const word = source.slice(start, end);
  const keyword = KEYWORDS.find((k) => k === word.toLowerCase());
  if (!keyword) {
    // The likely mistake is a property name without brackets.
    throw new FilterError(
      `unexpected word '${shorten(word)}'`,
      start,
      'properties are written in brackets, e.g. [name]',
    );
  }
  tokens.push({ kind: 'keyword', keyword, offset: start });
  return end;
}
