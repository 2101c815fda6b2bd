import { describe, expect, it } from 'vitest';
import type { ElementState } from '../../common/api.ts';
import { EMPTY_FIELDS } from '../../common/diff.ts';
import { buildTree } from './build-tree.ts';
import type { StoredElement } from './elements.ts';

const el = (id: string, container: string | null, next: string | null, kind = 'paragraph'): StoredElement => ({
  ...EMPTY_FIELDS,
  id,
  kind,
  container,
  next,
});
const shape = (n: ElementState): string => (n.children.length ? `${n.id}(${n.children.map(shape).join(' ')})` : n.id);

describe('buildTree: stored elements to the document tree (§4 order chains)', () => {
  it('orders each container by its chain, whatever order the rows came in', () => {
    const stored = [el('b', null, null), el('s', null, 'b', 'section'), el('y', 's', null), el('x', 's', 'y')];
    const { root, orderWarning } = buildTree('D', 'Документ', stored);
    expect(shape(root)).toBe('D(s(x y) b)');
    expect(orderWarning).toBeNull();
    expect(root).toMatchObject({ kind: 'document', title: 'Документ' });
  });

  it('a broken chain gives a warning and that container loads by id, with every element (§4, §8)', () => {
    const { root, orderWarning, broken } = buildTree('D', '', [
      el('c', null, 'a'),
      el('a', null, 'b'),
      el('b', null, 'c'),
    ]);
    expect(shape(root)).toBe('D(a b c)');
    expect(orderWarning).toMatch(/D: cycle/);
    expect(broken).toEqual(new Set(['D']));
  });

  it('an element whose container is not in the document, or in a ring of containers, is kept at the end', () => {
    const { root, orderWarning } = buildTree('D', '', [
      el('a', null, null),
      el('lost', 'elsewhere', null),
      el('r1', 'r2', null, 'section'),
      el('r2', 'r1', null, 'section'),
    ]);
    expect(root.children.map((c) => c.id).sort()).toEqual(['a', 'lost', 'r1', 'r2']);
    expect(orderWarning).toMatch(/container not in the document/);
    expect(orderWarning).toMatch(/ring/);
  });
});
