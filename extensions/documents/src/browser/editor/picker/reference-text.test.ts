import { describe, expect, it } from 'vitest';
import { parseReferences } from '@ontobench/sdk/common';
import { displayName, referenceText } from './reference-text.ts';

const ID = '0E0E0000-0000-4000-8000-0000000000AB';

describe('the picker text (domain.md §5 "Reference syntax")', () => {
  it('writes `:kind-uuid(name)`, and `!` to expand the content', () => {
    expect(referenceText({ kind: 'class', id: ID, name: 'Пицца' }, 0)).toBe(
      ':class-0e0e0000-0000-4000-8000-0000000000ab(Пицца)',
    );
    expect(referenceText({ kind: 'document', id: ID, name: 'Отчёт' }, 1)).toBe(
      '!:document-0e0e0000-0000-4000-8000-0000000000ab(Отчёт)',
    );
    expect(referenceText({ kind: 'individual', id: ID, name: 'Маргарита' }, 0)).toMatch(/^:ontology-/);
  });

  it('§5: a display name holds letters, digits, whitespace, _ ! # @ and quotes only: the rest is stripped', () => {
    expect(displayName('Пицца (итальянская), 2-я')).toBe('Пицца итальянская 2я');
    expect(displayName('«Ёлка» @home #1 _x_ "q" !')).toBe('«Ёлка» @home #1 _x_ "q" !');
    expect(displayName('a)b(c:d-e.f/g\nh')).toBe('abcdefg h');
    expect(displayName('<script>alert(1)</script>')).toBe('scriptalert1script');
  });

  it('drops the display name when nothing of it is left', () => {
    expect(referenceText({ kind: 'class', id: ID, name: '(—)' }, 0)).toBe(
      ':class-0e0e0000-0000-4000-8000-0000000000ab',
    );
  });

  it('reads back as one reference with the same kind, id and name', () => {
    for (const name of ['Пицца (итальянская), 2-я', 'x)y', ':class-abc', '']) {
      const text = referenceText({ kind: 'class', id: ID, name }, 1);
      const segments = parseReferences(`до ${text} после`, () => {
        throw new Error('invalid');
      });
      expect(segments).toHaveLength(3);
      expect(segments[1]).toMatchObject({ type: 'ref', kind: 'class', id: ID.toLowerCase(), expand: 1 });
    }
  });
});
