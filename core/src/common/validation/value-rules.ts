/**
 * The smallest value rules, shared by the field validator (in every page: the SDK exports it) and the
 * server's base-type check (base-type.ts), kept apart so the first page carries only these few lines.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2023-02-29 is not). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A value of the base type integer: a whole number the store keeps exactly (5.5 and 2^53 are not). */
export function isIntegerNumber(n: number): boolean {
  return Number.isSafeInteger(n);
}
