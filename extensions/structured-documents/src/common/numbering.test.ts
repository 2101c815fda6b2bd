import { describe, expect, it } from 'vitest';
import { BULLET } from './number-formats.ts';
import { numberTree, type ElementNumbering, type LevelNumberingSet } from './numbering.ts';
import type { ElementNode } from './tree.ts';

type Node = ElementNode & ElementNumbering;
const el = (id: string, kind: string, numbering: ElementNumbering = {}, children: Node[] = []): Node => ({
  id,
  kind,
  children,
  ...numbering,
});
const own = (node: Node) => node;
const labels = (root: Node, sets: LevelNumberingSet[] = []) => Object.fromEntries(numberTree(root, own, sets));

describe('numbering strategies (domain.md §4: None, Start, Continue, Inherit)', () => {
  it('§4 Start and Continue: sections 1, 2, 3 with 1.1, 1.2 below; Start restarts at its start value', () => {
    const tree = el('doc', 'document', {}, [
      el('s1', 'section', { numberingStrategy: 'start' }, [
        el('s11', 'section', { numberingStrategy: 'inherit' }),
        el('p', 'contentHolder'),
        el('s12', 'section', { numberingStrategy: 'inherit' }),
      ]),
      el('s2', 'section', { numberingStrategy: 'continue' }, [el('s21', 'section', { numberingStrategy: 'continue' })]),
      el('s3', 'section', { numberingStrategy: 'start', startNumber: 10 }),
      el('s4', 'section', { numberingStrategy: 'continue' }),
    ]);
    expect(labels(tree)).toEqual({ s1: '1.', s11: '1.1.', s12: '1.2.', s2: '2.', s21: '2.1.', s3: '10.', s4: '11.' });
  });

  it('§4 None: not numbered and the counters go on past it', () => {
    const tree = el('doc', 'document', {}, [
      el('a', 'section', { numberingStrategy: 'start' }),
      el('b', 'section', { numberingStrategy: 'none' }, [el('b1', 'section', { numberingStrategy: 'inherit' })]),
      el('c', 'section', { numberingStrategy: 'continue' }),
    ]);
    expect(labels(tree)).toEqual({ a: '1.', c: '2.' });
  });

  it('§4: Inherit takes the parent’s strategy, then Continue', () => {
    const tree = el('doc', 'document', {}, [
      el('a', 'section', { numberingStrategy: 'inherit' }),
      el('b', 'section', { numberingStrategy: 'continue' }, [
        el('b1', 'paragraph', { numberingStrategy: 'inherit' }),
        el('b2', 'paragraph', { numberingStrategy: 'inherit' }),
      ]),
      el('c', 'section', { numberingStrategy: 'start', startNumber: 5 }, [
        el('c1', 'paragraph', { numberingStrategy: 'inherit' }),
        el('c2', 'paragraph', { numberingStrategy: 'inherit' }),
      ]),
    ]);
    // Under the document (not numbered) Inherit is None; under Start or Continue it continues.
    expect(labels(tree)).toEqual({ b: '1.', b1: '1.1.', b2: '1.2.', c: '5.', c1: '5.1.', c2: '5.2.' });
  });

  it('§4: the first child of a list-type container starts', () => {
    const list = (id: string, numbering: ElementNumbering = {}) =>
      el(id, 'orderedList', numbering, [el(`${id}1`, 'contentHolder'), el(`${id}2`, 'contentHolder')]);
    const tree = el('doc', 'document', {}, [
      list('a'),
      el('p', 'paragraph'),
      list('b', { startNumber: 3 }),
      list('c', { numberingStrategy: 'none' }),
    ]);
    expect(labels(tree)).toEqual({ a1: '1.', a2: '2.', b1: '3.', b2: '4.' });
    // An item may still continue the list before it, or skip numbering.
    const continued = el('doc', 'document', {}, [
      list('a'),
      el('b', 'orderedList', {}, [
        el('b1', 'contentHolder', { numberingStrategy: 'continue' }),
        el('b2', 'contentHolder'),
      ]),
      el('c', 'orderedList', {}, [el('c1', 'contentHolder', { numberingStrategy: 'none' }), el('c2', 'contentHolder')]),
    ]);
    expect(labels(continued)).toEqual({ a1: '1.', a2: '2.', b1: '3.', b2: '4.', c2: '1.' });
  });

  it('a list in a list is the next level; an unordered list shows bullets unless it names a set', () => {
    const tree = el('doc', 'document', {}, [
      el('o', 'orderedList', {}, [
        el('o1', 'contentHolder'),
        el('o2', 'contentHolder'),
        el('in', 'orderedList', {}, [el('in1', 'contentHolder'), el('in2', 'contentHolder')]),
        el('o3', 'contentHolder'),
      ]),
      el('u', 'unorderedList', {}, [el('u1', 'contentHolder'), el('u2', 'contentHolder')]),
    ]);
    expect(labels(tree)).toEqual({
      o1: '1.',
      o2: '2.',
      in1: '2.1.',
      in2: '2.2.',
      o3: '3.',
      u1: BULLET,
      u2: BULLET,
    });
  });

  it('§3: level numbering sets group levels; an element chooses one by alias, its descendants inherit it', () => {
    const sets: LevelNumberingSet[] = [
      {
        alias: 'chapters',
        levels: [
          { level: 1, format: 'roman', levelText: 'Глава %1' },
          { level: 2, format: 'letters', levelText: '%1.%2)' },
        ],
      },
      { alias: 'items', levels: [{ level: 1, format: 'russianLetters', levelText: '%1)' }] },
    ];
    const tree = el('doc', 'document', {}, [
      el('c1', 'section', { numberingStrategy: 'start', numberingSetAlias: 'chapters' }, [
        el('c11', 'section', { numberingStrategy: 'inherit' }),
        el('l', 'orderedList', { numberingSetAlias: 'items' }, [el('l1', 'contentHolder'), el('l2', 'contentHolder')]),
        el('c12', 'section', { numberingStrategy: 'inherit' }),
      ]),
      el('c2', 'section', { numberingStrategy: 'continue', numberingSetAlias: 'chapters' }),
      el('d', 'section', { numberingStrategy: 'start' }),
    ]);
    // Each set counts on its own; the list's items are level 1 of their own set.
    expect(labels(tree, sets)).toEqual({
      c1: 'Глава I',
      c11: 'I.a)',
      l1: 'а)',
      l2: 'б)',
      c12: 'I.b)',
      c2: 'Глава II',
      d: '1.',
    });
  });

  it('a logical level names the level; a level in format none counts without a label', () => {
    const sets: LevelNumberingSet[] = [
      {
        alias: 'hidden',
        levels: [
          { level: 1, format: 'none', levelText: '%1' },
          { level: 2, format: 'decimal', levelText: '%2.' },
        ],
      },
    ];
    const tree = el('doc', 'document', { numberingSetAlias: 'hidden' }, [
      el('a', 'section', { numberingStrategy: 'start' }, [el('a1', 'paragraph', { numberingStrategy: 'inherit' })]),
      el('b', 'section', { numberingStrategy: 'continue', logicalLevel: 2 }),
    ]);
    expect(labels(tree, sets)).toEqual({ a1: '1.', b: '2.' });
  });

  it('disabled elements and what they hold are not numbered and do not count', () => {
    const tree = el('doc', 'document', {}, [
      el('a', 'section', { numberingStrategy: 'start' }),
      {
        ...el('b', 'section', { numberingStrategy: 'continue' }, [
          el('b1', 'section', { numberingStrategy: 'inherit' }),
        ]),
        disabled: true,
      },
      el('c', 'section', { numberingStrategy: 'continue' }),
    ]);
    expect(labels(tree)).toEqual({ a: '1.', c: '2.' });
  });

  it('reads the numbering fields from a map as well, and ignores values it does not know', () => {
    const tree = el('doc', 'document', {}, [el('a', 'section'), el('b', 'section')]);
    const fields = new Map<string, ElementNumbering>([
      ['a', { numberingStrategy: 'start', startNumber: 2 }],
      ['b', { numberingStrategy: 'sideways' as never, startNumber: 1.5 }],
    ]);
    expect(Object.fromEntries(numberTree(tree, fields, []))).toEqual({ a: '2.' });
  });

  it('numbers 5,000 elements in one linear pass', () => {
    const sections = Array.from({ length: 500 }, (_, s) =>
      el(`s${s}`, 'section', { numberingStrategy: 'continue' }, [
        el(
          `l${s}`,
          'orderedList',
          {},
          Array.from({ length: 8 }, (_, i) => el(`s${s}i${i}`, 'contentHolder')),
        ),
      ]),
    );
    const tree = el('doc', 'document', {}, sections);
    const started = performance.now();
    const result = numberTree(tree, own, []);
    expect(performance.now() - started).toBeLessThan(200);
    expect(result.size).toBe(500 + 500 * 8);
    expect(result.get('s499')).toBe('500.');
    expect(result.get('s499i7')).toBe('8.');
  });
});

describe('lists inside numbered sections', () => {
  it('a list that names no set numbers its items by its kind, not by the set of the sections around it', () => {
    const sections: LevelNumberingSet = {
      alias: 'sections',
      levels: [
        { level: 1, format: 'decimal', levelText: '%1.' },
        { level: 2, format: 'decimal', levelText: '%1.%2.' },
      ],
    };
    const root = el('D', 'document', {}, [
      el('S', 'section', { numberingStrategy: 'start', numberingSetAlias: 'sections' }, [
        el('O', 'orderedList', {}, [el('o1', 'contentHolder'), el('o2', 'contentHolder')]),
        el('U', 'unorderedList', {}, [el('u1', 'contentHolder')]),
      ]),
    ]);
    expect(labels(root, [sections])).toEqual({ S: '1.', o1: '1.', o2: '2.', u1: BULLET });
  });
});
