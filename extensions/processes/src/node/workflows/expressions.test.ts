import { describe, expect, it } from 'vitest';
import { ExpressionError, resolve, resolveTemplate } from './expressions.ts';

describe('workflow expressions (FEEL over the instance variables)', () => {
  it('evaluates a whole ${…} as its FEEL value', () => {
    expect(resolve('${result = "approve"}', { result: 'approve' })).toBe(true);
    expect(resolve('${e.outputs[1].escalate}', { e: { outputs: [{ escalate: false }] } })).toBe(false);
  });
  it('replaces ${…} inside text and leaves plain text alone', () => {
    expect(resolve('Проверка ${name}', { name: 'отчёта' })).toBe('Проверка отчёта');
    expect(resolve('PT1M', {})).toBe('PT1M');
  });
  it('resolves every string of a payload template', () => {
    expect(resolveTemplate({ table: 'x', inputs: { n: '${rounds + 1}' } }, { rounds: 1 })).toEqual({
      table: 'x',
      inputs: { n: 2 },
    });
  });
  it('says in Russian what it could not evaluate', () => {
    expect(() => resolve('${a >}', {})).toThrow(ExpressionError);
    expect(() => resolve('${a >}', {})).toThrow(/Не удалось вычислить/);
  });
});
