import { describe, expect, it } from 'vitest';
import { ALLOWED_IN, ContainerRules, rightsFrom } from './containers.ts';
import { BUILT_IN_KINDS, type BuiltInKind } from './kinds.ts';
import { insertElement, misplacedElements, moveDown, relocate, type MoveChecks } from './moves.ts';
import { findNode, indexTree, walk, type ElementNode } from './tree.ts';

const el = (id: string, kind: string, children: ElementNode[] = [], extra: Partial<ElementNode> = {}): ElementNode => ({
  id,
  kind,
  children,
  ...extra,
});
const all: MoveChecks = { rights: rightsFrom({ editContentAllowed: true, editStructureAllowed: true }) };
const ids = (node: ElementNode | undefined) => node?.children.map((c) => c.id);
const at = (kind: string) => `the-${kind}`;

/** A document with one element of every built-in kind (`the-<kind>`), each in a place the table allows. */
function showcase(): ElementNode {
  const e = (kind: string, children: ElementNode[] = []) => el(at(kind), kind, children);
  return el(at('document'), 'document', [
    e('section'),
    e('columns', [e('column')]),
    e('orderedList'),
    e('unorderedList'),
    e('table', [e('tableColumns', [e('tableColumn')]), e('tableRows', [e('tableRow', [e('tableCell')])])]),
    e('bibliography', [e('bibliographyItem')]),
    e('glossary', [e('glossaryItem')]),
    e('alphabetIndex', [e('alphabetIndexItem')]),
    e('contentHolder', [e('generator')]),
    ...(
      [
        'externalContent',
        'composer',
        'paragraph',
        'illustration',
        'semanticSearchResult',
        'documentMetadata',
        'illustrationList',
        'tableList',
      ] as const
    ).map((k) => e(k)),
  ]);
}

describe('the showcase document', () => {
  it('holds every kind once, each where §5 allows it', () => {
    const tree = showcase();
    expect([...walk(tree)].map((p) => p.node.kind).sort()).toEqual([...BUILT_IN_KINDS].sort());
    expect(misplacedElements(tree)).toEqual([]);
  });
});

describe('element moves and inserts follow the §5 container table, row by row', () => {
  const rowKinds = BUILT_IN_KINDS.filter((k) => k !== 'document');
  for (const kind of rowKinds) {
    const allowed = (parent: BuiltInKind) => (ALLOWED_IN[kind] as readonly string[]).includes(parent);

    it(`§5 insert: a new ${kind} is accepted in ${ALLOWED_IN[kind].join(', ')} only`, () => {
      const tree = showcase();
      for (const parent of BUILT_IN_KINDS) {
        const result = insertElement(tree, at(parent), el('new', kind), all);
        // A generator goes in a table in table mode only, and only while the table is empty.
        const expected = allowed(parent) && !(kind === 'generator' && parent === 'table');
        expect(result.ok ? 'ok' : result.reason, `${kind} into ${parent}`).toBe(expected ? 'ok' : 'notAllowedHere');
        if (result.ok) expect(ids(findNode(result.tree, at(parent)))).toContain('new');
      }
    });

    it(`§5 move: the ${kind} moves into ${ALLOWED_IN[kind].join(', ')} only`, () => {
      const tree = showcase();
      const index = indexTree(tree);
      const own = index.get(at(kind))!;
      for (const parent of BUILT_IN_KINDS) {
        const target = index.get(at(parent))!;
        const inside = [...walk(own.node)].some((p) => p.node === target.node);
        const same = own.parent === target.node;
        if (same && target.node.children.length === 1) continue;
        const result = relocate(tree, at(kind), at(parent), same && own.index === 0 ? 1 : 0, all);
        const expected = inside
          ? 'noMove'
          : !allowed(parent) || (kind === 'generator' && parent === 'table')
            ? 'notAllowedHere'
            : 'ok';
        expect(result.ok ? 'ok' : result.reason, `${kind} into ${parent}`).toBe(expected);
        if (result.ok) {
          expect(ids(findNode(result.tree, at(parent)))).toContain(at(kind));
          expect(misplacedElements(result.tree)).toEqual([]);
        }
      }
    });
  }

  it('§5: generator — table mode (a table, only while empty)', () => {
    const table = el('t', 'table');
    const tree = el('doc', 'document', [table]);
    const generator = el('g', 'generator', [], { settings: { mode: 'table' } });
    const inserted = insertElement(tree, 't', generator, all);
    expect(inserted.ok).toBe(true);
    if (!inserted.ok) return;
    expect(misplacedElements(inserted.tree)).toEqual([]);
    // The table is no longer empty: a second one is refused; a free generator never fits.
    expect(insertElement(inserted.tree, 't', el('g2', 'generator', [], { settings: { mode: 'table' } }), all)).toEqual({
      ok: false,
      reason: 'notAllowedHere',
    });
    expect(insertElement(tree, 't', el('g3', 'generator'), all)).toMatchObject({ reason: 'notAllowedHere' });
    // A table-mode generator does not go where free mode does.
    const withSection = el('doc', 'document', [el('s', 'section'), el('t', 'table')]);
    expect(insertElement(withSection, 's', generator, all)).toMatchObject({ reason: 'notAllowedHere' });
    // Rows may follow it; moving it is placing it anew, and the table is no longer empty.
    const withRow = insertElement(inserted.tree, 't', el('r', 'tableRow'), all);
    expect(withRow.ok && misplacedElements(withRow.tree)).toEqual([]);
    expect(withRow.ok && moveDown(withRow.tree, 'g', all)).toEqual({ ok: false, reason: 'notAllowedHere' });
  });

  it('a pasted subtree is checked inside too', () => {
    const tree = showcase();
    const bad = el('x', 'section', [el('x1', 'tableCell')]);
    expect(insertElement(tree, at('document'), bad, all)).toMatchObject({ reason: 'notAllowedHere' });
    const good = el('y', 'table', [el('y1', 'tableRows', [el('y2', 'tableRow', [el('y3', 'tableCell')])])]);
    expect(insertElement(tree, at('section'), good, all).ok).toBe(true);
    expect(insertElement(tree, at('section'), el(at('paragraph'), 'paragraph'), all)).toMatchObject({
      reason: 'duplicateId',
    });
    expect(insertElement(tree, 'nope', el('z', 'paragraph'), all)).toMatchObject({ reason: 'notFound' });
    expect(insertElement(tree, at('section'), el('z', 'paragraph'), all, 5)).toMatchObject({ reason: 'noMove' });
  });

  it('a plugin kind moves by its own allowedIn', () => {
    const rules = new ContainerRules([{ id: 'callout', allowedIn: ['section'] }]);
    const tree = el('doc', 'document', [el('s', 'section'), el('c', 'columns', [el('col', 'column')])]);
    const inserted = insertElement(tree, 's', el('co', 'callout'), { ...all, rules });
    expect(inserted.ok).toBe(true);
    expect(insertElement(tree, 'col', el('co', 'callout'), { ...all, rules })).toMatchObject({
      reason: 'notAllowedHere',
    });
    expect(insertElement(tree, 's', el('co', 'callout'), all)).toMatchObject({ reason: 'notAllowedHere' });
  });
});
