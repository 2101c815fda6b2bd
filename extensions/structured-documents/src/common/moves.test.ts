import { describe, expect, it } from 'vitest';
import { rightsFrom } from './containers.ts';
import {
  deleteElement,
  insertElement,
  levelUp,
  misplacedElements,
  moveDown,
  moveNextTo,
  moveUp,
  setDisabled,
  type MoveChecks,
} from './moves.ts';
import { findNode, type ElementNode } from './tree.ts';

const el = (id: string, kind: string, children: ElementNode[] = [], extra: Partial<ElementNode> = {}): ElementNode => ({
  id,
  kind,
  children,
  ...extra,
});
const all: MoveChecks = { rights: rightsFrom({ editContentAllowed: true, editStructureAllowed: true }) };
const contentOnly: MoveChecks = { rights: rightsFrom({ editContentAllowed: true }) };
const ids = (node: ElementNode | undefined) => node?.children.map((c) => c.id);

describe('element moves (domain.md §4): up, down, before or after another element, level up', () => {
  const list = () => el('doc', 'document', [el('a', 'paragraph'), el('b', 'paragraph'), el('c', 'paragraph')]);

  it('§4: up and down among siblings; nothing past either end', () => {
    const tree = list();
    const up = moveUp(tree, 'b', all);
    expect(up.ok && ids(up.tree)).toEqual(['b', 'a', 'c']);
    const down = moveDown(tree, 'b', all);
    expect(down.ok && ids(down.tree)).toEqual(['a', 'c', 'b']);
    expect(up.ok && up.touched).toEqual(['doc']);
    expect(moveUp(tree, 'a', all)).toEqual({ ok: false, reason: 'noMove' });
    expect(moveDown(tree, 'c', all)).toEqual({ ok: false, reason: 'noMove' });
    expect(moveUp(tree, 'doc', all)).toEqual({ ok: false, reason: 'noMove' });
    expect(moveUp(tree, 'zz', all)).toEqual({ ok: false, reason: 'notFound' });
    expect(ids(tree)).toEqual(['a', 'b', 'c']);
  });

  it('§4: before or after another element, into its container', () => {
    const tree = el('doc', 'document', [
      el('a', 'paragraph'),
      el('b', 'paragraph'),
      el('s', 'section', [el('x', 'paragraph')]),
    ]);
    const after = moveNextTo(tree, 'a', 'b', 'after', all);
    expect(after.ok && ids(after.tree)).toEqual(['b', 'a', 's']);
    const before = moveNextTo(tree, 'b', 'a', 'before', all);
    expect(before.ok && ids(before.tree)).toEqual(['b', 'a', 's']);
    const into = moveNextTo(tree, 'a', 'x', 'before', all);
    expect(into.ok && ids(findNode(into.tree, 's'))).toEqual(['a', 'x']);
    expect(into.ok && into.touched).toEqual(['doc', 's']);
    expect(moveNextTo(tree, 's', 'x', 'after', all)).toMatchObject({ reason: 'noMove' });
    expect(moveNextTo(tree, 'a', 'a', 'after', all)).toMatchObject({ reason: 'noMove' });
    expect(moveNextTo(tree, 'a', 'doc', 'after', all)).toMatchObject({ reason: 'noMove' });
    expect(moveNextTo(tree, 'a', 'b', 'before', all)).toMatchObject({ reason: 'noMove' });
    const cell = el('doc', 'document', [
      el('a', 'section'),
      el('t', 'table', [el('r', 'tableRow', [el('c', 'tableCell')])]),
    ]);
    expect(moveNextTo(cell, 'a', 'c', 'after', all)).toMatchObject({ reason: 'notAllowedHere' });
  });

  it('§4: level up to the nearest valid container, right after the child it came from', () => {
    const tree = el('doc', 'document', [
      el('s', 'section', [
        el('t', 'table', [
          el('rows', 'tableRows', [el('r', 'tableRow', [el('cell', 'tableCell', [el('p', 'contentHolder')])])]),
        ]),
        el('after', 'paragraph'),
      ]),
    ]);
    const up = levelUp(tree, 'p', all);
    expect(up.ok && ids(findNode(up.tree, 's'))).toEqual(['t', 'p', 'after']);
    expect(up.ok && up.touched).toEqual(['cell', 's']);
    const nested = el('doc', 'document', [
      el('s1', 'section', [el('s2', 'section', [el('p', 'paragraph')]), el('q', 'paragraph')]),
    ]);
    const once = levelUp(nested, 'p', all);
    expect(once.ok && ids(findNode(once.tree, 's1'))).toEqual(['s2', 'p', 'q']);
    const twice = once.ok ? levelUp(once.tree, 'p', all) : once;
    expect(twice.ok && ids(twice.tree)).toEqual(['s1', 'p']);
    expect(twice.ok && levelUp(twice.tree, 'p', all)).toEqual({ ok: false, reason: 'noMove' });
    const cols = el('doc', 'document', [el('cs', 'columns', [el('c', 'column', [el('s', 'section')])])]);
    const fromColumn = levelUp(cols, 's', all);
    expect(fromColumn.ok && ids(fromColumn.tree)).toEqual(['cs', 's']);
    const items = el('doc', 'document', [el('b', 'bibliography', [el('bi', 'bibliographyItem')])]);
    expect(levelUp(items, 'bi', all)).toEqual({ ok: false, reason: 'notAllowedHere' });
    const glossary = el('doc', 'document', [
      el('g', 'glossary', [el('gi', 'glossaryItem', [el('x', 'glossaryItem')])]),
    ]);
    const fromItem = levelUp(glossary, 'x', all);
    expect(fromItem.ok && ids(findNode(fromItem.tree, 'g'))).toEqual(['gi', 'x']);
    const cell = el('doc', 'document', [el('t', 'table', [el('r', 'tableRow', [el('c', 'tableCell')])])]);
    expect(levelUp(cell, 'c', all)).toEqual({ ok: false, reason: 'notAllowedHere' });
  });

  it('moves return a new tree and leave the old one and the untouched branches as they were', () => {
    const tree = el('doc', 'document', [
      el('s', 'section', [el('p', 'paragraph')]),
      el('o', 'orderedList', [el('i', 'contentHolder')]),
    ]);
    const moved = moveDown(tree, 's', all);
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    expect(ids(tree)).toEqual(['s', 'o']);
    expect(findNode(moved.tree, 's')).toBe(findNode(tree, 's'));
    expect(findNode(moved.tree, 'o')).toBe(findNode(tree, 'o'));
  });

  it('delete takes the subtree; disable turns an element off and on', () => {
    const tree = el('doc', 'document', [el('s', 'section', [el('p', 'paragraph')]), el('q', 'paragraph')]);
    const deleted = deleteElement(tree, 's', all);
    expect(deleted.ok && ids(deleted.tree)).toEqual(['q']);
    expect(deleted.ok && findNode(deleted.tree, 'p')).toBeUndefined();
    expect(deleteElement(tree, 'doc', all)).toMatchObject({ reason: 'noMove' });
    expect(deleteElement(tree, 'zz', all)).toMatchObject({ reason: 'notFound' });
    const off = setDisabled(tree, 'q', true, all);
    expect(off.ok && findNode(off.tree, 'q')?.disabled).toBe(true);
    expect(off.ok && setDisabled(off.tree, 'q', true, all)).toMatchObject({ reason: 'noMove' });
    expect(off.ok && setDisabled(off.tree, 'q', false, all).ok).toBe(true);
  });
});

describe('every change is checked against the access rights (domain.md §5)', () => {
  const tree = () =>
    el('doc', 'document', [
      el('s', 'section', [el('p', 'paragraph'), el('p2', 'paragraph')]),
      el('t', 'table', [el('r', 'tableRow', [el('c', 'tableCell', [el('l', 'orderedList')])])]),
      el('q', 'paragraph'),
    ]);
  const readOnly: MoveChecks = { rights: rightsFrom({}) };

  it('§5: edit, delete and move are forbidden when the document is read-only', () => {
    expect(moveUp(tree(), 'q', readOnly)).toEqual({ ok: false, reason: 'readOnly' });
    expect(moveNextTo(tree(), 'p', 'q', 'after', readOnly)).toMatchObject({ reason: 'readOnly' });
    expect(levelUp(tree(), 'p', readOnly)).toMatchObject({ reason: 'readOnly' });
    expect(deleteElement(tree(), 'q', readOnly)).toMatchObject({ reason: 'readOnly' });
    expect(insertElement(tree(), 'doc', el('n', 'paragraph'), readOnly)).toMatchObject({ reason: 'readOnly' });
    expect(setDisabled(tree(), 'q', true, readOnly)).toMatchObject({ reason: 'readOnly' });
  });

  it('§5: sections and lists need structure-edit permission; other components content-edit', () => {
    expect(moveDown(tree(), 's', contentOnly)).toMatchObject({ reason: 'noRights' });
    expect(insertElement(tree(), 'doc', el('n', 'section'), contentOnly)).toMatchObject({ reason: 'noRights' });
    expect(insertElement(tree(), 'doc', el('n', 'unorderedList'), contentOnly)).toMatchObject({ reason: 'noRights' });
    expect(moveDown(tree(), 'p', contentOnly).ok).toBe(true);
    expect(levelUp(tree(), 'p', contentOnly).ok).toBe(true);
    expect(insertElement(tree(), 's', el('n', 'paragraph'), contentOnly).ok).toBe(true);
    // Deleting a table deletes the list in it: the whole subtree is checked.
    expect(deleteElement(tree(), 't', contentOnly)).toMatchObject({ reason: 'noRights' });
    expect(deleteElement(tree(), 'q', contentOnly).ok).toBe(true);
    const structure: MoveChecks = { rights: rightsFrom({ editStructureAllowed: true }) };
    expect(deleteElement(tree(), 't', structure).ok).toBe(true);
  });

  it('misplacedElements names what a stored tree holds where §5 forbids it', () => {
    const bad = el('doc', 'document', [el('c', 'tableCell'), el('t', 'table', [el('g', 'generator')])]);
    expect(misplacedElements(bad)).toEqual([
      { id: 'c', parentId: 'doc' },
      { id: 'g', parentId: 't' },
    ]);
  });
});
