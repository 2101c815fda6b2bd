import { describe, expect, it } from 'vitest';
import type { RuleModel, RuleTerm } from './model.ts';
import { joinRule, inferredStatements, passesRuleFilter } from './join.ts';
import { ruleText, swrlText } from './text.ts';
import { checkRule, parseRule } from './validate.ts';

const terms = new Map<string, RuleTerm>([
  ['C-student', { name: 'Студент', kind: 'class' }],
  ['P-attends', { name: 'посещает', kind: 'object', domain: ['C-student'] }],
  ['P-field', { name: 'относится к', kind: 'object', domain: ['C-course'] }],
  ['P-studies', { name: 'изучает', kind: 'object', domain: ['C-student'] }],
  ['P-credits', { name: 'зачётные единицы', kind: 'data', domain: ['C-course'] }],
]);

const student: unknown = {
  triads: [
    { id: 't1', subject: { var: 'x', class: 'C-student' }, property: 'P-attends', object: { var: 'c' } },
    { id: 't2', subject: { var: 'c' }, property: 'P-field', object: { var: 'd' } },
    { id: 't3', subject: { var: 'c' }, property: 'P-credits', object: { var: 'v' } },
  ],
  filters: [{ var: 'v', op: 'gt', value: 3 }],
  out: { subject: 'x', property: 'P-studies', object: 'd' },
};

const parsed = () => parseRule(student) as RuleModel;

describe('OWL rule model (domain.md §3 "OWL rule")', () => {
  it('§3: parses json_str and derives the triad links from the shared variables', () => {
    const model = parsed();
    expect(model.links).toEqual([{ var: 'c', triads: ['t1', 't2', 't3'] }]);
    expect(checkRule(model, terms)).toBeNull();
    expect(parseRule(JSON.stringify(student))).toEqual(model);
  });

  it('§3: gives the rule text in Russian and its SWRL form with builtins for filters', () => {
    const model = parsed();
    expect(ruleText(model, terms)).toBe(
      'Если ?x — Студент и ?x посещает ?c и ?c относится к ?d и ?c зачётные единицы ?v и ?v > 3, то ?x изучает ?d',
    );
    expect(swrlText(model, terms)).toBe(
      'Студент(?x) ^ посещает(?x, ?c) ^ относится_к(?c, ?d) ^ зачётные_единицы(?c, ?v) ^ swrlb:greaterThan(?v, 3)' +
        ' -> изучает(?x, ?d)',
    );
  });

  it('§3: refuses a rule without triads, with an unbound output, a missing property or unlinked triads', () => {
    expect(parseRule({ triads: [], out: {} })).toEqual({ error: 'В правиле нет ни одной триады' });
    expect(parseRule('{')).toEqual({ error: 'Правило должно содержать список триад' });
    const bad = (change: (m: RuleModel) => void) => {
      const m = parsed();
      change(m);
      return checkRule(m, terms)?.error;
    };
    expect(bad((m) => (m.out.object = 'z'))).toMatch(/\?z не связана/);
    expect(bad((m) => (m.out.object = 'v'))).toMatch(/\?v не связана с объектом/);
    expect(bad((m) => (m.triads[1]!.property = 'P-none'))).toMatch(/свойство P-none не найдено/);
    expect(bad((m) => (m.out.property = 'P-credits'))).toMatch(/объектным свойством/);
    expect(bad((m) => (m.filters[0]!.var = 'q'))).toMatch(/\?q, которой нет/);
    expect(
      bad((m) =>
        m.triads.push({
          id: 't4',
          subject: { var: 'y', class: 'C-student' },
          property: 'P-attends',
          object: { var: 'e' },
        }),
      ),
    ).toBe('Триады правила не связаны общими переменными');
    expect(bad((m) => (m.triads[0]!.subject = { var: 'x' }))).toBeUndefined(); // the domain of «посещает» finds ?x
    expect(bad((m) => (m.triads[1]!.object = { value: 'x' }))).toMatch(/объект объектного свойства/);
    expect(parseRule({ ...(student as object), filters: [{ var: 'v', op: 'like', value: 1 }] })).toMatchObject({
      error: expect.stringMatching(/неизвестное условие/),
    });
  });
});

describe('OWL rule run (the body as a conjunctive query)', () => {
  it('joins the triads on shared variables, applies class constraints and filters, infers distinct statements', () => {
    const model = parsed();
    const matches = joinRule(model, {
      facts: new Map([
        [
          't1',
          [
            ['ann', 'c1'],
            ['ann', 'c2'],
            ['bob', 'c2'],
            ['cat', 'c1'],
          ],
        ],
        [
          't2',
          [
            ['c1', 'math'],
            ['c2', 'math'],
          ],
        ],
        [
          't3',
          [
            ['c1', 5],
            ['c2', 2],
          ],
        ],
      ]),
      members: new Map([['C-student', new Set(['ann', 'bob'])]]),
    });
    expect(matches).toEqual([{ x: 'ann', c: 'c1', d: 'math', v: 5 }]);
    expect(inferredStatements(model, matches)).toEqual([['ann', 'math']]);
  });

  it('compares numbers as numbers and texts as texts; contains ignores case', () => {
    expect(passesRuleFilter('10', { var: 'v', op: 'gt', value: 9 })).toBe(true);
    expect(passesRuleFilter('2024-03-01', { var: 'v', op: 'lt', value: '2024-04-01' })).toBe(true);
    expect(passesRuleFilter('Математика', { var: 'v', op: 'contains', value: 'матем' })).toBe(true);
    expect(passesRuleFilter(3, { var: 'v', op: 'ne', value: 3 })).toBe(false);
  });
});
