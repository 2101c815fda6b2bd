import { describe, expect, it } from 'vitest';
import { excelValue } from './export.ts';

describe('Excel export values (issue 21 quality bar: formula injection)', () => {
  it('writes a text a spreadsheet would run as a formula as text, numbers and dates typed', () => {
    expect(excelValue('string', '=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(excelValue('string', '@cmd')).toBe("'@cmd");
    expect(excelValue('number', -3)).toBe(-3);
    expect(excelValue('date', '2024-03-15')).toEqual(new Date('2024-03-15T00:00:00Z'));
  });
});
