import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROP } from '@ontobench/sdk';
import { buildClassTree, firstPathKey, keyPrefixes, revealMatches, wouldCycle, type TreeClass } from './class-tree.ts';
import { en } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';
import { moveOps, moveProblem } from './reparent.ts';
import { treeKeyAction } from './tree-keys.ts';
import { COLLAPSED, EXPANDED, setOpen, visibleRows } from './visible-rows.ts';

// domain.md §1: the well-known properties include "parent and child classes"; a class may have several.
const c = (id: string, parents: string[] = [], name = id): TreeClass => ({ id, name, parents });
//   Animal ── Mammal ── Dog
//          └─ Pet ───── Dog      (Dog has two parents)
//   Plant                         (Rose's parent is outside the set: Rose is a root)
const zoo = buildClassTree([
  c('dog', ['mammal', 'pet'], 'Собака'),
  c('mammal', ['animal'], 'Млекопитающее'),
  c('pet', ['animal'], 'Питомец'),
  c('animal', [], 'Животное'),
  c('plant', [], 'Растение'),
  c('rose', ['outside-class'], 'Роза'),
]);
const names = (rows: { name: string; level: number }[]) => rows.map((r) => `${r.level}:${r.name}`);

describe('the class tree model', () => {
  it('finds the roots (no parent, or a parent outside the set) and sorts by name', () => {
    expect(zoo.roots.map((id) => zoo.byId.get(id)!.name)).toEqual(['Животное', 'Растение', 'Роза']);
    expect(zoo.children.get('animal')).toEqual(['mammal', 'pet']);
  });

  it('shows a class with several parents under each, with the names of all its parents', () => {
    const rows = visibleRows(zoo, EXPANDED);
    expect(names(rows)).toEqual([
      '1:Животное',
      '2:Млекопитающее',
      '3:Собака',
      '2:Питомец',
      '3:Собака',
      '1:Растение',
      '1:Роза',
    ]);
    const dogs = rows.filter((r) => r.id === 'dog');
    expect(dogs.map((r) => r.key)).toEqual(['animal/mammal/dog', 'animal/pet/dog']);
    expect(dogs.map((r) => r.parentId)).toEqual(['mammal', 'pet']);
    expect(dogs[0]!.otherParents).toEqual(['Млекопитающее', 'Питомец']);
    expect(rows.find((r) => r.id === 'mammal')!.otherParents).toEqual([]);
  });

  it('opens and closes one node at a time; each copy of a class on its own', () => {
    expect(names(visibleRows(zoo, COLLAPSED))).toEqual(['1:Животное', '1:Растение', '1:Роза']);
    const open = setOpen(setOpen(COLLAPSED, 'animal', true), 'animal/pet', true);
    expect(names(visibleRows(zoo, open))).toEqual([
      '1:Животное',
      '2:Млекопитающее',
      '2:Питомец',
      '3:Собака',
      '1:Растение',
      '1:Роза',
    ]);
    const closed = setOpen(EXPANDED, 'animal/mammal', false);
    expect(visibleRows(zoo, closed).filter((r) => r.id === 'dog')).toHaveLength(1);
    expect(setOpen(open, 'animal', true)).toBe(open);
  });

  it('does not loop on a cycle, and a class reached only through a cycle still shows', () => {
    // a → b → c → a, and d under c
    const tree = buildClassTree([c('a', ['c']), c('b', ['a']), c('c', ['b']), c('d', ['c']), c('self', ['self'])]);
    expect(tree.roots).toEqual(['a', 'self']);
    const rows = visibleRows(tree, EXPANDED);
    expect(names(rows)).toEqual(['1:a', '2:b', '3:c', '4:d', '1:self']);
    expect(rows[2]!.hasChildren).toBe(true);
  });

  it('terminates and shows every class for any random parent graph (cycles included)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(14), { maxLength: 3 }), { minLength: 1, maxLength: 15 }), (parents) => {
        const tree = buildClassTree(
          parents.map((ps, i) =>
            c(
              `c${i}`,
              ps.map((p) => `c${p}`),
            ),
          ),
        );
        const shown = new Set(visibleRows(tree, EXPANDED).map((r) => r.id));
        expect(shown.size).toBe(parents.length);
      }),
    );
  });

  it('a search shows the matching classes with their ancestors, opened', () => {
    const search = revealMatches(zoo, 'соб');
    expect([...search.matches]).toEqual(['dog']);
    const rows = visibleRows(zoo, COLLAPSED, search);
    expect(names(rows)).toEqual(['1:Животное', '2:Млекопитающее', '3:Собака', '2:Питомец', '3:Собака']);
    expect(rows.filter((r) => r.match).map((r) => r.key)).toEqual(['animal/mammal/dog', 'animal/pet/dog']);
    expect(visibleRows(zoo, COLLAPSED, revealMatches(zoo, 'нет такого'))).toEqual([]);
  });

  it('finds the path that shows a class, and the nodes to open for it', () => {
    expect(firstPathKey(zoo, 'dog')).toBe('animal/mammal/dog');
    expect(firstPathKey(zoo, 'rose')).toBe('rose');
    expect(keyPrefixes('animal/mammal/dog')).toEqual(['animal', 'animal/mammal']);
  });
});

describe('moving a class', () => {
  it('refuses a move under the class itself or one of its descendants (a cycle)', () => {
    expect(wouldCycle(zoo, 'animal', 'dog')).toBe(true);
    expect(wouldCycle(zoo, 'mammal', 'mammal')).toBe(true);
    expect(moveProblem(zoo, { id: 'animal', from: null, to: 'dog' })).toBe('cycle');
    expect(moveProblem(zoo, { id: 'pet', from: 'animal', to: 'plant' })).toBeNull();
    expect(moveProblem(zoo, { id: 'pet', from: 'animal', to: 'animal' })).toBe('same');
  });

  it('replaces the parent it was dragged from and keeps the others', () => {
    expect(moveOps(zoo, { id: 'dog', from: 'pet', to: 'plant' })).toEqual([
      { op: 'rem', inst: 'dog', prop: PROP.parentClass, val: 'pet' },
      { op: 'add', inst: 'dog', prop: PROP.parentClass, val: 'plant' },
    ]);
    // Onto its other parent: only the old link goes. To the root: only removed. From a root: only added.
    expect(moveOps(zoo, { id: 'dog', from: 'pet', to: 'mammal' })).toEqual([
      { op: 'rem', inst: 'dog', prop: PROP.parentClass, val: 'pet' },
    ]);
    expect(moveOps(zoo, { id: 'pet', from: 'animal', to: null })).toHaveLength(1);
    expect(moveOps(zoo, { id: 'plant', from: null, to: 'animal' })).toEqual([
      { op: 'add', inst: 'plant', prop: PROP.parentClass, val: 'animal' },
    ]);
  });
});

describe('tree keys (WAI-ARIA tree pattern)', () => {
  const rows = visibleRows(zoo, setOpen(COLLAPSED, 'animal', true));
  // 0 Животное (open), 1 Млекопитающее (closed), 2 Питомец (closed), 3 Растение, 4 Роза
  it('moves with arrows, Home and End', () => {
    expect(treeKeyAction('ArrowDown', rows, 0)).toEqual({ kind: 'focus', index: 1 });
    expect(treeKeyAction('ArrowUp', rows, 0)).toEqual({ kind: 'focus', index: 0 });
    expect(treeKeyAction('End', rows, 1)).toEqual({ kind: 'focus', index: 4 });
    expect(treeKeyAction('Home', rows, 3)).toEqual({ kind: 'focus', index: 0 });
  });
  it('Right opens then enters; Left closes then goes to the parent; Enter opens the card', () => {
    expect(treeKeyAction('ArrowRight', rows, 1)).toEqual({ kind: 'toggle', index: 1, open: true });
    expect(treeKeyAction('ArrowRight', rows, 0)).toEqual({ kind: 'focus', index: 1 });
    expect(treeKeyAction('ArrowRight', rows, 3)).toBeNull();
    expect(treeKeyAction('ArrowLeft', rows, 0)).toEqual({ kind: 'toggle', index: 0, open: false });
    expect(treeKeyAction('ArrowLeft', rows, 2)).toEqual({ kind: 'focus', index: 0 });
    expect(treeKeyAction('ArrowLeft', rows, 3)).toBeNull();
    expect(treeKeyAction('Enter', rows, 2)).toEqual({ kind: 'open', index: 2 });
    expect(treeKeyAction('x', rows, 2)).toBeNull();
  });
});

describe('the tree texts', () => {
  it('English has exactly the Russian keys, and Russian has no English words', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
    for (const text of Object.values(ru)) expect(text.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[A-Za-z]/);
  });
});
