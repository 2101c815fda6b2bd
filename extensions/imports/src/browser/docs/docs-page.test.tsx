import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defineExtension } from '@ontobench/sdk';
import { PluginTestRoot, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { DocsCheck } from '../../common/docs/api.ts';
import imports from '../index.ts';
import { kernelWithHttp, type Call } from '../test-http.ts';
import docsImport, { DOCS_EXTENSION_ID, DOCS_ROUTE_ID } from './manifest.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

/** The documents area as the kernel sees it here: installed and enabled, nothing else. */
const documents = defineExtension({ id: 'documents', version: '0.0.0', contributes: {} });

function kernelWith(answer: (call: Call) => { status?: number; body?: unknown }) {
  const made = kernelWithHttp(answer);
  made.kernel.host.install(documents);
  made.kernel.host.install(imports);
  made.kernel.host.install(docsImport);
  return made;
}

async function open(answer: (call: Call) => { status?: number; body?: unknown }) {
  const { kernel, calls } = kernelWith(answer);
  const Page = await loadRoutePage(kernel, DOCS_ROUTE_ID);
  render(
    <PluginTestRoot kernel={kernel} extensionId={DOCS_EXTENSION_ID} path="/docs-import">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  await screen.findByTestId('imports-docs-input');
  return calls;
}

const check = (more: Partial<DocsCheck>): DocsCheck => ({
  fileName: 'guide.md',
  format: 'markdown',
  name: 'Руководство',
  headings: [
    { level: 1, text: 'Руководство' },
    { level: 2, text: 'Шаги' },
  ],
  paragraphs: 4,
  images: 0,
  tables: 1,
  warnings: [],
  ...more,
});

/** A text's UTF-8 bytes as base64, as the page sends a file. */
const utf8Base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

const pick = (files: File[]) => fireEvent.change(screen.getByTestId('imports-docs-input'), { target: { files } });

describe('/docs-import (issue 21 item 4; shell.md §2)', () => {
  it('shows only while the documents area is enabled: disabling it takes the route and the menu entry away', async () => {
    const { kernel } = kernelWith(() => ({ body: {} }));
    const has = () => [
      kernel.points.routes.all.some((r) => r.id === DOCS_ROUTE_ID),
      kernel.points.menus.all.some((m) => m.id === 'imports.menu.docs'),
    ];
    expect(has()).toEqual([true, true]);
    await kernel.host.disable('documents');
    expect(has()).toEqual([false, false]);
    expect(kernel.host.get(DOCS_EXTENSION_ID)?.enabled).toBe(false);
  });

  it('empty at first; each chosen file is checked at once and previewed (name, counts, outline, notes)', async () => {
    const calls = await open((call) =>
      call.url.endsWith('/check')
        ? {
            body:
              (call.body as { fileName: string }).fileName === 'guide.md'
                ? check({})
                : check({
                    fileName: 'report.docx',
                    format: 'docx',
                    name: 'report',
                    headings: [],
                    warnings: ['Стиль абзаца «Title» не распознан: текст импортирован без него'],
                  }),
          }
        : { body: {} },
    );
    expect(screen.getByTestId('imports-docs-empty').textContent).toBe(
      'Выберите документ .docx или .md: сначала покажем, что из него получится.',
    );
    expect((screen.getByTestId('imports-docs-run') as HTMLButtonElement).disabled).toBe(true);
    pick([new File(['# Руководство'], 'guide.md'), new File([new Uint8Array([80, 75, 3, 4])], 'report.docx')]);
    const cards = await screen.findAllByTestId('imports-docs-file');
    expect(cards).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByTestId('imports-docs-name')).toHaveLength(2));
    const [md, docx] = cards;
    expect(within(md!).getByTestId('imports-docs-name').textContent).toBe('Название документа: Руководство');
    expect(within(md!).getByTestId('imports-docs-counts').textContent).toBe(
      'Заголовков: 2, абзацев: 4, таблиц: 1, изображений: 0',
    );
    expect(within(md!).getByTestId('imports-docs-outline').textContent).toBe('РуководствоШаги');
    expect(within(docx!).getByText('В документе нет заголовков')).toBeTruthy();
    expect(within(docx!).getByTestId('imports-docs-warnings').textContent).toContain('Стиль абзаца «Title»');
    expect(calls.filter((c) => c.url.endsWith('/check')).map((c) => c.body)).toEqual([
      { file: utf8Base64('# Руководство'), fileName: 'guide.md' },
      { file: 'UEsDBA==', fileName: 'report.docx' },
    ]);
    expect(screen.getByTestId('imports-docs-run').textContent).toBe('Импортировать 2 файла');
  });

  it('a file the server refuses shows its reason; another type is refused without a call; it can be removed', async () => {
    const calls = await open(() => ({
      status: 400,
      body: { error: 'Файл не похож на документ Word (.docx): это не ZIP-архив' },
    }));
    pick([new File(['x'], 'bad.docx'), new File(['x'], 'table.xlsx')]);
    await waitFor(() => expect(screen.getAllByTestId('imports-docs-error')).toHaveLength(2));
    const texts = screen.getAllByTestId('imports-docs-error').map((e) => e.textContent);
    expect(texts).toEqual([
      'Файл не импортируется: Файл не похож на документ Word (.docx): это не ZIP-архив',
      'Файл не импортируется: Поддерживаются файлы Word (.docx) и Markdown (.md)',
    ]);
    expect(calls).toHaveLength(1);
    expect((screen.getByTestId('imports-docs-run') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Убрать файл «table.xlsx» из списка' }));
    expect(screen.getAllByTestId('imports-docs-file')).toHaveLength(1);
  });

  it('imports the checked files one by one as jobs and links each new document; a failed one says why', async () => {
    const calls = await open((call) => {
      const name = (call.body as { fileName?: string } | undefined)?.fileName;
      if (call.url.endsWith('/check')) return { body: check({ fileName: name, name: name === 'a.md' ? 'А' : 'Б' }) };
      if (call.url.endsWith('/imports/docs/run'))
        return { body: { importId: `i-${name}`, requestId: name === 'a.md' ? 'ra' : 'rb' } };
      if (call.url.endsWith('/status')) return { body: { status: call.url.includes('/ra/') ? 'completed' : 'error' } };
      if (call.url.endsWith('/ra/result')) return { body: { importId: 'i-a', documentId: 'doc-1', name: 'А' } };
      if (call.url.endsWith('/rb/result'))
        return { status: 403, body: { error: 'У вас нет прав на создание документов' } };
      return { status: 204 };
    });
    pick([new File(['# А'], 'a.md'), new File(['# Б'], 'b.md')]);
    await waitFor(() => expect(screen.getAllByTestId('imports-docs-name')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('imports-docs-run'));
    const open1 = await screen.findByTestId('imports-docs-open');
    expect(open1.getAttribute('href')).toBe('/docs/view/doc-1');
    expect(screen.getByTestId('imports-docs-done').textContent).toContain('Документ «А» создан.');
    expect((await screen.findByTestId('imports-docs-error')).textContent).toBe(
      'Импорт не выполнен, ничего не записано: У вас нет прав на создание документов',
    );
    const runs = calls.filter((c) => c.url.endsWith('/imports/docs/run'));
    expect(runs.map((c) => c.body)).toEqual([
      { file: utf8Base64('# А'), fileName: 'a.md', deferred: true },
      { file: utf8Base64('# Б'), fileName: 'b.md', deferred: true },
    ]);
  });
});
