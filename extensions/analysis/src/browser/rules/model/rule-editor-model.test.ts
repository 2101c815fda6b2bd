import { describe, expect, it } from 'vitest';
import type { RuleTerm } from '../../../common/rules/model.ts';
import { RuleEditorModel } from './rule-editor-model.ts';

const terms = new Map<string, RuleTerm>([
  ['student', { name: 'Студент', kind: 'class' }],
  ['course', { name: 'Учебный курс', kind: 'class' }],
  ['attends', { name: 'посещает', kind: 'object', domain: ['student'] }],
  ['studies', { name: 'изучает', kind: 'object' }],
  ['credits', { name: 'Зачётные единицы', kind: 'data' }],
]);

describe('the rule editor model (domain.md §3 OWL rule)', () => {
  it('§3: a new rule has one triad on ?x and says what is missing', () => {
    const m = new RuleEditorModel();
    expect(m.triads).toEqual([{ id: 't1', subject: { var: 'x' } }]);
    expect(m.dirty).toBe(false);
    expect(m.problem).toBe('Укажите название правила');
  });

  it('§3: triads, links, filters and the output triad make the rule text and its SWRL form, live', () => {
    const m = new RuleEditorModel();
    m.learn(terms);
    m.setName('Курсы студентов');
    m.setSubject('t1', 'x', 'student');
    m.setProperty('t1', 'attends');
    expect(m.triads[0]!.object).toEqual({ var: 'y' });
    m.setObjectVar('t1', 'c', 'course');
    m.addTriad();
    // The new triad continues from the last object.
    expect(m.triads[1]!.subject.var).toBe('c');
    m.setProperty('t2', 'credits');
    m.setObjectVar('t2', 'n');
    expect(m.links).toEqual([{ var: 'c', triads: ['t1', 't2'] }]);
    m.addFilter();
    m.updateFilter(0, { var: 'n', op: 'ge', value: 3 });
    m.setOut({ subject: 'x', property: 'studies', object: 'c' });
    expect(m.problem).toBeNull();
    expect(m.dirty).toBe(true);
    expect(m.text).toBe(
      'Если ?x — Студент и ?x посещает ?c и ?c — Учебный курс и ?c Зачётные единицы ?n и ?n ≥ 3, то ?x изучает ?c',
    );
    expect(m.swrl).toBe(
      'Студент(?x) ^ посещает(?x, ?c) ^ Учебный_курс(?c) ^ Зачётные_единицы(?c, ?n) ^ swrlb:greaterThanOrEqual(?n, 3) -> изучает(?x, ?c)',
    );
    m.markSaved();
    expect(m.dirty).toBe(false);
  });

  it('§3: validation messages come from the shared validator (unlinked triads, unbound output)', () => {
    const m = new RuleEditorModel({
      name: 'Правило',
      model: {
        triads: [
          { id: 'a', subject: { var: 'x', class: 'student' } },
          { id: 'b', subject: { var: 'z', class: 'course' } },
        ],
        filters: [],
        out: { subject: 'x', property: 'studies', object: 'z' },
      },
    });
    m.learn(terms);
    expect(m.problem).toBe('Триады правила не связаны общими переменными');
    m.removeTriad('b');
    expect(m.problem).toBe('Выходная триада: переменная ?z не связана с объектом');
  });

  it('a data property’s object takes a literal; numbers stay numbers', () => {
    const m = new RuleEditorModel();
    m.learn(terms);
    m.setSubject('t1', 'c', 'course');
    m.setProperty('t1', 'credits');
    m.setObjectValue('t1', '5');
    expect(m.triads[0]!.object).toEqual({ value: 5 });
    m.setObjectValue('t1', 'пять');
    expect(m.triads[0]!.object).toEqual({ value: 'пять' });
    m.setProperty('t1', null);
    expect(m.triads[0]).toEqual({ id: 't1', subject: { var: 'c', class: 'course' } });
  });
});
