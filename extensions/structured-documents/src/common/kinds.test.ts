import { describe, expect, it } from 'vitest';
import { BUILT_IN_KINDS, isBuiltInKind, isListKind, LIST_KINDS } from './kinds.ts';

describe('component kinds (domain.md §3)', () => {
  it('§3: structured document, paragraph, section, content holder, … illustration list, table list, composer', () => {
    expect(BUILT_IN_KINDS).toHaveLength(28);
    expect(new Set(BUILT_IN_KINDS).size).toBe(BUILT_IN_KINDS.length);
    expect(BUILT_IN_KINDS[0]).toBe('document');
    for (const kind of BUILT_IN_KINDS) expect(kind).toMatch(/^[a-z][A-Za-z]*$/);
    expect(BUILT_IN_KINDS).toEqual(
      expect.arrayContaining(['table', 'tableColumns', 'tableColumn', 'tableRows', 'tableRow', 'tableCell']),
    );
  });

  it('knows built-in kinds from a plugin kind', () => {
    expect(isBuiltInKind('section')).toBe(true);
    expect(isBuiltInKind('callout')).toBe(false);
    expect(isBuiltInKind('constructor')).toBe(false);
  });

  it('§5 "ordered or unordered list" are the list-type containers', () => {
    expect(LIST_KINDS).toEqual(['orderedList', 'unorderedList']);
    expect(BUILT_IN_KINDS.filter(isListKind)).toEqual(['orderedList', 'unorderedList']);
  });
});
