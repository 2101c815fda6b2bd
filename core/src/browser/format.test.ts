import { describe, expect, it } from 'vitest';
import { createI18n, createI18nReady } from './i18n/create-i18n.ts';
import { DateFormatError, formatDate, formatNumber, formatValue, parseIsoDate } from './format.ts';

describe('formats (spec shell.md §1, §5, §8)', () => {
  it('dates are DD.MM.YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(new Date(2026, 11, 31))).toBe('31.12.2026');
  });

  it('a missing value is shown as a dash', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatNumber(undefined)).toBe('—');
  });

  it('numbers use the ru-RU format', () => {
    // ru-RU groups with a narrow no-break space and uses a decimal comma.
    expect(formatNumber(1234567.5)).toBe('1\u00a0234\u00a0567,5');
  });

  it('a data value follows its base type: dates DD.MM.YYYY, numbers ru-RU, booleans as words', () => {
    const words = { yes: 'Да', no: 'Нет' };
    expect(formatValue('2026-03-07', 'date', words)).toBe('07.03.2026');
    expect(formatValue('2026-03-07T10:00:00Z', 'date', words)).toBe('07.03.2026');
    expect(formatValue(1234.5, 'real', words)).toBe('1\u00a0234,5');
    expect(formatValue('42', 'integer', words)).toBe('42');
    expect([formatValue(true, 'boolean', words), formatValue('false', 'boolean', words)]).toEqual(['Да', 'Нет']);
    expect(formatValue('2026-03-07', 'string', words)).toBe('2026-03-07');
    expect(formatValue(null, 'date', words)).toBe('—');
  });

  it("the date helper requires YYYY-MM-DD, otherwise 'Неверный формат даты'", async () => {
    expect(parseIsoDate('2026-11-21').getDate()).toBe(21);
    expect(() => parseIsoDate('21.11.2026')).toThrow('Неверный формат даты');
    expect(() => parseIsoDate('2026-02-30')).toThrow('Неверный формат даты');
    const error = (() => {
      try {
        parseIsoDate('bad');
      } catch (e) {
        return e as DateFormatError;
      }
    })()!;
    expect(error).toBeInstanceOf(DateFormatError);
    expect(createI18n('ru').t(error.key)).toBe('Неверный формат даты');
    expect((await createI18nReady('en')).t(error.key)).toBe('Invalid date format: use YYYY-MM-DD');
  });
});
