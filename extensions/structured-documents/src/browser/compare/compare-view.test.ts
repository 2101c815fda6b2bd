import { describe, expect, it } from 'vitest';
import type { DocumentState, ElementState } from '../../common/api.ts';
import type { Publication } from '../viewer/api.ts';
import { compareView, elementText, visibleRows } from './compare-view.ts';

const DOC = 'd';
const node = (
  id: string,
  kind: string,
  fields: Partial<ElementState> = {},
  children: ElementState[] = [],
): ElementState => ({
  id,
  kind,
  title: '',
  content: '',
  settings: {},
  numberingStrategy: null,
  startNumber: null,
  numberingSetAlias: null,
  highlight: false,
  logicalLevel: null,
  disabled: false,
  extraClasses: [],
  children,
  ...fields,
});
const publication = (id: string, createdAt: string, children: ElementState[], documentId = DOC): Publication => ({
  id,
  name: id,
  isPublic: false,
  author: null,
  createdAt,
  documentId,
  state: { root: node(documentId, 'document', {}, children) } as DocumentState,
});

describe('the compare of two publications', () => {
  const first = publication('p1', '2026-11-01T10:00:00Z', [
    node('a', 'paragraph', { content: 'Старый текст' }),
    node('b', 'paragraph', { content: 'Уйдёт' }),
    node('c', 'paragraph', { content: 'Сдвинется' }),
    node('d', 'paragraph', { content: 'Тот же' }),
  ]);
  const second = publication('p2', '2026-11-02T10:00:00Z', [
    node('d', 'paragraph', { content: 'Тот же' }),
    node('a', 'paragraph', { content: 'Новый текст' }),
    node('c', 'paragraph', { content: 'Сдвинется' }),
    node('e', 'section', { title: 'Новый раздел' }),
  ]);

  it('issue 16 item 7: the older is "before" whichever the link names first; additions, removals, changes, moves counted', () => {
    for (const [x, y] of [
      [first, second],
      [second, first],
    ]) {
      const view = compareView(DOC, x!, y!)!;
      expect([view.older.id, view.newer.id]).toEqual(['p1', 'p2']);
      expect(view.rows.map((r) => [r.id, r.change])).toEqual([
        ['d', 'moved'],
        ['a', 'changed'],
        ['b', 'removed'],
        ['c', 'same'],
        ['e', 'added'],
      ]);
      expect(view.rows.find((r) => r.id === 'a')!.fields).toEqual(['content']);
      expect(view.counts).toEqual({ added: 1, removed: 1, changed: 1, moved: 1 });
    }
  });

  it('"only changes" leaves out what is the same', () => {
    const view = compareView(DOC, first, second)!;
    expect(visibleRows(view.rows, true).map((r) => r.id)).toEqual(['d', 'a', 'b', 'e']);
    expect(visibleRows(view.rows, false)).toHaveLength(5);
  });

  it('a publication of another document, or one without a state, is no compare', () => {
    expect(compareView(DOC, first, publication('x', '2026-11-03T00:00:00Z', [], 'other'))).toBeNull();
    expect(compareView(DOC, first, { ...second, state: null })).toBeNull();
  });

  it('an element reads as its title and content, shortened', () => {
    expect(elementText(node('x', 'section', { title: 'Раздел', content: 'Текст\n\nдальше' }))).toBe(
      'Раздел — Текст дальше',
    );
    expect(elementText(node('x', 'paragraph', { content: 'я'.repeat(400) }), 10)).toBe(`${'я'.repeat(9)}…`);
    expect(elementText(null)).toBe('');
  });
});
