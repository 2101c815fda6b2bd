import { describe, expect, it } from 'vitest';
import { BULLET, formatNumber, isNumberFormat, NUMBER_FORMATS, RUSSIAN_NUMBERING_LETTERS } from './number-formats.ts';
import { DECIMAL_SET, levelLabel, type LevelNumberingSet } from './numbering.ts';

describe('number formats (domain.md §3: decimal, roman, letters, Russian letters, bullet, none)', () => {
  it('§3: decimal and upper-case roman', () => {
    expect([1, 2, 10, 123].map((n) => formatNumber(n, 'decimal'))).toEqual(['1', '2', '10', '123']);
    expect([1, 2, 3, 4, 5, 9, 14, 40, 90, 400, 1999, 3999].map((n) => formatNumber(n, 'roman'))).toEqual([
      'I',
      'II',
      'III',
      'IV',
      'V',
      'IX',
      'XIV',
      'XL',
      'XC',
      'CD',
      'MCMXCIX',
      'MMMCMXCIX',
    ]);
    expect(formatNumber(0, 'roman')).toBe('0');
    expect(formatNumber(4000, 'roman')).toBe('4000');
  });

  it('§3: letters a … z, aa, ab …', () => {
    expect([1, 2, 26, 27, 28, 52, 53, 702, 703].map((n) => formatNumber(n, 'letters'))).toEqual([
      'a',
      'b',
      'z',
      'aa',
      'ab',
      'az',
      'ba',
      'zz',
      'aaa',
    ]);
    expect(formatNumber(0, 'letters')).toBe('0');
  });

  it('§3: Russian letters а, б, в … without ё, й, ъ, ы, ь', () => {
    expect(RUSSIAN_NUMBERING_LETTERS).toHaveLength(28);
    for (const skipped of 'ёйъыь') expect(RUSSIAN_NUMBERING_LETTERS).not.toContain(skipped);
    expect([1, 6, 7, 9, 10, 25, 26, 28, 29, 30].map((n) => formatNumber(n, 'russianLetters'))).toEqual([
      'а',
      'е',
      'ж',
      'и',
      'к',
      'щ',
      'э',
      'я',
      'аа',
      'аб',
    ]);
  });

  it('§3: bullet and none', () => {
    expect(formatNumber(7, 'bullet')).toBe(BULLET);
    expect(formatNumber(7, 'none')).toBe('');
    expect(NUMBER_FORMATS.every(isNumberFormat)).toBe(true);
    expect(isNumberFormat('hex')).toBe(false);
  });

  it('§3: level text — `%1.%2.` is the number of level 1 and 2, each in its level’s format', () => {
    const set: LevelNumberingSet = {
      alias: 'law',
      levels: [
        { level: 1, format: 'roman', levelText: 'Раздел %1' },
        { level: 2, format: 'decimal', levelText: '%1.%2.' },
        { level: 3, format: 'russianLetters', levelText: '%3) (%%)' },
      ],
    };
    expect(levelLabel(set, 1, [undefined, 4])).toBe('Раздел IV');
    expect(levelLabel(set, 2, [undefined, 4, 2])).toBe('IV.2.');
    expect(levelLabel(set, 3, [undefined, 4, 2, 7])).toBe('ж) (%)');
    expect(levelLabel(DECIMAL_SET, 3, [undefined, undefined, 2, 1])).toBe('1.2.1.');
  });
});
