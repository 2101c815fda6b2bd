import { describe, expect, it } from 'vitest';
import { convertHtml, NO_TEXT } from './convert.ts';

const blocks = (html: string) => convertHtml(html).doc.content ?? [];
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('HTML into the content model (docs/documents.md "Import")', () => {
  it('keeps headings 1–3 (deeper ones become 3), paragraphs, marks and line breaks', () => {
    expect(blocks('<h1>A</h1><h5>E</h5><p>x <b>b</b><i>i</i><u>u</u><s>s</s><code>c</code><br>y</p>')).toEqual([
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'A' }] },
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'E' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'x ' },
          { type: 'text', text: 'b', marks: [{ type: 'bold' }] },
          { type: 'text', text: 'i', marks: [{ type: 'italic' }] },
          { type: 'text', text: 'u', marks: [{ type: 'underline' }] },
          { type: 'text', text: 's', marks: [{ type: 'strike' }] },
          { type: 'text', text: 'c', marks: [{ type: 'code' }] },
          { type: 'hardBreak' },
          { type: 'text', text: 'y' },
        ],
      },
    ]);
  });

  it('collapses whitespace as HTML shows it and leaves empty blocks out', () => {
    expect(blocks('\n<p>  a \n  <em> b </em>  c  </p>\n<p> </p>')).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'a ' },
          { type: 'text', text: 'b ', marks: [{ type: 'italic' }] },
          { type: 'text', text: 'c' },
        ],
      },
    ]);
  });

  it('links only to http(s): and mailto:; others keep their text without the link', () => {
    const [p] = blocks(
      '<p><a href="https://x.ru">w</a><a href="mailto:a@b.ru">m</a><a href="javascript:alert(1)">j</a>' +
        '<a href="/docs/view/1">i</a><a href="java\tscript:alert(1)">t</a></p>',
    );
    expect(p!.content).toEqual([
      { type: 'text', text: 'w', marks: [{ type: 'link', attrs: { href: 'https://x.ru', target: '_blank' } }] },
      { type: 'text', text: 'm', marks: [{ type: 'link', attrs: { href: 'mailto:a@b.ru', target: '_blank' } }] },
      { type: 'text', text: 'jit' },
    ]);
    expect(convertHtml('<p><a href="javascript:x">j</a></p>').outline.warnings).toEqual([
      'Ссылок без адреса: 1 (разрешены только http(s): и mailto:; текст оставлен)',
    ]);
  });

  it('drops scripts, styles and handlers; unknown markup gives its text, never HTML', () => {
    const content = blocks(
      '<p>a<script>alert(1)</script><style>p{}</style><img src=x onerror="alert(2)"><blink onclick="x()">b</blink></p>' +
        '<iframe src="javascript:alert(3)">c</iframe><custom-el>d</custom-el>',
    );
    expect(content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'ab' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'd' }] },
    ]);
    expect(JSON.stringify(content)).not.toMatch(/alert|onerror|onclick/);
  });

  it('keeps raster images as blocks of their own, lifted out of the paragraph; drops SVG and script addresses', () => {
    const { doc, outline } = convertHtml(
      `<p>before<img src="${PNG}" alt="pic">after<img src="data:image/svg+xml;base64,PHN2Zz4=">` +
        '<img src="javascript:alert(1)"></p>',
    );
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'before' }] },
      { type: 'image', attrs: { src: PNG, alt: 'pic', title: null } },
      { type: 'paragraph', content: [{ type: 'text', text: 'after' }] },
    ]);
    expect([outline.images, outline.warnings]).toEqual([
      1,
      ['Пропущено изображений: 2 (адрес не http(s) и не растровый рисунок)'],
    ]);
  });

  it("nests lists, keeps an ordered list's start, gives an item that opens with a sublist an empty paragraph", () => {
    expect(blocks('<ol start="4"><li><ul><li>x</li></ul></li></ol>')).toEqual([
      {
        type: 'orderedList',
        attrs: { start: 4 },
        content: [
          {
            type: 'listItem',
            content: [
              { type: 'paragraph' },
              {
                type: 'bulletList',
                content: [
                  { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }] },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('tables: header cells, spans, empty cells get a paragraph', () => {
    const [table] = blocks('<table><tr><th colspan="2">h</th></tr><tr><td>a</td><td></td></tr></table>');
    expect(table!.content!.map((row) => row.content!.map((c) => [c.type, c.attrs!.colspan, c.content]))).toEqual([
      [['tableHeader', 2, [{ type: 'paragraph', content: [{ type: 'text', text: 'h' }] }]]],
      [
        ['tableCell', 1, [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }]],
        ['tableCell', 1, [{ type: 'paragraph' }]],
      ],
    ]);
  });

  it('outline: the first heading is the title; content without text is a Russian 400', () => {
    const { outline } = convertHtml('<p>intro</p><h2>Первый</h2><h1>Второй</h1><table><tr><td>x</td></tr></table>');
    expect(outline).toMatchObject({
      title: 'Первый',
      headings: [
        { level: 2, text: 'Первый' },
        { level: 1, text: 'Второй' },
      ],
      paragraphs: 2,
      tables: 1,
    });
    expect(() => convertHtml('<p> </p><script>x</script>')).toThrow(NO_TEXT);
  });
});
