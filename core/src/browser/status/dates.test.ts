import { describe, expect, it } from 'vitest';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { accountDeletionDate, licenceExpiryNotice } from './dates.ts';

const today = new Date(2026, 10, 21, 15, 30);

describe('licence expiry bar (spec shell.md §9: 7 days or less, DD.MM.YYYY)', () => {
  it('is shown from 7 days before the last day', () => {
    expect(licenceExpiryNotice('2026-11-29', today)).toBeNull();
    expect(licenceExpiryNotice('2026-11-28', today)).toEqual({
      date: '28.11.2026',
      daysLeft: SHELL_CONSTANTS.licenceWarningDays,
    });
    expect(licenceExpiryNotice('2026-11-21', today)).toEqual({ date: '21.11.2026', daysLeft: 0 });
    expect(licenceExpiryNotice('2026-11-01', today)).toEqual({ date: '01.11.2026', daysLeft: -20 });
  });

  it('no date or a malformed one: no bar', () => {
    expect(licenceExpiryNotice(null, today)).toBeNull();
    expect(licenceExpiryNotice('soon', today)).toBeNull();
    expect(licenceExpiryNotice('2026-02-30', today)).toBeNull();
  });
});

describe('account deletion date (spec shell.md §9: request date plus the configured days)', () => {
  it('adds the days and shows DD.MM.YYYY', () => {
    expect(accountDeletionDate('2026-11-21', SHELL_CONSTANTS.userDeleteTimeoutDays)).toBe('24.11.2026');
    expect(accountDeletionDate('2026-12-30T10:00:00Z', 5)).toBe('04.01.2027');
    expect(accountDeletionDate(null, 3)).toBeNull();
  });
});
