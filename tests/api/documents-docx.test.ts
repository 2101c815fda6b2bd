import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import type { DocNode } from '../../extensions/documents/src/common/api.ts';
import {
  api,
  doc,
  heading,
  makeDocument,
  para,
  saved,
  startDocumentsWorld,
  type DocumentsWorld,
} from './documents-fixtures.ts';

/**
 * Word download as a real .docx (issue 15 item 1: "today the shell's Word button saves HTML as .doc"),
 * parsed back here: a .docx is a zip whose `word/document.xml` holds the text. References are expanded
 * (domain.md §5 "Reference syntax"), and names and texts are text of the file, never its markup (issue
 * 15 "Stored XSS: … the .docx/print output").
 */
let w: DocumentsWorld;
const pizza = randomUUID();
const secret = randomUUID();
let glossary: string;
let report: string;

/** A 1×1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE ob_value; --",
  ']]><w:r><w:t>инъекция</w:t></w:r>',
  '&amp; &lt;',
];

beforeAll(async () => {
  w = await startDocumentsWorld();
  const made = await w.alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Пицца', inst: pizza },
      { op: 'upd', inst: pizza, prop: PROP.description, val: 'Блюдо' },
    ],
  });
  expect(made.status).toBe(200);
  expect(
    (await w.bob.data({ act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Тайна', inst: secret }] }))
      .status,
  ).toBe(200);
  glossary = await makeDocument(w.alice, 'Глоссарий');
  await saved(w.alice, glossary, doc(para('Текст глоссария')), 0);
  report = await makeDocument(w.alice, 'Отчёт 2026: итоги');
  const content: DocNode = doc(
    heading(1, 'Глава первая'),
    para('Жирный', [{ type: 'bold' }]),
    para(`См. :class-${pizza} и :class-${pizza}(пиццу) и :class-${secret}(тайный).`),
    para(`!:document-${glossary}`),
    para('Ссылка', [{ type: 'link', attrs: { href: 'https://example.org/a' } }]),
    para('Опасная ссылка', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [
            para('Пункт 1'),
            { type: 'orderedList', content: [{ type: 'listItem', content: [para('Подпункт')] }] },
          ],
        },
      ],
    },
    { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [para('Третий пункт')] }] },
    { type: 'blockquote', content: [para('Цитата')] },
    { type: 'codeBlock', attrs: { language: 'ts' }, content: [{ type: 'text', text: 'const a = 1;\nconst b = 2;' }] },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [{ type: 'tableHeader', attrs: { colspan: 2 }, content: [para('Заголовок таблицы')] }],
        },
        {
          type: 'tableRow',
          content: [
            { type: 'tableCell', content: [para('Ячейка таблицы')] },
            { type: 'tableCell', content: [] },
          ],
        },
      ],
    },
    { type: 'image', attrs: { src: PNG, alt: 'точка' } },
    { type: 'image', attrs: { src: 'https://example.org/remote.png', alt: 'удалённая' } },
    { type: 'horizontalRule' },
    ...XSS.map((payload) => para(payload)),
  );
  await saved(w.alice, report, content, 0);
}, 60_000);

afterAll(() => w?.close());

/** The .docx of a reply, unzipped: its parts by path. */
async function unzipped(reply: Response): Promise<Record<string, string>> {
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  const files = unzipSync(new Uint8Array(await reply.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
const unescapeXml = (text: string) => text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ENTITIES[name]!);

/** The text of each paragraph of document.xml, in order, as a reader of the file sees it (entities read). */
const paragraphs = (xml: string) =>
  [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) =>
    unescapeXml([...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('')),
  );

describe('GET documents/:id/docx — a real .docx of the content', () => {
  it('holds the title, headings, marks, lists, quote, code, table and an embedded image', async () => {
    const reply = await api.docx(w.alice, report);
    expect(reply.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Отчёт 2026_ итоги.docx')}`,
    );
    const files = await unzipped(reply);
    const xml = files['word/document.xml']!;
    const texts = paragraphs(xml);
    expect(texts[0]).toBe('Отчёт 2026: итоги');
    expect(xml).toMatch(/<w:pStyle w:val="Title"\/>/);
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>[\s\S]*?Глава первая/);
    expect(xml).toMatch(/<w:b\/>[\s\S]*?Жирный/);
    expect(xml).toMatch(/<w:tbl>[\s\S]*Заголовок таблицы[\s\S]*Ячейка таблицы[\s\S]*<\/w:tbl>/);
    expect(xml).toMatch(/<w:gridSpan w:val="2"\/>/);
    expect(texts).toEqual(expect.arrayContaining(['Пункт 1', 'Подпункт', 'Цитата', 'const a = 1;const b = 2;']));
    expect(xml).toMatch(/<w:numPr><w:ilvl w:val="1"\/>/);
    // A numbered list that starts at 3 (TipTap's orderedList.start) counts from 3 in Word too.
    expect(texts).toContain('Третий пункт');
    expect(files['word/numbering.xml']).toMatch(/<w:start w:val="3"\/>/);
    expect(Object.keys(files).some((p) => p.startsWith('word/media/'))).toBe(true);
    // A remote image is never fetched: its description links to it.
    expect(texts).toContain('[удалённая]');
    expect(files['word/_rels/document.xml.rels']).toContain('https://example.org/remote.png');
    expect(files['docProps/core.xml']).toContain('<dc:title>Отчёт 2026: итоги</dc:title>');
  });

  it('expands references as text (domain.md §5): name, display name, `!` content; an unreadable target shows its display name', async () => {
    const texts = paragraphs((await unzipped(await api.docx(w.alice, report)))['word/document.xml']!);
    expect(texts).toContain('См. Пицца и пиццу и тайный.');
    expect(texts).toContain('Текст глоссария');
  });

  it('links only safe addresses: a javascript: link is its text alone', async () => {
    const files = await unzipped(await api.docx(w.alice, report));
    expect(files['word/_rels/document.xml.rels']).toContain('https://example.org/a');
    expect(Object.values(files).join('')).not.toMatch(/javascript:/i);
    expect(paragraphs(files['word/document.xml']!)).toContain('Опасная ссылка');
  });

  it('a corpus of XSS payloads in the name and the text comes out as literal text, never markup', async () => {
    const named = await makeDocument(w.alice, XSS[0]!);
    await saved(w.alice, named, doc(...XSS.map((payload) => para(payload))), 0);
    for (const id of [report, named]) {
      const files = await unzipped(await api.docx(w.alice, id));
      const xml = files['word/document.xml']!;
      expect(paragraphs(xml)).toEqual(expect.arrayContaining(XSS));
      expect(xml).not.toContain('<script>');
      expect(xml).not.toContain('<img');
      expect(xml).not.toContain('<w:t>инъекция');
      expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(files['docProps/core.xml']).not.toContain('<script>');
    }
  });

  it('the public .docx shows references by their display names only: nothing is looked up for a visitor', async () => {
    await api.setPublic(w.alice, report, true);
    const texts = paragraphs(
      (await unzipped(await w.anonymous('GET', `/api/public/doc/${report}/docx`)))['word/document.xml']!,
    );
    expect(texts).toContain('См. — и пиццу и тайный.');
    expect(texts).not.toContain('Текст глоссария');
  });
});
