import { describe, expect, it } from 'vitest';
import { checkNumberingSet, numberingProblemText } from './numbering-input.ts';

const level = (n: number, format = 'decimal', levelText = `%${n}.`) => ({ level: n, format, levelText });

describe('a level numbering set checked before saving (domain.md §3 "Level numbering: name, level, number format, level text")', () => {
  it('takes a set with a name, an alias and levels from the first, trimming the name and alias', () => {
    const checked = checkNumberingSet(
      { name: ' Приложения ', alias: ' appendix ', levels: [level(1, 'russianLetters', 'Приложение %1'), level(2)] },
      new Set(['sections']),
    );
    expect(checked).toEqual({
      ok: true,
      set: {
        name: 'Приложения',
        alias: 'appendix',
        levels: [
          { level: 1, format: 'russianLetters', levelText: 'Приложение %1' },
          { level: 2, format: 'decimal', levelText: '%2.' },
        ],
      },
    });
  });

  it('§3 number formats: decimal, roman, letters, Russian letters, bullet, none — nothing else', () => {
    for (const format of ['decimal', 'roman', 'letters', 'russianLetters', 'bullet', 'none'])
      expect(checkNumberingSet({ name: 'A', alias: 'a', levels: [level(1, format)] }, new Set()).ok).toBe(true);
    expect(checkNumberingSet({ name: 'A', alias: 'a', levels: [level(1, 'greek')] }, new Set())).toEqual({
      ok: false,
      problem: { key: 'format', level: 1 },
    });
  });

  it('refuses a missing name, a bad or taken alias, no levels, gaps, more than nine, long level texts', () => {
    const problem = (input: object, taken: string[] = []) => {
      const r = checkNumberingSet(input, new Set(taken));
      return r.ok ? null : r.problem;
    };
    expect(problem({ name: ' ', alias: 'a', levels: [level(1)] })).toEqual({ key: 'name' });
    expect(problem({ name: 'A', alias: '1a', levels: [level(1)] })).toEqual({ key: 'alias' });
    expect(problem({ name: 'A', alias: 'Sections', levels: [level(1)] }, ['sections'])).toEqual({ key: 'aliasTaken' });
    expect(problem({ name: 'A', alias: 'a', levels: [] })).toEqual({ key: 'noLevels' });
    expect(problem({ name: 'A', alias: 'a', levels: [level(1), level(3)] })).toEqual({ key: 'levelOrder', level: 2 });
    expect(problem({ name: 'A', alias: 'a', levels: Array.from({ length: 10 }, (_, i) => level(i + 1)) })).toEqual({
      key: 'noLevels',
    });
    expect(problem({ name: 'A', alias: 'a', levels: [level(1, 'decimal', 'x'.repeat(101))] })).toEqual({
      key: 'levelText',
      level: 1,
    });
    expect(problem(null as unknown as object)).toEqual({ key: 'name' });
  });

  it('says each problem in Russian for the server', () => {
    expect(numberingProblemText({ key: 'levelOrder', level: 2 })).toBe('уровень 2: уровни идут по порядку с первого');
    expect(numberingProblemText({ key: 'aliasTaken' })).toBe('Набор с таким псевдонимом уже есть');
  });
});
