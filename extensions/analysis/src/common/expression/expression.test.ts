import { describe, expect, it } from 'vitest';
import { evaluate, formulaReferences, parseFormula, type FormulaSyntaxError, type Value } from './index.ts';

const ROW: Record<string, string | number | boolean | null> = {
  Цена: 120.5,
  price: 120.5,
  Количество: 3,
  Название: 'Глобус',
  Дата: '2024-03-15',
  Пусто: null,
  Флаг: true,
};
const run = (formula: string): Value => evaluate(parseFormula(formula), (name) => ROW[name], { today: '2024-04-01' });

const syntaxError = (formula: string): FormulaSyntaxError => {
  try {
    parseFormula(formula);
  } catch (error) {
    return error as FormulaSyntaxError;
  }
  throw new Error(`«${formula}» parsed`);
};

describe('§4 calculated columns (formula): parsing', () => {
  it('§4: arithmetic follows precedence and parentheses', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 - 4 - 3')).toBe(3);
    expect(run('7 % 4 + -2')).toBe(1);
    expect(run('2 * -(3 + 1)')).toBe(-8);
    expect(run('1.5e1 / .5')).toBe(30);
  });

  it('§4: comparison binds looser than arithmetic, not/and/or looser still', () => {
    expect(run('1 + 1 = 2')).toBe(true);
    expect(run('1 < 2 and 3 > 4 or true')).toBe(true);
    expect(run('not 1 > 2 and 2 >= 2')).toBe(true);
    expect(run("'а' <> 'б'")).toBe(true);
    expect(run('3 == 3')).toBe(true);
  });

  it('§4: a formula that does not parse names the position', () => {
    expect(syntaxError('1 +').message).toBe('Ошибка в формуле в позиции 4: формула оборвалась');
    expect(syntaxError('1 + ) 2').pos).toBe(4);
    expect(syntaxError("'abc").message).toContain('позиции 1');
    expect(syntaxError('[Цена').message).toContain('не закрыта');
    expect(syntaxError('foo(1)').message).toContain('неизвестная функция «foo»');
    expect(syntaxError('Цена + 1').message).toContain('неизвестное имя «Цена»');
    expect(syntaxError('round()').message).toContain('round принимает аргументов: 1–2');
    expect(syntaxError('1 < 2 < 3').message).toContain('цепочкой');
    expect(syntaxError('1 2').message).toContain('лишнее');
    expect(syntaxError('  ').message).toContain('пустая формула');
    expect(syntaxError('1 # 2').message).toBe('Ошибка в формуле в позиции 3: неожиданный символ «#»');
  });

  it('§4: column references by title or code, listed once', () => {
    expect(run('[Цена] * [Количество]')).toBe(361.5);
    expect(run('[price] + 0.5')).toBe(121);
    expect(formulaReferences(parseFormula('[a] + [b] * [a] + len([c])'))).toEqual(['a', 'b', 'c']);
  });
});

describe('§4 calculated columns (formula): functions and values', () => {
  it('§4: strings, quotes and string functions', () => {
    expect(run("'It''s'")).toBe("It's");
    expect(run("concat([Название], ': ', [Количество])")).toBe('Глобус: 3');
    expect(run("[Название] + '!'")).toBe('Глобус!');
    expect(run('upper([Название])')).toBe('ГЛОБУС');
    expect(run("lower('ABC')")).toBe('abc');
    expect(run('len([Название])')).toBe(6);
    expect(run("left('Привет', 3)")).toBe('При');
    expect(run("right('Привет', 2)")).toBe('ет');
    expect(run("right('Привет', 0)")).toBe('');
    expect(run("trim('  x  ')")).toBe('x');
    expect(run("replace('a-b-c', '-', '+')")).toBe('a+b+c');
  });

  it('§4: number functions', () => {
    expect(run('round(2.345, 2)')).toBe(2.35);
    expect(run('round(2.5)')).toBe(3);
    expect(run('round(-2.345, 1)')).toBe(-2.3);
    expect(run('abs(-4)')).toBe(4);
    expect(run('min(3, [Количество], 7)')).toBe(3);
    expect(run('max(1, [Пусто], 9)')).toBe(9);
    expect(run("number('2,5') * 2")).toBe(5);
  });

  it('§4: date functions over ISO dates', () => {
    expect(run('year([Дата])')).toBe(2024);
    expect(run('month([Дата])')).toBe(3);
    expect(run("day('2024-03-15T10:00:00Z')")).toBe(15);
    expect(run('today()')).toBe('2024-04-01');
    expect(run('datediff([Дата], today())')).toBe(17);
    expect(run('date(2024, 2, 30)')).toBe('2024-03-01');
    expect(run("[Дата] < '2024-04-01'")).toBe(true);
  });

  it('§4: if evaluates only the branch taken', () => {
    expect(run("if([Количество] > 2, 'много', 1 / 0)")).toBe('много');
    expect(run('if([Пусто], 1, 2)')).toBe(2);
    expect(run('IF([Флаг], 1, 2)')).toBe(1);
  });

  it('§4: empty values stay empty; errors are values with a message', () => {
    expect(run('[Пусто] + 1')).toBeNull();
    expect(run('[Пусто] * 2')).toBeNull();
    expect(run('[Пусто] = null')).toBe(true);
    expect(run('[Пусто] > 1')).toBeNull();
    expect(run('upper([Пусто])')).toBeNull();
    expect(run('year([Пусто])')).toBeNull();
    expect(run('1 / 0')).toEqual({ error: 'деление на ноль' });
    expect(run('round(1 / 0, 2)')).toEqual({ error: 'деление на ноль' });
    expect(run('[Название] * 2')).toEqual({ error: '*: «Глобус» не число' });
    expect(run("year('завтра')")).toEqual({ error: 'year: «завтра» не дата' });
    expect(run("year('2024-02-30')")).toEqual({ error: 'year: «2024-02-30» не дата' });
    expect(run('[Нет такого]')).toEqual({ error: 'нет столбца [Нет такого]' });
  });
});
