import { describe, expect, it } from 'vitest';
import type { DiffOp, ElementState } from '../../../common/api.ts';
import { EMPTY_FIELDS } from '../../../common/diff.ts';
import { compactOps, withoutUnchanged } from './pending-ops.ts';

const el = (id: string, kind: string, children: ElementState[] = [], title = ''): ElementState => ({
  ...EMPTY_FIELDS,
  id,
  kind,
  title,
  children,
});

describe('the pending diff made small', () => {
  it('joins a keystroke’s updates of one element into one, and into its insert', () => {
    const ops: DiffOp[] = [
      { op: 'update', id: 'a', fields: { title: 'x' } },
      { op: 'insert', id: 'n', kind: 'paragraph', container: 'root', after: null },
      { op: 'update', id: 'a', fields: { title: 'xy' } },
      { op: 'update', id: 'n', fields: { content: 'c' } },
      { op: 'move', id: 'a', container: 'root', after: 'n' },
      { op: 'update', id: 'a', fields: { highlight: true } },
    ];
    expect(compactOps(ops)).toEqual([
      { op: 'update', id: 'a', fields: { title: 'xy', highlight: true } },
      { op: 'insert', id: 'n', kind: 'paragraph', container: 'root', after: null, fields: { content: 'c' } },
      { op: 'move', id: 'a', container: 'root', after: 'n' },
    ]);
  });

  it('does not join an update across a delete of its element', () => {
    const ops: DiffOp[] = [
      { op: 'update', id: 'a', fields: { title: 'x' } },
      { op: 'delete', id: 'a' },
      { op: 'update', id: 'a', fields: { title: 'y' } },
    ];
    expect(compactOps(ops)).toEqual(ops);
  });

  it('§4 "if nothing changed no request is sent": a field typed back to its saved value is left out', () => {
    const saved = el('root', 'document', [el('a', 'paragraph', [], 'Введение')]);
    expect(withoutUnchanged([{ op: 'update', id: 'a', fields: { title: 'Введение' } }], saved)).toEqual([]);
    expect(
      withoutUnchanged([{ op: 'update', id: 'a', fields: { title: 'Введение', content: 'Новый' } }], saved),
    ).toEqual([{ op: 'update', id: 'a', fields: { content: 'Новый' } }]);
  });
});
