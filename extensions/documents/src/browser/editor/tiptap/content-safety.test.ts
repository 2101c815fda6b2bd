import { afterEach, describe, expect, it } from 'vitest';
import { Editor, getSchema } from '@tiptap/core';
import type { DocNode } from '../../../common/api.ts';
import { contentForSchema } from './content-for-schema.ts';
import { editorExtensions } from './extensions.ts';

/** Payloads of the stored-XSS corpus (tests/e2e/xss-corpus.ts) that text may hold. */
const PAYLOADS = [
  `<img src=x onerror="window.__xss='img'">`,
  `<script>window.__xss='script'</script>`,
  `"><svg onload="window.__xss='svg'">`,
  `<a href="javascript:alert('a')">a</a><details open ontoggle="alert('toggle')">d</details>`,
];

const extensions = () => editorExtensions({ openLink: () => {}, openReference: () => {} });
const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((e) => e.destroy()));

function editorWith(content: DocNode): Editor {
  const element = document.createElement('div');
  document.body.append(element);
  const list = extensions();
  const editor = new Editor({
    element,
    extensions: list,
    content: contentForSchema(content, getSchema(list)) as never,
  });
  editors.push(editor);
  return editor;
}

const text = (t: string, marks?: DocNode['marks']): DocNode => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
const para = (...content: DocNode[]): DocNode => ({ type: 'paragraph', content });

/** What the editor's DOM must never hold: script-bearing elements, handlers, unsafe addresses. */
function unsafeIn(dom: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of [dom, ...dom.querySelectorAll('*')]) {
    if (/^(script|iframe|svg|style|details|object|embed)$/i.test(el.tagName)) found.push(el.tagName);
    for (const attr of el.getAttributeNames()) if (/^on/i.test(attr)) found.push(`${el.tagName}[${attr}]`);
    const href = el.getAttribute('href');
    // TipTap's link writes a refused address as an empty href (the page itself): harmless.
    if (href !== null && href !== '' && !/^(https?:\/\/|mailto:|\/(?![/\\]))/i.test(href)) found.push(`href=${href}`);
    const src = el.getAttribute('src');
    if (src !== null && !/^(https?:\/\/|data:image\/(png|jpeg|gif|webp);base64,)/i.test(src)) found.push(`src=${src}`);
  }
  return found;
}

describe('the editor and hostile content (docs/documents.md: the XSS defence)', () => {
  it('keeps the text of a document with an unknown node type instead of emptying it', () => {
    const editor = editorWith({
      type: 'doc',
      content: [
        { type: 'script', content: [text('alert(1)')] },
        para(text('остался', [{ type: 'blink' }, { type: 'bold' }])),
        { type: 'iframe', attrs: { src: 'javascript:alert(1)' } },
      ],
    });
    expect(editor.getText()).toBe('остался');
    expect(editor.getJSON().content).toEqual([para(text('остался', [{ type: 'bold' }]))]);
  });

  it('shows payloads in text as text, and drops unsafe link and image addresses from stored content', () => {
    const editor = editorWith({
      type: 'doc',
      content: [
        ...PAYLOADS.map((p) => para(text(p))),
        para(text('ссылка', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])),
        para(text('ссылка', [{ type: 'link', attrs: { href: 'JaVaScRiPt:alert(1)' } }])),
        para(text('ссылка', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }])),
        { type: 'image', attrs: { src: 'javascript:alert(1)', onerror: 'alert(1)' } },
        { type: 'image', attrs: { src: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+' } },
        { type: 'image', attrs: { src: 'https://example.org/a.png' } },
      ],
    });
    expect(unsafeIn(editor.view.dom)).toEqual([]);
    expect(editor.view.dom.textContent).toContain(PAYLOADS[1]);
    expect(editor.view.dom.querySelectorAll('img[src="https://example.org/a.png"]')).toHaveLength(1);
  });

  it('pasted or inserted HTML keeps no handler, script or unsafe address', () => {
    const editor = editorWith({ type: 'doc', content: [para(text('начало'))] });
    editor.commands.insertContent(
      `<p><a href="javascript:alert(1)">плохая</a> <a href="https://example.org/">хорошая</a></p>` +
        `<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA"><script>alert(1)</script>` +
        `<iframe src="javascript:alert(1)"></iframe><p onclick="alert(1)">абзац</p>`,
    );
    expect(unsafeIn(editor.view.dom)).toEqual([]);
    expect(editor.view.dom.querySelectorAll('a[href="https://example.org/"]')).toHaveLength(1);
    expect(editor.view.dom.querySelectorAll('img')).toHaveLength(0);
    expect(editor.getText()).toContain('плохая');
  });
});
