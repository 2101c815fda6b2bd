import { describe, expect, it } from 'vitest';
import { BUILT_IN_KINDS } from './kinds.ts';
import { KIND_GROUPS, OFFERABLE_KINDS, firstNotOffered, unknownKinds, withRequiredKinds } from './offered-kinds.ts';

describe('offered kinds of a document class (issue 16 item 8)', () => {
  it('the root kind is not offerable; every other built-in kind is', () => {
    expect(OFFERABLE_KINDS).not.toContain('document');
    expect(OFFERABLE_KINDS).toHaveLength(BUILT_IN_KINDS.length - 1);
  });

  it('a table brings its columns, rows and cells, in the built-in order', () => {
    expect(withRequiredKinds(['table', 'paragraph'])).toEqual([
      'paragraph',
      'table',
      'tableColumns',
      'tableColumn',
      'tableRows',
      'tableRow',
      'tableCell',
    ]);
  });

  it('lists bring content holders, columns a column, glossaries their items; no repeats', () => {
    expect(withRequiredKinds(['orderedList', 'unorderedList', 'columns', 'glossary', 'glossary'])).toEqual([
      'contentHolder',
      'orderedList',
      'unorderedList',
      'glossary',
      'glossaryItem',
      'columns',
      'column',
    ]);
  });

  it('kinds with no needs stay as they are; a plugin kind follows the built-in ones', () => {
    expect(withRequiredKinds(['callout', 'section'])).toEqual(['section', 'callout']);
    expect(withRequiredKinds([])).toEqual([]);
  });

  it('unknown kinds and the root are reported', () => {
    expect(unknownKinds(['paragraph', 'document', 'nonsense'])).toEqual(['document', 'nonsense']);
    expect(unknownKinds(['callout'], [...OFFERABLE_KINDS, 'callout'])).toEqual([]);
  });

  it('the builder groups hold every offerable kind exactly once', () => {
    const grouped = KIND_GROUPS.flatMap((g) => g.kinds);
    expect([...grouped].sort()).toEqual([...OFFERABLE_KINDS].sort());
  });
});

describe('an insert of a kind the class does not offer (§5-level save check)', () => {
  const insert = (kind: string) => ({ op: 'insert', kind });
  it('finds the first insert of a kind not offered; other operations pass', () => {
    const diff = [insert('paragraph'), { op: 'update' }, { op: 'delete' }, insert('table'), insert('section')];
    expect(firstNotOffered(diff, ['paragraph', 'section'])).toBe(3);
    expect(firstNotOffered(diff, ['paragraph', 'section', 'table'])).toBe(-1);
  });
  it('a document without a class offers every kind', () => {
    expect(firstNotOffered([insert('table')], null)).toBe(-1);
  });
});
