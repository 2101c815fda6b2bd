import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { FORMATS } from '../common/constants.ts';
import type { Scalar } from '../common/data-api.ts';
import type { BaseType } from '../common/ontology/schema-types.ts';

// No dayjs locale is loaded: every date the product shows is numeric (DD.MM.YYYY, spec shell.md §1),
// the same in every language, so month and weekday names would be bytes on every page for nothing
// (docs/benchmarks.md, "First-page budget"). A format that names them would load its locale with it.
dayjs.extend(customParseFormat);

/** DD.MM.YYYY, spec shell.md §1; a missing value is a dash (§8). */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format(FORMATS.displayDate) : '—';
}

const numberFormat = new Intl.NumberFormat(FORMATS.numberLocale);

/** Numbers in the ru-RU format, spec shell.md §1. */
export function formatNumber(value: number | null | undefined, options?: Intl.NumberFormatOptions): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return options ? new Intl.NumberFormat(FORMATS.numberLocale, options).format(value) : numberFormat.format(value);
}

/**
 * A data value as the product shows it, by the property's base type: a date DD.MM.YYYY, a number in
 * the ru-RU format, a boolean as the caller's words for yes and no; anything else as it is.
 */
export function formatValue(
  value: Scalar | null | undefined,
  baseType: BaseType | null | undefined,
  words: { yes: string; no: string },
): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (baseType) {
    case 'date':
      return formatDate(typeof value === 'string' ? value.slice(0, 10) : String(value));
    case 'integer':
    case 'real': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? formatNumber(number) : String(value);
    }
    case 'boolean':
      return value === true || value === 'true'
        ? words.yes
        : value === false || value === 'false'
          ? words.no
          : String(value);
    default:
      return String(value);
  }
}

/** A date not in YYYY-MM-DD. The message is the spec's Russian text; `key` translates it (shell namespace). */
export class DateFormatError extends Error {
  readonly key = 'format.invalidDate';
  constructor() {
    super('Неверный формат даты');
    this.name = 'DateFormatError';
  }
}

/** The date helper of spec shell.md §5: requires YYYY-MM-DD. */
export function parseIsoDate(value: string): Date {
  const d = dayjs(value, FORMATS.isoDate, true);
  if (!d.isValid()) throw new DateFormatError();
  return d.toDate();
}
