import { describe, expect, it } from 'vitest';
import { aggregate, isAggregate } from './aggregates.ts';

describe('§4 aggregates', () => {
  it('§4: count and countUnique skip empty cells', () => {
    expect(aggregate('count', 'string', ['а', null, '', 'б', 'а'])).toBe(3);
    expect(aggregate('countUnique', 'string', ['а', null, 'б', 'а'])).toBe(2);
    expect(aggregate('countUnique', 'number', [1, 1, 2])).toBe(2);
  });

  it('§4: list and listUnique join texts in the rows’ order', () => {
    expect(aggregate('list', 'string', ['б', 'а', null, 'б'])).toBe('б, а, б');
    expect(aggregate('listUnique', 'string', ['б', 'а', null, 'б'])).toBe('б, а');
    expect(aggregate('list', 'number', [])).toBe('');
  });

  it('§4, §9: sum adds numbers; avg rounds to 2 decimals', () => {
    expect(aggregate('sum', 'number', [1, 2.5, null, 3])).toBe(6.5);
    expect(aggregate('avg', 'number', [1, 2, 2])).toBe(1.67);
    expect(aggregate('avg', 'number', [1.005, 1.005])).toBe(1.01);
    expect(aggregate('sum', 'string', ['а', 'б'])).toBeNull();
    expect(aggregate('avg', 'number', [null])).toBeNull();
  });

  it('§4: max and min compare by the column type', () => {
    expect(aggregate('max', 'number', [9, 10, 2])).toBe(10);
    expect(aggregate('min', 'number', [9, 10, null, 2])).toBe(2);
    expect(aggregate('max', 'date', ['2024-01-31', '2024-12-01', '2023-12-31'])).toBe('2024-12-01');
    expect(aggregate('min', 'string', ['ёж', 'яблоко', 'арбуз'])).toBe('арбуз');
    expect(aggregate('max', 'boolean', [false, true])).toBe(true);
    expect(aggregate('max', 'number', [])).toBeNull();
  });

  it('§4: only the eight aggregates are known', () => {
    expect(isAggregate('avg')).toBe(true);
    expect(isAggregate('median')).toBe(false);
  });
});
