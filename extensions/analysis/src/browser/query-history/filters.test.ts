import { describe, expect, it } from 'vitest';
import { historyQuery, NO_FILTERS, validDuration } from './filters.ts';

describe('the query history’s filters (issue 18 item 7)', () => {
  it('sends only the filters given, the page as an offset', () => {
    expect(historyQuery(NO_FILTERS, 0).toString()).toBe('limit=50');
    const query = historyQuery(
      { ...NO_FILTERS, user: ' alice ', kind: 'execute', minDuration: '500', sort: 'duration', text: 'x' },
      2,
    );
    expect(Object.fromEntries(query)).toEqual({
      user: 'alice',
      kind: 'execute',
      minDuration: '500',
      text: 'x',
      sort: 'duration',
      offset: '100',
      limit: '50',
    });
  });

  it('turns the local times into ISO times', () => {
    const query = historyQuery({ ...NO_FILTERS, from: '2026-11-25T10:00' }, 0);
    expect(query.get('from')).toBe(new Date('2026-11-25T10:00').toISOString());
  });

  it('a minimum duration is a whole number of zero or more', () => {
    expect(['', '0', '1500'].map(validDuration)).toEqual([true, true, true]);
    expect(['-1', '1.5', 'abc'].map(validDuration)).toEqual([false, false, false]);
  });
});
