import type { FormulaError, Value } from './ast.ts';

/** What a function gets besides its arguments: today's date (ISO `YYYY-MM-DD`), for `today()`. */
export interface CallContext {
  today: string;
}

type Plain = string | number | boolean | null;
type Fn = (args: Plain[], context: CallContext) => Value;

/** A function of the formula language: how many arguments it takes and what it does with them. */
export interface FormulaFunction {
  min: number;
  max: number;
  /** Absent for `if`, which the evaluator runs itself (only the branch taken is evaluated). */
  run?: Fn;
}

const fail = (error: string): FormulaError => ({ error });
const DAY_MS = 86_400_000;

/** A value as text: empty for null, `true`/`false`, numbers as JavaScript writes them. */
export const toText = (v: Plain): string => (v === null ? '' : String(v));

/** A value as a number, or an error: numeric text counts, empty stays empty. */
export function toNumber(v: Plain, fn: string): number | null | FormulaError {
  if (v === null || v === '') return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  const n = Number(v.replace(',', '.'));
  return Number.isFinite(n) ? n : fail(`${fn}: «${v}» не число`);
}

/** An ISO date (`YYYY-MM-DD`, optionally with a time) as UTC milliseconds of its day, or an error. */
export function toDay(v: Plain, fn: string): number | null | FormulaError {
  if (v === null || v === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(v));
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(ms).getUTCDate() !== Number(match[3])) return fail(`${fn}: «${toText(v)}» не дата`);
  return ms;
}

/** UTC milliseconds as an ISO date. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A function of numbers: empty in → empty out; a non-number → an error. */
const numeric =
  (name: string, f: (...xs: number[]) => Value): Fn =>
  (args) => {
    const xs: number[] = [];
    for (const a of args) {
      const n = toNumber(a, name);
      if (n === null) return null;
      if (typeof n !== 'number') return n;
      xs.push(n);
    }
    return f(...xs);
  };

/** A function of one text: empty in → empty out. */
const textual =
  (f: (s: string, ...rest: Plain[]) => Value): Fn =>
  ([s, ...rest]) =>
    s === null ? null : f(toText(s!), ...rest);

const datePart = (name: string, part: (d: Date) => number): Fn => {
  return ([v]) => {
    const ms = toDay(v!, name);
    return ms === null || typeof ms !== 'number' ? ms : part(new Date(ms));
  };
};

const count = (name: string, v: Plain): number | FormulaError => {
  const n = toNumber(v, name);
  return n === null ? 0 : typeof n === 'number' ? Math.max(0, Math.trunc(n)) : n;
};

/** Extremes of numbers, ignoring empty arguments. */
const extreme = (name: string, pick: (a: number, b: number) => number): Fn => {
  return (args) => {
    let best: number | null = null;
    for (const a of args) {
      const n = toNumber(a, name);
      if (n === null) continue;
      if (typeof n !== 'number') return n;
      best = best === null ? n : pick(best, n);
    }
    return best;
  };
};

/** The functions of the formula language by lower-case name. */
export const FUNCTIONS: Readonly<Record<string, FormulaFunction>> = {
  if: { min: 3, max: 3 },
  concat: { min: 1, max: Infinity, run: (args) => args.map(toText).join('') },
  upper: { min: 1, max: 1, run: textual((s) => s.toLocaleUpperCase('ru')) },
  lower: { min: 1, max: 1, run: textual((s) => s.toLocaleLowerCase('ru')) },
  len: { min: 1, max: 1, run: ([s]) => [...toText(s!)].length },
  trim: { min: 1, max: 1, run: textual((s) => s.trim()) },
  left: {
    min: 2,
    max: 2,
    run: textual((s, n) => {
      const k = count('left', n!);
      return typeof k === 'number' ? [...s].slice(0, k).join('') : k;
    }),
  },
  right: {
    min: 2,
    max: 2,
    run: textual((s, n) => {
      const k = count('right', n!);
      return typeof k === 'number' ? (k === 0 ? '' : [...s].slice(-k).join('')) : k;
    }),
  },
  replace: {
    min: 3,
    max: 3,
    run: textual((s, from, to) => (toText(from!) === '' ? s : s.split(toText(from!)).join(toText(to!)))),
  },
  text: { min: 1, max: 1, run: ([v]) => (v === null ? null : toText(v!)) },
  number: { min: 1, max: 1, run: ([v]) => toNumber(v!, 'number') },
  round: {
    min: 1,
    max: 2,
    run: numeric('round', (x, n = 0) => {
      const f = 10 ** Math.trunc(n);
      return Math.round((x + Math.sign(x) * Number.EPSILON) * f) / f;
    }),
  },
  abs: { min: 1, max: 1, run: numeric('abs', Math.abs) },
  min: { min: 1, max: Infinity, run: extreme('min', Math.min) },
  max: { min: 1, max: Infinity, run: extreme('max', Math.max) },
  today: { min: 0, max: 0, run: (_args, context) => context.today },
  date: {
    min: 3,
    max: 3,
    run: numeric('date', (y, m, d) => {
      const ms = Date.UTC(y, m - 1, d);
      return Number.isFinite(ms) ? isoDay(ms) : fail('date: нет такой даты');
    }),
  },
  year: { min: 1, max: 1, run: datePart('year', (d) => d.getUTCFullYear()) },
  month: { min: 1, max: 1, run: datePart('month', (d) => d.getUTCMonth() + 1) },
  day: { min: 1, max: 1, run: datePart('day', (d) => d.getUTCDate()) },
  datediff: {
    min: 2,
    max: 2,
    run: ([a, b]) => {
      const from = toDay(a!, 'datediff');
      const to = toDay(b!, 'datediff');
      if (from === null || to === null) return null;
      if (typeof from !== 'number') return from;
      if (typeof to !== 'number') return to;
      return Math.round((to - from) / DAY_MS);
    },
  },
};
