import { describe, expect, it } from 'vitest';
import { errorBullets, formatErrorText } from './error-text.ts';

describe('error text format (spec shell.md §8)', () => {
  it('is a heading followed by the message, the response message and the response error', () => {
    const error = Object.assign(new Error('Data API error'), {
      body: { message: 'Запрос отклонён', error: 'Session not set' },
    });
    expect(formatErrorText(error, 'Unexpected error')).toBe(
      'Unexpected error\n• Data API error\n• Запрос отклонён\n• Session not set',
    );
  });

  it('leaves out missing and repeated lines', () => {
    expect(errorBullets(Object.assign(new Error('same'), { response: { error: 'same' } }))).toEqual(['same']);
    expect(errorBullets('plain text')).toEqual(['plain text']);
    expect(errorBullets(undefined)).toEqual([]);
    expect(formatErrorText(null, 'Unexpected error')).toBe('Unexpected error');
  });

  it('reads a nested error object and a plain object with a message', () => {
    expect(errorBullets({ message: 'm', response: { error: { message: 'nested' } } })).toEqual(['m', 'nested']);
  });
});
