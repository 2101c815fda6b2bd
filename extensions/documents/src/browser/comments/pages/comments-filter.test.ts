import { describe, expect, it } from 'vitest';
import type { CommentEntry } from '../../../common/api.ts';
import { filterComments } from './comments-filter.ts';

const entry = (id: string, author: string, completed: boolean) =>
  ({ id, author: { id: author, name: author }, completed }) as CommentEntry;

describe('filterComments (the /comments page: open, completed, mine)', () => {
  const all = [entry('1', 'me', false), entry('2', 'me', true), entry('3', 'you', false)];
  const ids = (state: 'all' | 'open' | 'completed', mine: boolean) =>
    filterComments(all, { state, mine }, 'me').map((c) => c.id);
  it('keeps what each filter asks for', () => {
    expect(ids('all', false)).toEqual(['1', '2', '3']);
    expect(ids('open', false)).toEqual(['1', '3']);
    expect(ids('completed', false)).toEqual(['2']);
    expect(ids('open', true)).toEqual(['1']);
  });
});
