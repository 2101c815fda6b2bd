import { describe, expect, it } from 'vitest';
import { addItem, indent, move, outdent, removeItem, shown, type TreeItem } from './tree.ts';

const item = (id: string, parent: string | null, order: number): TreeItem => ({
  id,
  name: id,
  parent,
  order,
  notActive: false,
  unit: null,
});
const outline = (items: TreeItem[]) =>
  shown(items).map(({ item: i, depth }) => `${'  '.repeat(depth)}${i.name}:${i.order}`);

const TREE = [item('A', null, 1), item('B', null, 2), item('B1', 'B', 1), item('B2', 'B', 2), item('C', null, 3)];

describe('the course structure tree (domain.md §3 "Course structure item": parent, order)', () => {
  it('shows the items depth first, siblings by order', () => {
    expect(outline([...TREE].reverse())).toEqual(['A:1', 'B:2', '  B1:1', '  B2:2', 'C:3']);
  });

  it('moves an item among its siblings; at the edge nothing changes', () => {
    expect(outline(move(TREE, 'C', -1))).toEqual(['A:1', 'C:2', 'B:3', '  B1:1', '  B2:2']);
    expect(outline(move(TREE, 'B2', -1))).toEqual(['A:1', 'B:2', '  B2:1', '  B1:2', 'C:3']);
    expect(outline(move(TREE, 'A', -1))).toEqual(outline(TREE));
    expect(outline(move(TREE, 'B2', 1))).toEqual(outline(TREE));
  });

  it('indents into the previous sibling (last child) and outdents to after the parent', () => {
    expect(outline(indent(TREE, 'C'))).toEqual(['A:1', 'B:2', '  B1:1', '  B2:2', '  C:3']);
    expect(outline(indent(TREE, 'A'))).toEqual(outline(TREE));
    expect(outline(outdent(TREE, 'B1'))).toEqual(['A:1', 'B:2', '  B2:1', 'B1:3', 'C:4']);
    expect(outline(outdent(TREE, 'A'))).toEqual(outline(TREE));
  });

  it('adds at the end of the parent and removes an item with everything under it', () => {
    expect(outline(addItem(TREE, { id: 'B3', name: 'B3', parent: 'B', notActive: false, unit: null }))).toContain(
      '  B3:3',
    );
    expect(outline(removeItem(TREE, 'B'))).toEqual(['A:1', 'C:2']);
  });
});
