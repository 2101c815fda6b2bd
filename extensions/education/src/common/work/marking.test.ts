import { describe, expect, it } from 'vitest';
import { autoScore, passes, type MarkedQuestion } from './marking.ts';
import { pickQuestions, shuffled } from './order.ts';

const single: MarkedQuestion = {
  id: 'q1',
  type: 'single',
  mark: 2,
  answers: [
    { id: 'a', isCorrect: true, mark: null },
    { id: 'b', isCorrect: false, mark: null },
    { id: 'c', isCorrect: true, mark: 5 },
  ],
};
const multiple: MarkedQuestion = {
  id: 'q2',
  type: 'multiple',
  mark: 3,
  answers: [
    { id: 'a', isCorrect: true, mark: null },
    { id: 'b', isCorrect: true, mark: null },
    { id: 'c', isCorrect: false, mark: 0 },
  ],
};

describe('autoScore (docs/education.md "Doing the work")', () => {
  it('single: the chosen answer’s mark, or the full mark for a correct one without a mark; capped', () => {
    expect(autoScore(single, { answers: ['a'] })).toBe(2);
    expect(autoScore(single, { answers: ['b'] })).toBe(0);
    expect(autoScore(single, { answers: ['c'] })).toBe(2);
    expect(autoScore(single, { answers: [] })).toBe(0);
    expect(autoScore(single, undefined)).toBe(0);
  });

  it('multiple: the correct ones share the mark; any wrong choice scores 0', () => {
    expect(autoScore(multiple, { answers: ['a'] })).toBe(1.5);
    expect(autoScore(multiple, { answers: ['a', 'b'] })).toBe(3);
    expect(autoScore(multiple, { answers: ['a', 'b', 'c'] })).toBe(0);
  });

  it('free text and the ontology task are not auto-marked', () => {
    expect(autoScore({ ...single, type: 'free' }, { text: 'x' })).toBeNull();
    expect(autoScore({ ...single, type: 'ontology' }, { text: 'x' })).toBeNull();
  });

  it('a unit passes at minPositiveMark (none: above 0)', () => {
    expect(passes(3, 3)).toBe(true);
    expect(passes(2.5, 3)).toBe(false);
    expect(passes(0, null)).toBe(false);
    expect(passes(null, 0)).toBe(false);
  });
});

describe('the seeded order of (student, question)', () => {
  const items = Array.from({ length: 10 }, (_, i) => ({ id: `x${i}` }));

  it('shuffles the same way for the same student and question, differently for others', () => {
    const once = shuffled(items, 's1', 'q').map((i) => i.id);
    expect(shuffled(items, 's1', 'q').map((i) => i.id)).toEqual(once);
    expect(once.slice().sort()).toEqual(items.map((i) => i.id).sort());
    const others = ['s2', 's3', 's4'].map((s) =>
      shuffled(items, s, 'q')
        .map((i) => i.id)
        .join(),
    );
    expect(others.some((o) => o !== once.join())).toBe(true);
  });

  it('picks maxQuestions in the unit’s order, the same pick on every call; no limit keeps all', () => {
    const pick = pickQuestions(items, 's1', 3);
    expect(pick).toHaveLength(3);
    expect(pickQuestions(items, 's1', 3)).toEqual(pick);
    expect(pick.map((i) => items.indexOf(i))).toEqual(pick.map((i) => items.indexOf(i)).sort((a, b) => a - b));
    expect(pickQuestions(items, 's1', null)).toHaveLength(10);
    expect(pickQuestions(items, 's1', 20)).toHaveLength(10);
  });
});
