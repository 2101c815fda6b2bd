import { describe, expect, it } from 'vitest';
import type { DocNode } from './api.ts';
import { docPlainText, MAX_DOC_DEPTH, safeHref, safeImageSrc, validateDocNode } from './doc-schema.ts';

const doc = (...content: DocNode[]): DocNode => ({ type: 'doc', content });
const p = (text: string, marks?: DocNode['marks']): DocNode => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});

describe('the content schema (TipTap StarterKit 3 with tables and images)', () => {
  it('accepts what the editor writes', () => {
    const content = doc(
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Раздел' }] },
      p('жирный', [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://example.org', target: '_blank' } }]),
      { type: 'bulletList', content: [{ type: 'listItem', content: [p('пункт')] }] },
      { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [p('пункт')] }] },
      { type: 'codeBlock', attrs: { language: 'ts' }, content: [{ type: 'text', text: 'let x = 1;' }] },
      { type: 'horizontalRule' },
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [{ type: 'tableHeader', attrs: { colspan: 1, rowspan: 1, colwidth: null }, content: [p('A')] }],
          },
        ],
      },
      { type: 'image', attrs: { src: 'https://example.org/a.png', alt: 'a', title: null } },
    );
    expect(validateDocNode(content)).toBeNull();
  });

  it('refuses unknown nodes and marks, foreign fields, a wrong root and bad heading levels, saying where', () => {
    expect(validateDocNode(doc({ type: 'script', content: [] }))).toMatch(/«script».*doc\.content\[0\]/);
    expect(validateDocNode(doc(p('x', [{ type: 'onclick' }])))).toMatch(/«onclick»/);
    expect(validateDocNode(doc({ type: 'paragraph', html: '<b>' } as unknown as DocNode))).toMatch(/«html»/);
    expect(validateDocNode(p('x'))).toMatch(/«doc»/);
    expect(validateDocNode(doc({ type: 'heading', attrs: { level: 7 } }))).toMatch(/от 1 до 6/);
    expect(validateDocNode(doc({ type: 'text' } as DocNode))).toMatch(/нет текста/);
    expect(validateDocNode(null)).not.toBeNull();
    expect(validateDocNode('doc')).not.toBeNull();
  });

  it(`refuses nesting deeper than ${MAX_DOC_DEPTH} and JSON longer than 5,000,000 characters`, () => {
    let deep: DocNode = p('x');
    for (let i = 0; i < MAX_DOC_DEPTH; i++) deep = { type: 'blockquote', content: [deep] };
    expect(validateDocNode(doc(deep))).toMatch(/глубже 50/);
    expect(validateDocNode(doc(p('x'.repeat(5_000_000))))).toMatch(/слишком велико/);
  });

  it('lets through only http(s):, mailto: and in-app links', () => {
    for (const good of ['https://example.org/a?b=1', 'http://x.ru', 'mailto:a@b.ru', '/docs/view/1', ' /termin/2 '])
      expect(safeHref(good), good).toBe(good.trim());
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      'https:/\\evil',
      'docs/view/1',
      '',
      42,
      null,
    ])
      expect(safeHref(bad), String(bad)).toBeNull();
  });

  it('lets through only http(s): and base64 PNG, JPEG, GIF and WebP data images', () => {
    for (const good of [
      'https://example.org/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/webp;base64,UklG',
    ])
      expect(safeImageSrc(good), good).toBe(good);
    for (const bad of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png,<svg onload=alert(1)>',
      'javascript:alert(1)',
      '/local.png',
      'file:///etc/passwd',
    ])
      expect(safeImageSrc(bad), bad).toBeNull();
  });

  it('gives the plain text block by block', () => {
    expect(
      docPlainText(
        doc({ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'H' }] }, p('a'), p('b')),
      ),
    ).toBe('H\na\nb');
  });
});
