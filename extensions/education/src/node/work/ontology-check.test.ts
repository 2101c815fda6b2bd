import { describe, expect, it } from 'vitest';
import type { OntologyComparison, TermComparison } from '@ontobench/sdk/node';
import { ontologyCheckReport } from './ontology-check.ts';

const term = (
  name: string,
  status: TermComparison['status'],
  changes: TermComparison['changes'] = [],
  domain: string[] = [],
): TermComparison => ({ name, status, changes, domain });

/** Reference: Студент, Курс (parent Сущность), Сущность; properties учится (Студент), название (Курс). */
const comparison: OntologyComparison = {
  classes: [
    term('Студент', 'unchanged'),
    term('Курс', 'changed', [{ field: 'parents', before: ['Сущность'], after: [] }]),
    term('Сущность', 'changed', [{ field: 'description', before: ['x'], after: ['y'] }]),
    term('Преподаватель', 'added'),
  ],
  objectProperties: [term('учится', 'unchanged', [], ['Студент']), term('ведёт', 'added', [], ['Преподаватель'])],
  dataProperties: [term('название', 'removed', [], ['Курс'])],
  individuals: [],
};

describe('the ontology task check (issue 20 item 4, docs/education.md)', () => {
  it('classes only: present with the same parents; a description differing does not count', () => {
    const report = ontologyCheckReport(comparison, { checkClsProps: false, checkProps: false, mark: 9 });
    expect(report.status).toBe('checked');
    expect(report.items.map((i) => [i.name, i.result])).toEqual([
      ['Студент', 'matched'],
      ['Курс', 'different'],
      ['Сущность', 'matched'],
      ['Преподаватель', 'extra'],
      ['ведёт', 'extra'],
    ]);
    expect(report.items[1]).toMatchObject({ expected: ['Сущность'], found: [] });
    expect([report.matched, report.total, report.mark]).toEqual([2, 3, 6]);
  });

  it('check_cls_props: a class counts only with every property whose domain it is', () => {
    const report = ontologyCheckReport(comparison, { checkClsProps: true, checkProps: false, mark: 3 });
    expect(report.items.find((i) => i.name === 'Курс')).toMatchObject({
      result: 'different',
      expected: ['Сущность', 'название'],
    });
    expect(report.items.find((i) => i.name === 'Студент')?.result).toBe('matched');
    expect([report.matched, report.total, report.mark]).toEqual([2, 3, 2]);
  });

  it('check_props: properties count on their own; a domain differing makes one different', () => {
    const moved: OntologyComparison = {
      ...comparison,
      objectProperties: [term('учится', 'changed', [{ field: 'domain', before: ['Студент'], after: ['Курс'] }])],
    };
    const report = ontologyCheckReport(moved, { checkClsProps: false, checkProps: true, mark: 10 });
    expect(report.items.filter((i) => i.kind !== 'class').map((i) => [i.name, i.result])).toEqual([
      ['учится', 'different'],
      ['название', 'missing'],
    ]);
    expect([report.matched, report.total, report.mark]).toEqual([2, 5, 4]);
  });

  it('a reference with nothing to count leaves the mark to the teacher', () => {
    const empty: OntologyComparison = { classes: [], objectProperties: [], dataProperties: [], individuals: [] };
    expect(ontologyCheckReport(empty, { checkClsProps: true, checkProps: true, mark: 5 })).toMatchObject({
      status: 'awaiting',
      reason: 'nothingToCheck',
      mark: null,
    });
  });
});
