import { describe, expect, it } from 'vitest';
import { manualMatches } from './match.ts';

/** domain.md §3 "User manual: document, notActive flag, description, exactLink, url, routes (with route name)". */
describe('manualMatches', () => {
  const manual = (exactLink: boolean, url: string | null, routes: string[] = []) => ({ exactLink, url, routes });

  it('exactLink: only the path equal to url (query, hash and a trailing slash aside)', () => {
    const m = manual(true, '/docs');
    expect(manualMatches(m, '/docs', null)).toBe(true);
    expect(manualMatches(m, '/docs/?x=1#top', null)).toBe(true);
    expect(manualMatches(m, '/docs/view/1', null)).toBe(false);
  });

  it('otherwise every path under url, at a segment boundary', () => {
    const m = manual(false, '/docs');
    expect(manualMatches(m, '/docs', null)).toBe(true);
    expect(manualMatches(m, '/docs/edit/1', null)).toBe(true);
    expect(manualMatches(m, '/docsets', null)).toBe(false);
    expect(manualMatches(manual(false, '/'), '/anything', null)).toBe(true);
  });

  it('on a route named in routes, whatever the path; no url and no route: nowhere', () => {
    const m = manual(true, '/docs', ['ontology.classes']);
    expect(manualMatches(m, '/class_list', 'ontology.classes')).toBe(true);
    expect(manualMatches(m, '/class_list', 'ontology.props')).toBe(false);
    expect(manualMatches(manual(false, null), '/docs', null)).toBe(false);
  });
});
