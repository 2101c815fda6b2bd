import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  RANGE_DEFAULT_MESSAGE,
  parseConstraints,
  validateField,
  validateFields,
  type FieldConstraints,
  type FieldRule,
} from './field-validator.ts';

const rule = (base_type: FieldRule['base_type'], constraints: FieldConstraints | string | null, multiple = false) =>
  ({ kind: 'data', base_type, multiple, constraints }) as FieldRule;
const codes = (issues: { code: string }[]) => issues.map((i) => i.code);
const messages = (issues: { message: string }[]) => issues.map((i) => i.message);

describe('domain.md §5 field validator: "Minimum and maximum apply to numbers by value"', () => {
  const r = rule('integer', { min: 1, max: 10 });
  it('accepts values inside the bounds, bounds included', () => {
    for (const v of [1, 5, 10, '7']) expect(validateField(r, v)).toEqual([]);
  });
  it('refuses values below the minimum and above the maximum', () => {
    expect(codes(validateField(r, 0))).toEqual(['range']);
    expect(codes(validateField(r, 11))).toEqual(['range']);
    expect(codes(validateField(r, -3))).toEqual(['range']);
  });
  it('compares by value, not by the length of the number’s text', () => {
    // "100" has 3 characters, inside 1..10 as a length; as a number it is above 10.
    expect(codes(validateField(r, 100))).toEqual(['range']);
    expect(validateField(rule('real', { min: 0.5 }), 0.75)).toEqual([]);
    expect(codes(validateField(rule('real', { min: 0.5 }), 0.25))).toEqual(['range']);
  });
  it('a number field holding text that is not a number gets the number message', () => {
    expect(validateField(rule('real', null), 'десять')).toEqual([
      { code: 'number', message: FIELD_MESSAGES.ru.number },
    ]);
    expect(validateField(r, 'десять')).toEqual([{ code: 'integer', message: FIELD_MESSAGES.ru.integer }]);
  });
});

describe('issue 14: an integer field refuses a fraction, as the server does (base type integer, domain.md §1)', () => {
  const r = rule('integer', null);
  it('5.5, "5.5" and "5,5" are not integers; the message is Russian by default', () => {
    for (const v of [5.5, '5.5', '5,5', '1e400'])
      expect(validateField(r, v)).toEqual([{ code: 'integer', message: 'Введите целое число' }]);
    expect(messages(validateField(r, 5.5, { language: 'en' }))).toEqual(['Enter a whole number']);
  });
  it('whole numbers pass, as text or number, and a real field keeps its fractions', () => {
    for (const v of [5, '5', '-12', ' 7 ']) expect(validateField(r, v)).toEqual([]);
    expect(validateField(rule('real', null), 5.5)).toEqual([]);
  });
  it('checks every value of a multi-valued integer field', () => {
    expect(codes(validateField(rule('integer', null, true), [1, 2.5]))).toEqual(['integer']);
  });
});

describe('domain.md §5: "strings by length"', () => {
  const r = rule('string', { min: 2, max: 4 });
  it('counts characters', () => {
    expect(validateField(r, 'аб')).toEqual([]);
    expect(validateField(r, 'абвг')).toEqual([]);
    expect(codes(validateField(r, 'а'))).toEqual(['range']);
    expect(codes(validateField(r, 'абвгд'))).toEqual(['range']);
  });
  it('counts a character outside the basic plane once', () => {
    expect(validateField(rule('string', { max: 2 }), '😀😀')).toEqual([]);
  });
  it('compares the length, not the text as a number', () => {
    // '5' is one character: below a minimum length of 2 although 5 > 2.
    expect(codes(validateField(r, '5'))).toEqual(['range']);
  });
});

describe('domain.md §5: "dates by comparison"', () => {
  const r = rule('date', { min: '2024-01-01', max: '2024-12-31' });
  it('accepts dates inside the bounds and refuses those outside', () => {
    expect(validateField(r, '2024-01-01')).toEqual([]);
    expect(validateField(r, '2024-06-15')).toEqual([]);
    expect(codes(validateField(r, '2023-12-31'))).toEqual(['range']);
    expect(codes(validateField(r, '2025-01-01'))).toEqual(['range']);
  });
  it('a text that is not YYYY-MM-DD, or a day that does not exist, is a date format issue', () => {
    expect(validateField(r, '15.06.2024')).toEqual([{ code: 'date', message: 'Неверный формат даты' }]);
    expect(codes(validateField(r, '2024-02-30'))).toEqual(['date']);
  });
});

describe('domain.md §5: "collections by item count"', () => {
  const r = rule('string', { min: 1, max: 2 }, true);
  it('counts the items, not their lengths', () => {
    expect(validateField(r, ['длинное значение'])).toEqual([]);
    expect(validateField(r, ['а', 'б'])).toEqual([]);
    expect(codes(validateField(r, ['а', 'б', 'в']))).toEqual(['range']);
  });
  it('an empty collection is counted too (min 1 = at least one item)', () => {
    expect(codes(validateField(r, []))).toEqual(['range']);
    expect(codes(validateField(r, null))).toEqual(['range']);
  });
  it('object references of a multi-valued field are counted the same way', () => {
    const refs: FieldRule = { kind: 'object', base_type: null, multiple: true, constraints: { max: 1 } };
    expect(codes(validateField(refs, ['a', 'b']))).toEqual(['range']);
    expect(validateField(refs, ['a'])).toEqual([]);
  });
});

describe('domain.md §5: "a violation shows the field hint or \'Required\'"', () => {
  it('shows the hint when the field has one', () => {
    expect(messages(validateField(rule('integer', { min: 1, hint: 'От 1 до 5' }), 0))).toEqual(['От 1 до 5']);
  });
  it("shows 'Required' when it has none", () => {
    expect(messages(validateField(rule('integer', { max: 5 }), 6))).toEqual([RANGE_DEFAULT_MESSAGE]);
    expect(RANGE_DEFAULT_MESSAGE).toBe('Required');
  });
});

describe('domain.md §5: "Obligatory fields need a non-empty value (false counts as empty)"', () => {
  it('empty, blank and missing values fail with the required message', () => {
    for (const v of [null, undefined, '', '   ', []]) {
      expect(validateField(rule('string', { required: true }), v)).toEqual([
        { code: 'required', message: FIELD_MESSAGES.ru.required },
      ]);
    }
  });
  it('false counts as empty; true is a value', () => {
    expect(codes(validateField(rule('boolean', { required: true }), false))).toEqual(['required']);
    expect(validateField(rule('boolean', { required: true }), true)).toEqual([]);
  });
  it('zero is a value, not empty', () => {
    expect(validateField(rule('integer', { required: true }), 0)).toEqual([]);
  });
  it('"with an exception for similar instances": the obligatory rule is skipped, others still apply', () => {
    expect(validateField(rule('string', { required: true }), '', { similarInstance: true })).toEqual([]);
    expect(codes(validateField(rule('string', { required: true, max: 1 }), 'аб', { similarInstance: true }))).toEqual([
      'range',
    ]);
  });
  it('a field that is not obligatory may stay empty, even with bounds', () => {
    expect(validateField(rule('string', { min: 3 }), '')).toEqual([]);
    expect(validateField(rule('integer', { min: 3 }), null)).toEqual([]);
  });
  it('"Required field message: the field is required", in both languages', () => {
    expect(FIELD_MESSAGES.ru.required).toBe('Поле обязательно для заполнения');
    expect(FIELD_MESSAGES.en.required).toBe('The field is required');
    expect(messages(validateField(rule('string', { required: true }), '', { language: 'en' }))).toEqual([
      'The field is required',
    ]);
  });
});

describe('domain.md §5: "Regular-expression fields fail with the message that the content did not pass"', () => {
  const r = rule('string', { regex: '^[A-Z]{2}-\\d+$' });
  it('passes matching content and fails the rest with the spec’s message', () => {
    expect(validateField(r, 'AB-17')).toEqual([]);
    expect(validateField(r, 'ab-17')).toEqual([
      { code: 'regex', message: 'Содержимое не прошло проверку регулярным выражением' },
    ]);
    expect(messages(validateField(r, 'x', { language: 'en' }))).toEqual([
      'The content did not pass the regular expression check',
    ]);
  });
  it('checks every value of a collection', () => {
    const many = rule('string', { regex: '^\\d+$' }, true);
    expect(validateField(many, ['1', '22'])).toEqual([]);
    expect(codes(validateField(many, ['1', 'два']))).toEqual(['regex']);
  });
  it('does not apply to an empty, optional field', () => {
    expect(validateField(r, '')).toEqual([]);
  });
  it('a pattern that does not compile fails the check instead of letting everything through', () => {
    expect(codes(validateField(rule('string', { regex: '([' }), 'что угодно'))).toEqual(['regex']);
  });
  it('reports several problems, most important first', () => {
    const both = rule('string', { max: 2, regex: '^\\d+$' });
    expect(codes(validateField(both, 'абв'))).toEqual(['range', 'regex']);
  });
});

describe('constraint descriptors (PROP.constraints JSON { min, max, required, regex, hint })', () => {
  it('reads the JSON as stored', () => {
    expect(parseConstraints('{"min":1,"max":"5","required":true,"regex":"a","hint":"h"}')).toEqual({
      min: 1,
      max: '5',
      required: true,
      regex: 'a',
      hint: 'h',
    });
    expect(codes(validateField(rule('integer', '{"max":3}'), 4))).toEqual(['range']);
  });
  it('unreadable or absent descriptors mean no constraints', () => {
    for (const s of [null, '', 'not json', '[1]', '42']) expect(parseConstraints(s)).toEqual({});
    expect(parseConstraints('{"required":"yes","min":{}}')).toEqual({});
  });
  it('validateFields collects the issues of each field by property', () => {
    const fields = [
      { prop: 'a', ...rule('string', { required: true }) },
      { prop: 'b', ...rule('integer', { max: 1 }) },
      { prop: 'c', ...rule('string', null) },
    ];
    expect(validateFields(fields, { a: '', b: 2, c: 'x' })).toEqual({
      a: [{ code: 'required', message: FIELD_MESSAGES.ru.required }],
      b: [{ code: 'range', message: 'Required' }],
    });
  });
});
