import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_STATUS_UPDATE, type ImportStatusEvent } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import documents from '@ontobench/ext-documents/node';
import imports from '@ontobench/ext-imports/node';
import type { DocNode } from '../../extensions/documents/src/common/api.ts';
import type { DocsCheck, DocsImportEnd } from '../../extensions/imports/src/common/docs/api.ts';
import type { ImportResultDto } from '../../extensions/imports/src/common/results/api.ts';
import { viewOf } from './documents-fixtures.ts';
import { ALICE, BOB, PASSWORD, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';
import { GUIDE_MD, PAYLOAD_MD, base64, reportDocx } from './imports-docs-fixtures.ts';

/**
 * Issue 21 item 4, documents (shell.md §2 `/docs-import`; domain.md §3 "Import document and result", §7
 * IMPORT_STATUS_UPDATE) on a real server and database: a real .docx (built with the `docx` package) and a
 * Markdown file become documents of the documents area, read back through its own call; bad files are a
 * Russian 400 and write nothing; the XSS corpus arrives as text; without the documents area the calls say so.
 */
let t: TestServer;
let alice: Client;
let bob: Client;
let student: Client;
const STUDENT = 'student-docs@contract.test';

const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};
const errorOf = async (reply: Response | Promise<Response>, status: number) =>
  (await json<{ error: string }>(reply, status)).error;
const file = (content: Buffer | string, fileName: string) => ({ file: base64(content), fileName });

/** Every node of a content tree, depth first. */
const nodes = (node: DocNode): DocNode[] => [node, ...(node.content ?? []).flatMap(nodes)];
const textOf = (node: DocNode): string =>
  nodes(node)
    .map((n) => n.text ?? '')
    .join('');
const ofType = (doc: DocNode, type: string) => nodes(doc).filter((n) => n.type === type);

beforeAll(async () => {
  t = await startTestServer([documents, imports]);
  await ensureUser(t.temp.store, {
    email: STUDENT,
    password: PASSWORD,
    fullName: 'Учащаяся Анна',
    isAdmin: false,
    app: 'edu',
  });
  [alice, bob, student] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(STUDENT)]);
});
afterAll(() => t?.close());

describe('POST imports/docs/check — the preview, nothing written', () => {
  it('a .docx: title, heading outline, paragraph count, table', async () => {
    const before = await tableCounts(t.temp);
    const check = await json<DocsCheck>(
      alice.request('POST', '/api/imports/docs/check', file(await reportDocx(), 'отчёт.docx')),
    );
    expect(check).toEqual({
      fileName: 'отчёт.docx',
      format: 'docx',
      name: 'Отчёт о практике',
      headings: [
        { level: 1, text: 'Отчёт о практике' },
        { level: 2, text: 'Задачи' },
      ],
      // One paragraph, five list items, four table cells.
      paragraphs: 10,
      images: 0,
      tables: 1,
      warnings: [],
    });
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('a Markdown file; one without a heading is named after the file', async () => {
    const check = await json<DocsCheck>(alice.request('POST', '/api/imports/docs/check', file(GUIDE_MD, 'guide.md')));
    expect(check).toMatchObject({ format: 'markdown', name: 'Руководство', tables: 1 });
    expect(check.headings.map((h) => `${h.level} ${h.text}`)).toEqual(['1 Руководство', '2 Шаги', '3 Таблица']);
    const plain = await json<DocsCheck>(
      alice.request('POST', '/api/imports/docs/check', file('Просто текст.', 'заметка.md')),
    );
    expect([plain.name, plain.headings, plain.paragraphs]).toEqual(['заметка', [], 1]);
  });

  it('bad files are a Russian 400 and write nothing', async () => {
    const before = await tableCounts(t.temp);
    const refused = async (body: unknown) => {
      const check = await errorOf(alice.request('POST', '/api/imports/docs/check', body), 400);
      expect(await errorOf(alice.request('POST', '/api/imports/docs/run', body), 400)).toBe(check);
      return check;
    };
    expect(await refused(file('', 'пусто.docx'))).toBe('Файл пуст: выберите документ .docx или .md');
    expect(await refused(file('  \n', 'пусто.md'))).toBe('Файл пуст: выберите документ .docx или .md');
    expect(await refused(file('plain text', 'текст.docx'))).toBe(
      'Файл не похож на документ Word (.docx): это не ZIP-архив',
    );
    expect(await refused(file(Buffer.from([0x50, 0x4b, 3, 4, 1, 2, 3]), 'битый.docx'))).toBe(
      'Файл не читается как документ Word (.docx)',
    );
    expect(await refused(file(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]), 'рисунок.md'))).toBe(
      'Файл не похож на Markdown: в нём двоичные данные',
    );
    expect(await refused(file(Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]), 'cp1251.md'))).toBe(
      'Файл не в кодировке UTF-8: сохраните его в UTF-8 и загрузите снова',
    );
    expect(await refused(file('# x', 'таблица.xlsx'))).toBe('Поддерживаются файлы Word (.docx) и Markdown (.md)');
    expect(await refused(file(Buffer.alloc(20 * 1024 * 1024 + 1, 0x61), 'большой.md'))).toBe('Файл больше 20 МБ');
    expect(await refused(file('---\n\n***\n', 'черта.md'))).toBe('В файле нет текста: импортировать нечего');
    expect(await refused(['не объект'])).toBe('Тело запроса должно быть объектом JSON');
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});

describe('POST imports/docs/run — the import job', () => {
  it('a .docx becomes a document: headings, marks, link, nested list, numbered list, table; the user hears the notice', async () => {
    const socket: Socket = await new Promise((resolve, reject) => {
      const s = connect(t.url, { path: '/socket.io', transports: ['websocket'], auth: { token: alice.token } });
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
    try {
      const notices: ImportStatusEvent[] = [];
      socket.on(IMPORT_STATUS_UPDATE, (event: ImportStatusEvent) => notices.push(event));
      const end = await json<DocsImportEnd>(
        alice.request('POST', '/api/imports/docs/run', file(await reportDocx(), 'отчёт.docx')),
      );
      expect(end).toMatchObject({ name: 'Отчёт о практике', documentId: expect.any(String) });
      // Read back through the documents area's own call, as Alice.
      const view = await viewOf(alice, end.documentId);
      expect([view.name, view.role, view.version]).toEqual(['Отчёт о практике', 'author', 1]);
      const doc = view.content!;
      expect(ofType(doc, 'heading').map((h) => [h.attrs!.level, textOf(h)])).toEqual([
        [1, 'Отчёт о практике'],
        [2, 'Задачи'],
      ]);
      expect(nodes(doc).find((n) => n.text === 'успешно')!.marks).toEqual([{ type: 'bold' }]);
      expect(nodes(doc).find((n) => n.text === 'сайте')!.marks).toEqual([
        { type: 'link', attrs: { href: 'https://example.org/practice', target: '_blank' } },
      ]);
      const [bullets] = ofType(doc, 'bulletList');
      expect(bullets!.content!.map(textOf)).toEqual(['Сбор данныхОпрос', 'Анализ']);
      expect(ofType(bullets!, 'bulletList')).toHaveLength(2);
      expect(ofType(doc, 'orderedList').map(textOf)).toEqual(['Первый шагВторой шаг']);
      expect(ofType(doc, 'tableRow').map((r) => r.content!.map(textOf))).toEqual([
        ['Этап', 'Срок'],
        ['Отчёт', 'май'],
      ]);
      // domain.md §7: the notice goes to that user with importId, importName and status; §3: the result.
      await expect.poll(() => notices.at(-1)?.status, { timeout: 5000 }).toMatch(/^готово/);
      expect(notices.every((n) => n.importId === end.importId && n.importName === 'отчёт.docx')).toBe(true);
      const result = await json<ImportResultDto>(alice.request('GET', `/api/imports/results/${end.importId}`));
      expect(result).toMatchObject({ kind: 'docs', status: 'done', rows: 1, modelId: end.documentId });
      expect(result.message).toBe('документ «Отчёт о практике»: заголовков 2, абзацев 10');
      expect(result.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // Another user neither reads the document nor the result.
      expect((await bob.request('GET', `/api/documents/${end.documentId}`)).status).toBe(404);
      expect((await bob.request('GET', `/api/imports/results/${end.importId}`)).status).toBe(404);
    } finally {
      socket.close();
    }
  });

  it('a Markdown file: headings 1–3, marks, ordered start, code block; a deferred run is polled', async () => {
    const started = await json<{ importId: string; requestId: string }>(
      alice.request('POST', '/api/imports/docs/run', { ...file(GUIDE_MD, 'guide.md'), deferred: true }),
    );
    let end: DocsImportEnd | null = null;
    await expect
      .poll(
        async () => {
          const r = await alice.request('GET', `/api/data/requests/${started.requestId}/result`);
          if (r.status === 200) end = (await r.json()) as DocsImportEnd;
          return r.status;
        },
        { timeout: 15_000 },
      )
      .toBe(200);
    const doc = (await viewOf(alice, end!.documentId)).content!;
    expect(ofType(doc, 'heading').map((h) => h.attrs!.level)).toEqual([1, 2, 3]);
    const marks = (text: string) =>
      nodes(doc)
        .find((n) => n.text === text)
        ?.marks?.map((m) => m.type);
    expect([marks('жирным'), marks('курсивом'), marks('зачёркнутым'), marks('ссылкой')]).toEqual([
      ['bold'],
      ['italic'],
      ['strike'],
      ['link'],
    ]);
    expect(ofType(doc, 'orderedList')[0]!.attrs).toEqual({ start: 3 });
    expect(ofType(doc, 'codeBlock')).toEqual([
      { type: 'codeBlock', attrs: { language: 'js' }, content: [{ type: 'text', text: 'const x = 1;' }] },
    ]);
    expect(ofType(doc, 'tableHeader').map(textOf)).toEqual(['Имя', 'Роль']);
  });

  it('XSS corpus: <script>, <img onerror> and javascript: links arrive as text or unlinked text', async () => {
    for (const [content, fileName] of [
      [PAYLOAD_MD, 'payload.md'],
      [await reportDocx(true), 'payload.docx'],
    ] as const) {
      const end = await json<DocsImportEnd>(alice.request('POST', '/api/imports/docs/run', file(content, fileName)));
      const doc = (await viewOf(alice, end.documentId)).content!;
      const texts = nodes(doc).map((n) => n.text ?? '');
      expect(texts, fileName).toContain('<script>alert(1)</script>');
      expect(texts, fileName).toContain('<img src=x onerror=alert(2)>');
      const hrefs = nodes(doc).flatMap((n) =>
        (n.marks ?? []).filter((m) => m.type === 'link').map((m) => String(m.attrs?.href)),
      );
      expect(
        hrefs.filter((href) => !/^(https:|mailto:)/.test(href)),
        fileName,
      ).toEqual([]);
      expect(
        nodes(doc).every((n) => n.type !== 'image'),
        fileName,
      ).toBe(true);
    }
  });

  it("a student may import (the documents area's create rule: any signed-in user); anonymous is 401", async () => {
    const end = await json<DocsImportEnd>(
      student.request('POST', '/api/imports/docs/run', file('# Конспект\n\nтекст', 'c.md')),
    );
    expect((await viewOf(student, end.documentId)).role).toBe('author');
    for (const path of ['/api/imports/docs/check', '/api/imports/docs/run']) {
      const r = await fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(file('# x', 'x.md')),
      });
      expect(r.status).toBe(401);
    }
  });
});

describe('without the documents area', () => {
  it('both calls answer 503 with the reason and write nothing', async () => {
    const alone = await startTestServer([imports]);
    try {
      const c = await alone.signIn(ALICE);
      const before = await tableCounts(alone.temp);
      for (const path of ['/api/imports/docs/check', '/api/imports/docs/run'])
        expect(await errorOf(c.request('POST', path, file('# x', 'x.md')), 503)).toBe(
          'Импорт документов недоступен: раздел документов выключен',
        );
      expect(await tableCounts(alone.temp)).toEqual(before);
    } finally {
      await alone.close();
    }
  });
});
