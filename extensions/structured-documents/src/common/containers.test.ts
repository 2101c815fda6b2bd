import { describe, expect, it } from 'vitest';
import {
  ALLOWED_IN,
  BUILT_IN_RULES,
  canContain,
  ContainerRules,
  editRefusal,
  mayEdit,
  mayHighlight,
  rightsFrom,
  type EditAction,
} from './containers.ts';
import { BUILT_IN_KINDS, type BuiltInKind } from './kinds.ts';

const LISTS = ['orderedList', 'unorderedList'];
const HOLDER = ['document', 'column', 'section', ...LISTS, 'tableCell', 'composer'];

/** The §5 table, row by row, written from the spec's words (not from ALLOWED_IN). */
const SPEC_ROWS: [string, BuiltInKind, readonly string[]][] = [
  [
    'content holder | document, column, section, ordered or unordered list, table cell, composer',
    'contentHolder',
    HOLDER,
  ],
  [
    'semantic search result | same as content holder except table cell',
    'semanticSearchResult',
    HOLDER.filter((k) => k !== 'tableCell'),
  ],
  ['section | document, column, section, composer', 'section', ['document', 'column', 'section', 'composer']],
  [
    'ordered and unordered lists | document, column, section, lists, table cell, composer (ordered)',
    'orderedList',
    HOLDER,
  ],
  [
    'ordered and unordered lists | document, column, section, lists, table cell, composer (unordered)',
    'unorderedList',
    HOLDER,
  ],
  ['bibliography item | a bibliography only', 'bibliographyItem', ['bibliography']],
  ['glossary item | a glossary only', 'glossaryItem', ['glossary']],
  ['column | columns only', 'column', ['columns']],
  ['table column | table or table columns', 'tableColumn', ['table', 'tableColumns']],
  ['table row | table or table rows', 'tableRow', ['table', 'tableRows']],
  ['table cell | table row only', 'tableCell', ['tableRow']],
  ['alphabet index item | alphabet index only', 'alphabetIndexItem', ['alphabetIndex']],
  [
    'external content | document, column, section, table cell, composer',
    'externalContent',
    ['document', 'column', 'section', 'tableCell', 'composer'],
  ],
];

/** Kinds §5 does not name: placed like a content holder (README "Containers"); table parts in a table. */
const DECIDED: [BuiltInKind, readonly string[]][] = [
  ...(
    [
      'paragraph',
      'illustration',
      'columns',
      'table',
      'bibliography',
      'glossary',
      'alphabetIndex',
      'illustrationList',
      'tableList',
      'documentMetadata',
      'composer',
    ] as const
  ).map((k): [BuiltInKind, readonly string[]] => [k, HOLDER]),
  ['tableColumns', ['table']],
  ['tableRows', ['table']],
  ['document', []],
];

describe('structured document containers (domain.md §5)', () => {
  for (const [quote, kind, places] of SPEC_ROWS) {
    it(`§5: ${quote}`, () => {
      for (const parent of BUILT_IN_KINDS)
        expect(canContain(parent, kind), `${kind} in ${parent}`).toBe(places.includes(parent));
    });
  }

  it('§5: a table cell is allowed in a table row only', () => {
    expect(BUILT_IN_KINDS.filter((p) => canContain(p, 'tableCell'))).toEqual(['tableRow']);
  });

  it('kinds the table does not name stand where a content holder may; table parts in a table; the document nowhere', () => {
    for (const [kind, places] of DECIDED)
      for (const parent of BUILT_IN_KINDS)
        expect(canContain(parent, kind), `${kind} in ${parent}`).toBe(places.includes(parent));
  });

  it('every built-in kind has a row', () => {
    expect(Object.keys(ALLOWED_IN).sort()).toEqual([...BUILT_IN_KINDS].sort());
  });

  it('§5: generator — free mode (in content holder, section, lists, external content, columns)', () => {
    const free = ['contentHolder', 'section', ...LISTS, 'externalContent', 'columns'];
    for (const parent of BUILT_IN_KINDS) {
      expect(canContain(parent, 'generator'), parent).toBe(free.includes(parent));
      expect(canContain(parent, 'generator', { generatorMode: 'free', parentIsEmpty: true }), parent).toBe(
        free.includes(parent),
      );
    }
  });

  it('§5: generator — table mode (a table, only while empty)', () => {
    expect(canContain('table', 'generator', { generatorMode: 'table', parentIsEmpty: true })).toBe(true);
    expect(canContain('table', 'generator', { generatorMode: 'table', parentIsEmpty: false })).toBe(false);
    expect(canContain('table', 'generator', { generatorMode: 'table' })).toBe(false);
    expect(canContain('table', 'generator', { generatorMode: 'free', parentIsEmpty: true })).toBe(false);
    for (const parent of BUILT_IN_KINDS.filter((k) => k !== 'table'))
      expect(canContain(parent, 'generator', { generatorMode: 'table', parentIsEmpty: true }), parent).toBe(false);
  });

  it('a plugin kind is added with its own allowedIn; unknown kinds are allowed nowhere', () => {
    const rules = new ContainerRules([{ id: 'callout', allowedIn: ['document', 'section', 'tableCell'] }]);
    expect(rules.canContain('section', 'callout')).toBe(true);
    expect(rules.canContain('glossary', 'callout')).toBe(false);
    expect(rules.knows('callout')).toBe(true);
    expect(BUILT_IN_RULES.canContain('section', 'callout')).toBe(false);
    expect(rules.canContain('section', 'nonesuch')).toBe(false);
    expect(rules.canContain('nonesuch', 'contentHolder')).toBe(false);
    expect(rules.allowedIn('nonesuch')).toEqual([]);
    // A plugin kind can hold another plugin kind that names it.
    const nested = new ContainerRules([
      { id: 'tabs', allowedIn: ['document'] },
      { id: 'tab', allowedIn: ['tabs'] },
    ]);
    expect(nested.canContain('tabs', 'tab')).toBe(true);
  });

  it('a plugin cannot change a built-in row (the first entry for an id wins)', () => {
    const rules = new ContainerRules([{ id: 'tableCell', allowedIn: ['document'] }]);
    expect(rules.canContain('document', 'tableCell')).toBe(false);
    expect(rules.allowedIn('tableCell')).toEqual(['tableRow']);
  });

  it('lists the kinds a container takes (an insert menu), a generator in a table only in table mode', () => {
    expect(BUILT_IN_RULES.kindsAllowedIn('tableRow')).toEqual(['tableCell']);
    expect(BUILT_IN_RULES.kindsAllowedIn('table', { parentIsEmpty: true })).toEqual(
      expect.arrayContaining(['generator', 'tableColumns', 'tableRows', 'tableColumn', 'tableRow']),
    );
    expect(BUILT_IN_RULES.kindsAllowedIn('table', { parentIsEmpty: false })).not.toContain('generator');
    const rules = new ContainerRules([{ id: 'callout', allowedIn: ['section'] }]);
    expect(rules.kindsAllowedIn('section')).toContain('callout');
  });
});

describe('access rights (domain.md §5)', () => {
  const actions: EditAction[] = ['insert', 'delete', 'move', 'edit'];

  it('§5: read-only when neither edit right is given', () => {
    expect(rightsFrom({})).toEqual({ readOnly: true, editContentAllowed: false, editStructureAllowed: false });
    expect(rightsFrom({ editContentAllowed: true }).readOnly).toBe(false);
    expect(rightsFrom({ editStructureAllowed: true }).readOnly).toBe(false);
    // A document read-only for another reason (a publication, a quick view) grants no edit right.
    expect(rightsFrom({ editContentAllowed: true, editStructureAllowed: true, readOnly: true })).toEqual({
      readOnly: true,
      editContentAllowed: false,
      editStructureAllowed: false,
    });
  });

  it('§5: edit, delete and move are forbidden when the document is read-only', () => {
    const readOnly = { readOnly: true, editContentAllowed: true, editStructureAllowed: true };
    for (const action of actions)
      for (const kind of ['section', 'contentHolder', 'orderedList', 'table']) {
        expect(mayEdit(readOnly, kind, action)).toBe(false);
        expect(editRefusal(readOnly, kind, action)).toBe('readOnly');
      }
  });

  it('§5: sections and lists need structure-edit permission; other components need content-edit or structure-edit', () => {
    const content = rightsFrom({ editContentAllowed: true });
    const structure = rightsFrom({ editStructureAllowed: true });
    for (const action of actions) {
      for (const kind of ['section', 'orderedList', 'unorderedList']) {
        expect(editRefusal(content, kind, action)).toBe('noRights');
        expect(mayEdit(structure, kind, action)).toBe(true);
      }
      for (const kind of ['contentHolder', 'table', 'tableCell', 'generator', 'callout']) {
        expect(mayEdit(content, kind, action)).toBe(true);
        expect(mayEdit(structure, kind, action)).toBe(true);
      }
    }
  });

  it('§5: a generator may not be highlighted', () => {
    expect(mayHighlight('generator')).toBe(false);
    expect(BUILT_IN_KINDS.filter((k) => !mayHighlight(k))).toEqual(['generator']);
  });
});
