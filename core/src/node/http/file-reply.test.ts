import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from './file-reply.ts';

/** Issue 11, item 6: a download is always an attachment, under a name that is a name and nothing more. */
describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name, percent-encoded beyond RFC 8187 attr-char', () => {
    expect(contentDisposition("Пиццы (Джо's)*.ttl")).toBe(
      `attachment; filename="_____ (___'s)_.ttl"; filename*=UTF-8''%D0%9F%D0%B8%D1%86%D1%86%D1%8B%20%28%D0%94%D0%B6%D0%BE%27s%29_.ttl`,
    );
    expect(contentDisposition('100%.txt')).toBe(`attachment; filename="100_.txt"; filename*=UTF-8''100%25.txt`);
  });

  it('never breaks the header, whatever the name holds', () => {
    for (const name of ['a\r\nSet-Cookie: x=1', 'a"; filename="evil.html', '\ud800lone surrogate', '\u0000']) {
      const header = contentDisposition(name);
      // eslint-disable-next-line no-control-regex -- the point: no control character reaches the header
      expect(header).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(header.match(/"/g)).toHaveLength(2);
    }
  });
});

describe('safeFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['..\\..\\boot.ini', '_.._boot.ini'],
    ['  .hidden. ', 'hidden'],
    ['invoice\u202egnp.exe', 'invoice_gnp.exe'],
    ['C:\\x|y?.txt', 'C__x_y_.txt'],
    ['', 'download'],
    ['...', 'download'],
    ['я'.repeat(300), 'я'.repeat(200)],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });
});
