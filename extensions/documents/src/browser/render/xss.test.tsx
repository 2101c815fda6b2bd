import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { DocNode } from '../../common/api.ts';
import { safeHref, safeImageSrc } from '../../common/doc-schema.ts';
import { DocContent } from './DocContent.tsx';
import { documentTexts, expandTexts } from './references.ts';
import { tableOfContents } from './outline.ts';

afterEach(cleanup);

/** Addresses a link or image must never carry (each tried as a link and as an image). */
const BAD_URLS = [
  "javascript:window.__xss='a'",
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/x',
  '/\\evil.example/x',
  'file:///etc/passwd',
];
const TEXTS = [
  `<img src=x onerror="window.__xss='img'">`,
  `<script>window.__xss='script'</script>`,
  `"><svg onload="window.__xss='svg'">`,
  `<a href="javascript:alert('a')">a</a><details open ontoggle="alert(1)">d</details>`,
  `<style>@import 'javascript:alert(1)';</style><iframe srcdoc="<script>alert(1)</script>"></iframe>`,
];
const SCRIPTABLE =
  'script, iframe, object, embed, svg, math, style, link, meta, base, form, frame, frameset, details, template';

const text = (t: string, marks?: DocNode['marks']): DocNode => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
const CORPUS: DocNode = {
  type: 'doc',
  attrs: { onclick: 'alert(1)' },
  content: [
    ...TEXTS.map((t) => ({
      type: 'paragraph',
      attrs: { onclick: 'alert(1)', style: 'x', class: 'evil', id: 'evil' },
      content: [text(t)],
    })),
    ...BAD_URLS.map((href) => ({
      type: 'paragraph',
      content: [
        text('ссылка', [{ type: 'link', attrs: { href, target: '" onmouseover="alert(1)', onclick: 'alert(1)' } }]),
      ],
    })),
    ...BAD_URLS.map((src) => ({ type: 'image', attrs: { src, alt: '" onerror="alert(1)', onerror: 'alert(1)' } })),
    {
      type: 'heading',
      attrs: { level: '1 onclick=alert(1)', id: 'x" onclick="alert(1)' },
      content: [text('<b onmouseover=alert(1)>h</b>')],
    },
    { type: 'orderedList', attrs: { start: '1" onmouseover="alert(1)' }, content: [{ type: 'listItem', content: [] }] },
    { type: 'script', content: [text('alert(1)')] },
    { type: 'iframe', attrs: { src: 'javascript:alert(1)' } },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            {
              type: 'tableCell',
              attrs: { colspan: '2" onclick="x', align: 'left;background:url(javascript:alert(1))' },
              content: [],
            },
          ],
        },
      ],
    },
    {
      type: 'paragraph',
      content: [text(':class-0a1b2c3d-0000-4000-8000-00000000000a(x<img src=x onerror=alert(1)>)')],
    },
  ],
};

describe('DocContent against stored XSS (docs/security.md: the renderer is the defence)', () => {
  it('no payload gives a script-capable element, an event attribute or an address outside the allow-list', async () => {
    const expansions = await expandTexts(
      documentTexts(CORPUS),
      new Map([
        [
          '0a1b2c3d-0000-4000-8000-00000000000a',
          { id: '0a1b2c3d-0000-4000-8000-00000000000a', name: '<script>alert(1)</script>' },
        ],
      ]),
    );
    const { container } = render(
      <DocContent doc={CORPUS} expansions={expansions} hrefOf={() => 'javascript:alert(1)'} eager />,
    );
    expect(container.querySelector(SCRIPTABLE)).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attr of element.attributes) {
        expect(attr.name.startsWith('on'), `${element.tagName} ${attr.name}`).toBe(false);
        expect(
          ['srcdoc', 'formaction', 'action', 'xlink:href', 'class'].includes(attr.name) &&
            element.tagName !== 'DIV' &&
            !attr.value.startsWith('doc-'),
          `${element.tagName} ${attr.name}`,
        ).toBe(false);
        if (attr.name === 'href') expect(safeHref(attr.value), attr.value).toBe(attr.value);
        if (attr.name === 'src') expect(safeImageSrc(attr.value), attr.value).toBe(attr.value);
        if (attr.name === 'style') expect(attr.value).toMatch(/^text-align: (left|center|right);$/);
        if (attr.name === 'id') expect(attr.value).toMatch(/^doc-heading-\d+$/);
      }
    }
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    // The payloads are text, shown as typed.
    for (const t of TEXTS) expect(container.textContent).toContain(t);
    expect(container.querySelector('ol')!.hasAttribute('start')).toBe(false);
    expect(container.querySelector('h1')).not.toBeNull();
  });

  it('lets through exactly the allowed addresses', () => {
    for (const url of BAD_URLS) {
      expect(safeHref(url), url).toBeNull();
      expect(safeImageSrc(url), url).toBeNull();
    }
    for (const ok of ['https://example.org/a?b#c', 'http://x.y', 'mailto:a@b.c', '/docs/view/1', '/docs/view/1#x'])
      expect(safeHref(ok)).toBe(ok);
    for (const ok of ['https://example.org/i.png', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/webp;base64,AAAA'])
      expect(safeImageSrc(ok)).toBe(ok);
  });
});

describe('table of contents (domain.md §9: "Table of contents headings: 3 levels by default")', () => {
  it('lists the headings of the first three levels, in order, with the ids the renderer gives them', () => {
    const h = (level: number, t: string): DocNode => ({ type: 'heading', attrs: { level }, content: [text(t)] });
    const doc: DocNode = {
      type: 'doc',
      content: [
        h(1, 'Один'),
        h(4, 'Четыре'),
        { type: 'blockquote', content: [h(2, 'Два')] },
        h(3, ' Три '),
        h(7, 'Странный'),
      ],
    };
    expect(tableOfContents(doc)).toEqual([
      { id: 'doc-heading-1', level: 1, text: 'Один' },
      { id: 'doc-heading-3', level: 2, text: 'Два' },
      { id: 'doc-heading-4', level: 3, text: 'Три' },
      { id: 'doc-heading-5', level: 1, text: 'Странный' },
    ]);
    expect(tableOfContents(doc, 1).map((x) => x.text)).toEqual(['Один', 'Странный']);
  });
});
