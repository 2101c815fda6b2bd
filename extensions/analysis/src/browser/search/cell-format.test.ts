import { describe, expect, it } from 'vitest';
import { formatCell } from './cell-format.ts';

const words = { yes: 'Да', no: 'Нет' };

describe('typed result cells (issue 18 item 2)', () => {
  it('numbers in ru-RU, dates DD.MM.YYYY, booleans Да/Нет, empty as empty', () => {
    expect(formatCell(1234.5, 'number', words).replace(/\s/g, ' ')).toBe('1 234,5');
    expect(formatCell('2026-03-07', 'date', words)).toBe('07.03.2026');
    expect(formatCell(true, 'boolean', words)).toBe('Да');
    expect(formatCell(false, 'string', words)).toBe('Нет');
    expect(formatCell(null, 'number', words)).toBe('');
    expect(formatCell('#ОШИБКА: деление на ноль', 'number', words)).toBe('#ОШИБКА: деление на ноль');
  });
});
