import { describe, expect, it } from 'vitest';
import type { CommentView } from '../../../common/api.ts';
import { replyCount, threadItems } from './threads.ts';

const c = (id: string, parentId: string | null, date: string): CommentView => ({
  id,
  text: id,
  author: { id: 'u', name: 'U' },
  date,
  completed: false,
  parentId,
  params: null,
  documentRange: null,
  object: 'd',
  canEdit: true,
  canRemove: true,
});

describe('threadItems', () => {
  it('puts replies under their parent, indented, oldest first; an orphan and a loop stand alone', () => {
    const items = threadItems([
      c('b', null, '2026-01-02'),
      c('a', null, '2026-01-01'),
      c('a2', 'a', '2026-01-05'),
      c('a1', 'a', '2026-01-03'),
      c('a1x', 'a1', '2026-01-04'),
      c('orphan', 'gone', '2026-01-06'),
      c('self', 'self', '2026-01-07'),
    ]);
    expect(items.map((i) => `${i.comment.id}:${i.depth}`)).toEqual([
      'a:0',
      'a1:1',
      'a1x:2',
      'a2:1',
      'b:0',
      'orphan:0',
      'self:0',
    ]);
  });

  it('counts the replies a removal takes with it', () => {
    const all = [c('a', null, '1'), c('a1', 'a', '2'), c('a1x', 'a1', '3'), c('b', null, '4')];
    expect([replyCount('a', all), replyCount('a1', all), replyCount('b', all)]).toEqual([2, 1, 0]);
  });
});
