import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

/**
 * Issue 11, item 10: `returnTo` must never lead off the site (spec shell.md §6, "keeping the current
 * path" means a path of this app). Each trick below has been used against real open redirects.
 */
describe('safeReturnPath', () => {
  it.each([
    ['/docs', '/docs'],
    ['/docs/view/1', '/docs/view/1'],
    ['/a?b=1#c', '/a?b=1#c'],
    [
      '/osa-search?q=%D0%BF%D0%B8%D1%86%D1%86%D0%B0%20%D1%81%D1%8B%D1%80',
      '/osa-search?q=%D0%BF%D0%B8%D1%86%D1%86%D0%B0%20%D1%81%D1%8B%D1%80',
    ],
    ['/ontologies/0c1e5b1e-8a47-4c56-9d1b-3f1f3e0a2b11', '/ontologies/0c1e5b1e-8a47-4c56-9d1b-3f1f3e0a2b11'],
    // Dot segments are resolved, and stay on the site.
    ['/a/../b', '/b'],
    ['/../../etc', '/etc'],
  ])('keeps the same-origin path %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    // Another site, spelled in every way a URL parser forgives.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' /docs',
    '/docs ',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    '/\u200b/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    'https://evil.example',
    'http:evil.example',
    'HTTPS://evil.example/docs',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'docs',
    '',
    // Percent-encoded forms that decode to the same tricks.
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/%E0%A4%A',
    // Too long to be a path the app wrote.
    `/${'a'.repeat(2100)}`,
  ])('refuses %j (→ /)', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('refuses values that are not text', () => {
    for (const value of [null, undefined, 42, {}, ['/docs']]) expect(safeReturnPath(value)).toBe('/');
  });
});
