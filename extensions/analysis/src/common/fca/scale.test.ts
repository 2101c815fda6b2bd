import { describe, expect, it } from 'vitest';
import { scaleContext, type ScaledObject, type ScaledProperty } from './scale.ts';

const FIELD: ScaledProperty = { id: 'p-field', name: 'Область знаний', kind: 'object' };
const CREDITS: ScaledProperty = { id: 'p-credits', name: 'Зачётные единицы', kind: 'data', baseType: 'integer' };
const ELECTIVE: ScaledProperty = { id: 'p-elective', name: 'По выбору', kind: 'data', baseType: 'boolean' };

const object = (id: string, values: Record<string, { val: unknown; cap: string | null }[]>): ScaledObject => ({
  id,
  name: `Курс ${id}`,
  values: new Map(Object.entries(values)),
});

describe('a formal context from individuals and chosen properties', () => {
  const courses = [
    object('1', {
      'p-field': [{ val: 'f-cs', cap: 'Информатика' }],
      'p-credits': [{ val: 12, cap: '12' }],
      'p-elective': [{ val: true, cap: null }],
    }),
    object('2', {
      'p-field': [
        { val: 'f-math', cap: 'Математика' },
        { val: 'f-cs', cap: 'Информатика' },
      ],
      'p-credits': [{ val: 4, cap: '4' }],
      'p-elective': [{ val: false, cap: null }],
    }),
    object('3', {}),
  ];

  it('object values as «Property: Target», data values as «Property = value», true booleans as the name', () => {
    const context = scaleContext(courses, [FIELD, CREDITS, ELECTIVE]);
    expect(context.attributes).toEqual([
      'Область знаний: Информатика',
      'Область знаний: Математика',
      'Зачётные единицы = 4',
      'Зачётные единицы = 12',
      'По выбору',
    ]);
    expect(context.objects).toEqual(['Курс 1', 'Курс 2', 'Курс 3']);
    expect(context.objectIds).toEqual(['1', '2', '3']);
    expect(context.incidence).toEqual([
      [true, false, false, true, true],
      [true, true, true, false, false],
      [false, false, false, false, false],
    ]);
  });

  it('keeps the order of the chosen properties and ignores empty values', () => {
    const context = scaleContext([object('1', { 'p-credits': [{ val: null, cap: null }] })], [ELECTIVE, CREDITS]);
    expect(context.attributes).toEqual([]);
    expect(context.incidence).toEqual([[]]);
  });
});
