import { describe, expect, it } from 'vitest';
import { isSafeImageSrc, isSafeLinkHref } from './safe-url.ts';

describe('content addresses (docs/documents.md: links only http(s):, mailto: and in-app paths)', () => {
  it.each(['https://example.org/a?b=1', 'http://x.ru', 'mailto:a@b.ru', '/docs/view/1', '/'])(
    'lets %s through',
    (href) => expect(isSafeLinkHref(href)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.example/x',
    '/\\evil.example',
    'https:/x',
    'ftp://x.ru',
    'docs/view/1',
    '',
  ])('refuses the link %j', (href) => expect(isSafeLinkHref(href)).toBe(false));

  it('takes images from http(s): only', () => {
    expect(isSafeImageSrc('https://example.org/a.png')).toBe(true);
    expect(isSafeImageSrc('http://example.org/a.png')).toBe(true);
    for (const src of ['data:image/png;base64,AAAA', 'javascript:alert(1)', '/a.png', '//x/a.png', 'https://x/a b.png'])
      expect(isSafeImageSrc(src)).toBe(false);
  });
});

describe('stored images', () => {
  it('shows http(s): and raster data: pictures, never svg or script', async () => {
    const { isSafeStoredImageSrc } = await import('./safe-url.ts');
    expect(isSafeStoredImageSrc('https://x.ru/a.png')).toBe(true);
    expect(isSafeStoredImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeStoredImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isSafeStoredImageSrc('javascript:alert(1)')).toBe(false);
  });
});
