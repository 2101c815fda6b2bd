import { describe, expect, it } from 'vitest';
import { PROP } from '@ontobench/sdk';
import { ONTO_PROP } from '../../../common/schema.ts';
import { fieldChanges, isValidBaseIri, publicDocPath } from './ontology-fields.ts';

/** Issue 14 item 4: nothing edited an ontology's description, base IRI or public flag. */
describe('an ontology’s own fields', () => {
  it('a base IRI is empty or an absolute IRI without spaces or forbidden characters', () => {
    for (const ok of ['', 'https://example.org/pizza#', 'http://пример.рф/онто/', 'urn:isbn:0451450523'])
      expect(isValidBaseIri(ok), ok).toBe(true);
    for (const bad of ['example.org/pizza', 'https://example.org/a b', 'https://x.org/<a>', '1http://x', 'http:'])
      expect(isValidBaseIri(bad), bad).toBe(false);
  });

  it('sends one upd per changed field, removes an emptied text, and nothing when nothing changed', () => {
    const before = { description: 'Старое', baseIri: 'https://a.org/#', isPublic: false };
    expect(fieldChanges('o', before, { ...before })).toEqual([]);
    expect(fieldChanges('o', before, { description: '  ', baseIri: ' https://b.org/# ', isPublic: true })).toEqual([
      { op: 'upd', inst: 'o', prop: PROP.description, val: null },
      { op: 'upd', inst: 'o', prop: ONTO_PROP.baseIri, val: 'https://b.org/#' },
      { op: 'upd', inst: 'o', prop: PROP.isPublic, val: true },
    ]);
  });

  it('the public documentation is at /public/ontology-doc/{id} (shell.md §2)', () => {
    expect(publicDocPath('a-1')).toBe('/public/ontology-doc/a-1');
  });
});
