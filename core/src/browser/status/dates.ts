import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { FORMATS, SHELL_CONSTANTS } from '../../common/constants.ts';

dayjs.extend(customParseFormat);

/** The licence-expiry bar (spec shell.md §9): shown when the last day is 7 days away or less. */
export interface LicenceExpiryNotice {
  /** DD.MM.YYYY. */
  date: string;
  /** Whole days from today to the last day; negative once it has passed. */
  daysLeft: number;
}

export function licenceExpiryNotice(expiry: string | null | undefined, today: Date): LicenceExpiryNotice | null {
  const last = parseDay(expiry);
  if (!last) return null;
  const daysLeft = last.diff(dayjs(today).startOf('day'), 'day');
  if (daysLeft > SHELL_CONSTANTS.licenceWarningDays) return null;
  return { date: last.format(FORMATS.displayDate), daysLeft };
}

/** Spec shell.md §9: the account is deleted on the request date plus a configured number of days. */
export function accountDeletionDate(requestDate: string | null | undefined, days: number): string | null {
  const requested = parseDay(requestDate);
  return requested ? requested.add(days, 'day').format(FORMATS.displayDate) : null;
}

function parseDay(value: string | null | undefined) {
  if (!value) return null;
  // A full timestamp is accepted too; only its day counts.
  const day = dayjs(value.slice(0, 10), FORMATS.isoDate, true);
  return day.isValid() ? day.startOf('day') : null;
}
