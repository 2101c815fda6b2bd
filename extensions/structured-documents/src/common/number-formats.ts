/**
 * The number formats of level numbering (domain.md §3 "Number formats: decimal, roman, letters, Russian
 * letters, bullet, none"), exactly:
 * - decimal: 1, 2, 3 …
 * - roman: upper case, I, II, III, IV … MMMCMXCIX (1 to 3999; outside that, decimal);
 * - letters: lower-case Latin, a … z, aa, ab … az, ba … (like spreadsheet columns; below 1, decimal);
 * - Russian letters: lower-case, а, б, в … я without ё, й, ъ, ы, ь (28 letters, as Russian legal texts
 *   number items), then аа, аб …;
 * - bullet: • whatever the number; none: nothing.
 */
export const NUMBER_FORMATS = ['decimal', 'roman', 'letters', 'russianLetters', 'bullet', 'none'] as const;

/** A number format of a numbering level. */
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** The bullet of the `bullet` format. */
export const BULLET = '•';

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
/** Russian letters without ё, й, ъ, ы, ь. */
export const RUSSIAN_NUMBERING_LETTERS = 'абвгдежзиклмнопрстуфхцчшщэюя';

const ROMAN: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

function roman(n: number): string {
  if (n < 1 || n > 3999) return String(n);
  let rest = n;
  let text = '';
  for (const [value, digits] of ROMAN) {
    while (rest >= value) {
      text += digits;
      rest -= value;
    }
  }
  return text;
}

/** n in bijective base (a, b … z, aa, ab …) over the alphabet. */
function letters(n: number, alphabet: string): string {
  if (n < 1) return String(n);
  let rest = n;
  let text = '';
  while (rest > 0) {
    const digit = (rest - 1) % alphabet.length;
    text = alphabet[digit]! + text;
    rest = Math.floor((rest - 1) / alphabet.length);
  }
  return text;
}

/** The number written in the format (an integer; a non-integer is written in decimal). */
export function formatNumber(n: number, format: NumberFormat): string {
  if (format === 'none') return '';
  if (format === 'bullet') return BULLET;
  if (!Number.isInteger(n) || format === 'decimal') return String(n);
  if (format === 'roman') return roman(n);
  return letters(n, format === 'letters' ? LATIN : RUSSIAN_NUMBERING_LETTERS);
}

/** Whether the value is one of the number formats. */
export function isNumberFormat(value: unknown): value is NumberFormat {
  return typeof value === 'string' && (NUMBER_FORMATS as readonly string[]).includes(value);
}
