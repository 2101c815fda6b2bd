import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserContext } from '@ontobench/core/node';
import { DEMO_SDOC_ID } from '../../extensions/structured-documents/src/node/demo/seed.ts';
import { assign } from './documents-fixtures.ts';
import { ALICE, type Client } from './harness.ts';
import { insert, makeStructuredDocument, saved, startSdocWorld, type SdocWorld } from './sdoc-fixtures.ts';

/**
 * Issue 16 item 9: the structured document's Word export ("used by print, the public page and Word export
 * (.docx via `docx`)"), `GET structured-documents/{id}/docx`, unzipped here: a .docx is a zip whose
 * `word/document.xml` holds the text. Whoever reads the document gets it; anyone else a 404.
 */
let w: SdocWorld;
let small: string;

/** A 2×1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGGEMAC3aA/0zLjvKAAAAAElFTkSuQmCC';

const docx = (c: Client, id: string) => c.request('GET', `/api/structured-documents/${id}/docx`);

async function unzipped(reply: Response): Promise<Record<string, string>> {
  expect([reply.status, reply.status === 200 ? '' : await reply.text()]).toEqual([200, '']);
  expect(reply.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  const files = unzipSync(new Uint8Array(await reply.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
const unescapeXml = (text: string) => text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ENTITIES[name]!);

/** Each paragraph of document.xml: its text as a reader sees it, and its XML. */
const paragraphs = (xml: string) =>
  [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) => ({
    text: unescapeXml([...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('')),
    xml: p[0],
  }));

beforeAll(async () => {
  w = await startSdocWorld();
  const user: UserContext = {
    id: w.alice.userId,
    name: 'Алисова Алиса',
    email: ALICE,
    isAdmin: false,
    isBetaTester: false,
    app: 'onto',
  };
  await w.t.server.seedExtensions(user);
  small = await makeStructuredDocument(w.alice, 'Отчёт: <итоги>');
  const figure = insert('illustration', small, null, { title: 'Схема', content: PNG, settings: { width: 100 } });
  const table = insert('table', small, figure.id, { title: 'Сроки' });
  const columns = insert('tableColumns', table.id);
  const first = insert('tableColumn', columns.id, null, { title: 'Этап', settings: { widthType: 'px', width: 120 } });
  const second = insert('tableColumn', columns.id, first.id, { title: 'Срок', settings: { align: 'right' } });
  const rows = insert('tableRows', table.id, columns.id);
  const row = insert('tableRow', rows.id);
  const wide = insert('tableCell', row.id, null, { content: 'Весь семестр', settings: { colspan: 2 } });
  const hidden = insert('paragraph', small, table.id, { content: 'Скрытый абзац', disabled: true });
  const xss = insert('paragraph', small, hidden.id, { content: ']]><w:r><w:t>инъекция</w:t></w:r>' });
  await saved(w.alice, small, [figure, table, columns, first, second, rows, row, wide, hidden, xss]);
}, 90_000);
afterAll(() => w?.close());

describe('GET structured-documents/:id/docx (issue 16 item 9)', () => {
  it('the demo document: title, numbered headings by depth, the table of contents, lists and a table', async () => {
    const reply = await docx(w.alice, DEMO_SDOC_ID);
    expect(reply.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Положение о курсовых работах.docx')}`,
    );
    const xml = (await unzipped(reply))['word/document.xml']!;
    const paras = paragraphs(xml);
    expect(paras[0]!.xml).toContain('<w:pStyle w:val="Title"/>');
    const heading = (text: string) => paras.find((p) => p.text === text && /w:val="Heading\d"/.test(p.xml));
    expect(heading('1. Общие положения')?.xml).toContain('w:val="Heading1"');
    expect(heading('2.1. Структура работы')?.xml).toContain('w:val="Heading2"');
    // The table of contents: the metadata's title, then each section linked to its heading's bookmark.
    const toc = paras.findIndex((p) => p.text === 'Содержание');
    expect(toc).toBeGreaterThanOrEqual(0);
    expect(paras[toc + 1]!.text).toBe('1. Общие положения');
    const anchor = /<w:hyperlink [^>]*w:anchor="(e[0-9a-f]+)"/.exec(paras[toc + 1]!.xml)?.[1];
    expect(heading('1. Общие положения')?.xml).toContain(`w:name="${anchor}"`);
    // List items are Word list paragraphs (numbered), tables Word tables with a header row.
    const item = paras.find((p) => p.text === 'Закрепить знания, полученные при изучении дисциплины.');
    expect(item?.xml).toMatch(/<w:numPr><w:ilvl w:val="0"\/><w:numId w:val="\d+"\/><\/w:numPr>/);
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('<w:tblHeader/>');
    // The diagram shows as its text.
    expect(paras.some((p) => p.text.includes('Тема --> План --> Черновик --> Защита'))).toBe(true);
  });

  it('embeds pictures, writes column widths, alignments and colspan, leaves disabled elements out', async () => {
    const reply = await docx(w.alice, small);
    expect(reply.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Отчёт_ _итоги_.docx')}`,
    );
    const files = await unzipped(reply);
    const xml = files['word/document.xml']!;
    const texts = paragraphs(xml).map((p) => p.text);
    expect(texts[0]).toBe('Отчёт: <итоги>');
    expect(Object.keys(files).some((path) => path.startsWith('word/media/'))).toBe(true);
    // 100 px wide, 50 high, in EMU (9525 a pixel).
    expect(xml).toContain('cx="952500" cy="476250"');
    expect(texts).toContain('Схема');
    expect(texts).toContain('Сроки');
    expect(xml).toContain('<w:tcW w:type="dxa" w:w="1800"/>');
    expect(xml).toContain('<w:gridSpan w:val="2"/>');
    expect(xml).toMatch(/<w:jc w:val="right"\/>[\s\S]*Срок/);
    expect(texts).toContain('Весь семестр');
    expect(texts).not.toContain('Скрытый абзац');
    expect(texts).toContain(']]><w:r><w:t>инъекция</w:t></w:r>');
  });

  it('a reader (an assignment with the reader role) gets it; a stranger gets 404, as does an unknown id', async () => {
    await assign(w.alice, small, w.bob, 'reader');
    expect((await docx(w.bob, small)).status).toBe(200);
    expect((await docx(w.carol, small)).status).toBe(404);
    expect((await docx(w.carol, DEMO_SDOC_ID)).status).toBe(404);
    expect((await docx(w.alice, 'not-an-id')).status).toBe(404);
  });
});
