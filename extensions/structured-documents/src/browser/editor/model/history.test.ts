import { describe, expect, it } from 'vitest';
import type { DiffOp } from '../../../common/api.ts';
import { applyDiff } from '../../../common/diff.ts';
import { indexTree } from '../../../common/tree.ts';
import { EditHistory, inverseOf } from './history.ts';
import { testState } from './test-document.ts';

const checks = { rights: testState().accessRights };

function roundTrip(op: DiffOp) {
  const root = testState().root;
  const inverse = inverseOf(indexTree(root), op);
  const done = applyDiff(root, [op], checks);
  if (!done.ok) throw new Error(done.reason);
  const undone = applyDiff(done.tree, inverse, checks);
  if (!undone.ok) throw new Error(undone.reason);
  return { root, inverse, undone: undone.tree };
}

describe('undo: each operation’s inverse gives back the tree', () => {
  it.each<[string, DiffOp]>([
    ['insert ↔ delete', { op: 'insert', id: 'x', kind: 'paragraph', container: 's1', after: 'p1' }],
    ['delete ↔ insert of the subtree with its fields', { op: 'delete', id: 'l1' }],
    ['move ↔ move back', { op: 'move', id: 'p1', container: DOC(), after: 'p2' }],
    ['update ↔ the old fields', { op: 'update', id: 'i1', fields: { title: 'Новый', highlight: true } }],
  ])('%s', (_name, op) => {
    const { root, undone } = roundTrip(op);
    expect(JSON.stringify(undone)).toBe(JSON.stringify(root));
  });

  it('the inverse of a delete re-inserts the same ids in document order', () => {
    const { inverse } = roundTrip({ op: 'delete', id: 'l1' });
    expect(inverse.map((op) => op.op === 'insert' && [op.id, op.container, op.after])).toEqual([
      ['l1', 's1', 'p1'],
      ['i1', 'l1', null],
      ['i2', 'l1', 'i1'],
    ]);
  });
});

describe('the history stacks', () => {
  it('joins typing in the same fields, clears redo on a new action, forgets refused actions', () => {
    const h = new EditHistory();
    const a: DiffOp = { op: 'update', id: 'p1', fields: { title: 'a' } };
    const b: DiffOp = { op: 'update', id: 'p1', fields: { title: 'ab' } };
    h.record({ ops: [a], inverse: [], typing: 'p1:title' });
    h.record({ ops: [b], inverse: [], typing: 'p1:title' });
    expect(h.undos).toHaveLength(1);
    expect(h.undos[0]!.ops).toEqual([a, b]);
    h.put('redos', h.take('undos')!);
    h.record({ ops: [{ op: 'delete', id: 'p2' }], inverse: [] });
    expect(h.redos).toHaveLength(0);
    h.drop([b]);
    expect(h.undos).toHaveLength(1);
  });
});

function DOC(): string {
  return testState().root.id;
}
