import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './spreadsheet-cell.ts';

describe('neutraliseFormula (issue 21: a formula-injection cell is neutralised on export)', () => {
  it('prefixes texts a spreadsheet would run with an apostrophe', () => {
    expect(neutraliseFormula('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
  });
  it('leaves other texts as they are', () => {
    for (const text of ['', 'Иван', ' =1', "'=1", '1-2', 'a@b.c']) expect(neutraliseFormula(text)).toBe(text);
  });
});
