import { describe, expect, it } from 'vitest';
import type { DiffOp, ElementState } from './api.ts';
import { rightsFrom } from './containers.ts';
import { applyDiff, EMPTY_FIELDS } from './diff.ts';

const full = { rights: rightsFrom({ editContentAllowed: true, editStructureAllowed: true }) };
const contentOnly = { rights: rightsFrom({ editContentAllowed: true }) };
const node = (id: string, kind: string, children: ElementState[] = []): ElementState => ({
  ...EMPTY_FIELDS,
  id,
  kind,
  children,
});
const doc = () => node('D', 'document', [node('S', 'section', [node('P', 'paragraph')]), node('L', 'orderedList')]);
const shape = (n: ElementState): string => (n.children.length ? `${n.id}(${n.children.map(shape).join(' ')})` : n.id);

describe('applyDiff: a save checked operation by operation', () => {
  it('inserts after a sibling, updates, moves and deletes, telling which containers changed', () => {
    const diff: DiffOp[] = [
      { op: 'insert', id: 'Q', kind: 'paragraph', container: 'S', after: 'P', fields: { content: 'Новый' } },
      { op: 'update', id: 'P', fields: { title: 'Первый' } },
      { op: 'move', id: 'P', container: 'L', after: null },
      { op: 'delete', id: 'S' },
    ];
    const result = applyDiff(doc(), diff, full);
    if (!result.ok) throw new Error(result.reason);
    expect(shape(result.tree)).toBe('D(L(P))');
    expect([...result.touched].sort()).toEqual(['D', 'L', 'S']);
    expect([...result.deleted].sort()).toEqual(['Q', 'S']);
    expect(result.inserted).toEqual(new Set(['Q']));
    expect(result.tree.children[0]!.children[0]!.title).toBe('Первый');
  });

  it('§5: refuses a component where the container table forbids it, naming the operation', () => {
    const result = applyDiff(doc(), [{ op: 'insert', id: 'C', kind: 'tableCell', container: 'S', after: null }], full);
    expect(result).toEqual({ ok: false, at: 0, reason: 'notAllowedHere' });
  });

  it('§5: sections and lists need the structure right; content edits need the content right only', () => {
    const move = applyDiff(doc(), [{ op: 'move', id: 'L', container: 'S', after: null }], contentOnly);
    expect(move).toEqual({ ok: false, at: 0, reason: 'noRights' });
    const edit = applyDiff(doc(), [{ op: 'update', id: 'P', fields: { content: 'x' } }], contentOnly);
    expect(edit.ok).toBe(true);
    const readOnly = applyDiff(doc(), [{ op: 'update', id: 'P', fields: { content: 'x' } }], {
      rights: rightsFrom({ readOnly: true }),
    });
    expect(readOnly).toEqual({ ok: false, at: 0, reason: 'readOnly' });
  });

  it('§5: a generator may not be highlighted, on insert or update', () => {
    const diff: DiffOp[] = [
      { op: 'insert', id: 'H', kind: 'contentHolder', container: 'D', after: null },
      { op: 'insert', id: 'G', kind: 'generator', container: 'H', after: null },
      { op: 'update', id: 'G', fields: { highlight: true } },
    ];
    expect(applyDiff(doc(), diff, full)).toEqual({ ok: false, at: 2, reason: 'noHighlight' });
  });

  it('§5: a generator\u2019s new mode must fit where it is: table mode only in a table it has to itself', () => {
    const inHolder: DiffOp[] = [
      { op: 'insert', id: 'H', kind: 'contentHolder', container: 'D', after: null },
      { op: 'insert', id: 'G', kind: 'generator', container: 'H', after: null },
      { op: 'update', id: 'G', fields: { settings: { mode: 'table' } } },
    ];
    expect(applyDiff(doc(), inHolder, full)).toEqual({ ok: false, at: 2, reason: 'notAllowedHere' });
    const inTable: DiffOp[] = [
      { op: 'insert', id: 'T', kind: 'table', container: 'D', after: null },
      {
        op: 'insert',
        id: 'G',
        kind: 'generator',
        container: 'T',
        after: null,
        fields: { settings: { mode: 'table' } },
      },
      { op: 'update', id: 'G', fields: { settings: { mode: 'table', semanticSearch: 'Курсы' } } },
    ];
    expect(applyDiff(doc(), inTable, full).ok).toBe(true);
    expect(
      applyDiff(doc(), [...inTable, { op: 'update', id: 'G', fields: { settings: { mode: 'free' } } }], full),
    ).toEqual({ ok: false, at: 3, reason: 'notAllowedHere' });
  });

  it('passes over a move to where the element already is, and refuses an `after` outside the container', () => {
    const same = applyDiff(doc(), [{ op: 'move', id: 'L', container: 'D', after: 'S' }], full);
    expect(same.ok && shape(same.tree)).toBe('D(S(P) L)');
    const elsewhere = applyDiff(doc(), [{ op: 'move', id: 'L', container: 'D', after: 'P' }], full);
    expect(elsewhere).toEqual({ ok: false, at: 0, reason: 'notFound' });
  });
});

describe('applyDiff: indexed once (a large paste) and undo of a delete', () => {
  it('applies a 5,000-insert paste in linear time and leaves the tree it started from untouched', () => {
    const before = doc();
    const snapshot = JSON.stringify(before);
    const diff: DiffOp[] = [{ op: 'insert', id: 'N0', kind: 'section', container: 'D', after: 'S' }];
    for (let i = 1; i < 5000; i++)
      diff.push({ op: 'insert', id: `N${i}`, kind: 'paragraph', container: 'N0', after: i > 1 ? `N${i - 1}` : null });
    const started = performance.now();
    const result = applyDiff(before, diff, full);
    expect(performance.now() - started).toBeLessThan(1000);
    if (!result.ok) throw new Error(result.reason);
    expect(result.tree.children[1]!.children).toHaveLength(4999);
    expect(result.tree.children[1]!.children[4998]!.id).toBe('N4999');
    expect(result.inserted.size).toBe(5000);
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(result.tree.children[2]).toBe(before.children[1]);
  });

  it('an element deleted and inserted again with its id is kept (an undo), not deleted', () => {
    const diff: DiffOp[] = [
      { op: 'delete', id: 'S' },
      { op: 'insert', id: 'S', kind: 'section', container: 'D', after: null, fields: { title: 'Снова' } },
      { op: 'insert', id: 'P', kind: 'paragraph', container: 'S', after: null },
    ];
    const result = applyDiff(doc(), diff, full);
    if (!result.ok) throw new Error(result.reason);
    expect(shape(result.tree)).toBe('D(S(P) L)');
    expect(result.deleted.size).toBe(0);
    expect([...result.updated].sort()).toEqual(['P', 'S']);
    expect(result.inserted.size).toBe(0);
  });

  it('refuses an id inserted again with another kind', () => {
    const diff: DiffOp[] = [
      { op: 'delete', id: 'P' },
      { op: 'insert', id: 'P', kind: 'section', container: 'S', after: null },
    ];
    expect(applyDiff(doc(), diff, full)).toMatchObject({ ok: false, at: 1, reason: 'duplicateId' });
  });
});
