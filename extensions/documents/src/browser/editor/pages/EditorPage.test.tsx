import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CLASS, PROP, Services, type HttpClient } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  fakeDataClient,
  loadRoutePage,
} from '@ontobench/sdk/testing';
import type { Editor } from '@tiptap/core';
import type { DocumentView } from '../../../common/api.ts';
import { DOC_PROP } from '../../../common/schema.ts';
import documents from '../../index.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const DOC_ID = '11111111-1111-4111-8111-111111111111';
const CLASS_ID = '22222222-2222-4222-8222-222222222222';
const INDIVIDUAL_ID = '44444444-4444-4444-8444-444444444444';

const view = (over: Partial<DocumentView> = {}): DocumentView => ({
  id: DOC_ID,
  name: 'Отчёт',
  code: null,
  annotation: null,
  status: null,
  statusColor: null,
  stage: null,
  icon: null,
  color: null,
  isPublicDoc: false,
  subjectAreas: [],
  connections: [],
  author: null,
  editor: null,
  createdAt: null,
  version: 4,
  content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Первый абзац' }] }] },
  role: 'author',
  canEdit: true,
  ...over,
});

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** A stand-in for the documents server (the contract of common/api.ts), for this test only. */
function fakeServer(document: DocumentView, save: (body: { baseVersion: number }) => Response) {
  const sent: Sent[] = [];
  const json = (value: unknown, status = 200) =>
    new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  const http = {
    request: async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method: init.method ?? 'GET', url, body });
      if (url === `/api/documents/${DOC_ID}` && !init.method) return json(document);
      if (url === `/api/documents/${DOC_ID}/content` && init.method === 'PUT')
        return save(body as { baseVersion: number });
      if (url === '/api/terms/resolve') return json([{ id: CLASS_ID, name: 'Пицца', discourseCaption: 'Пиццерия' }]);
      return json({ error: 'not here' }, 404);
    },
  } as unknown as HttpClient;
  return { http, sent, json };
}

async function open(
  document: DocumentView,
  save?: (body: { baseVersion: number }) => Response,
  options: { prefetch?: boolean; locale?: 'en' } = {},
) {
  const ok = (body: { baseVersion: number }) =>
    new Response(JSON.stringify({ version: body.baseVersion + 1, savedAt: '2026-11-24T10:20:30Z' }), {
      headers: { 'content-type': 'application/json' },
    });
  const server = fakeServer(document, save ?? ok);
  const data = fakeDataClient((query) => {
    const q = query as { class: string };
    if (q.class === CLASS_ID)
      return {
        count_rows: 1,
        rows: [{ row: 0, inst: INDIVIDUAL_ID, prop: PROP.name, val: 'Маргарита', cap: null, readonly: true }],
      };
    return q.class === CLASS.Class
      ? {
          count_rows: 1,
          rows: [{ row: 0, inst: CLASS_ID, prop: PROP.name, val: 'Пицца (итальянская)', cap: null, readonly: true }],
        }
      : { count_rows: 0, rows: [] };
  });
  // The properties form: the name and the annotation of the document (get_form).
  data.client.getForm = async () => ({
    fields: [
      {
        prop: PROP.name,
        tab: 'main',
        kind: 'data',
        base_type: 'string',
        multiple: false,
        range: [],
        constraints: null,
        default: null,
        values: [{ val: document.name, cap: null }],
      },
      {
        prop: DOC_PROP.annotation,
        tab: 'main',
        kind: 'data',
        base_type: 'string',
        multiple: false,
        range: [],
        constraints: null,
        default: null,
      },
    ],
  });
  const kernel = createPluginTestKernel({ data: data.client, ...(options.locale ? { locale: options.locale } : {}) });
  kernel.host.install(documents);
  kernel.bind(Services.Http, server.http);
  if (options.prefetch)
    kernel.points.routes.get('documents.edit')!.prefetch!(
      { id: DOC_ID },
      { http: server.http, data: data.client, language: 'ru' },
    );
  const Page = await loadRoutePage(kernel, 'documents.edit');
  render(
    <PluginTestRoot kernel={kernel} extensionId="documents">
      <Page params={{ id: DOC_ID }} />
    </PluginTestRoot>,
  );
  const content = await screen.findByTestId('editor-content');
  const editor = (content as unknown as { editor: Editor }).editor;
  return { ...server, data, content, editor, kernel };
}

const saves = (sent: Sent[]) => sent.filter((s) => s.method === 'PUT');

describe('the document editor page (/docs/edit/{id})', () => {
  it('shows the content with a toolbar whose buttons say what they do, and «Сохранено»', async () => {
    const { content } = await open(view());
    expect(content.textContent).toContain('Первый абзац');
    expect(content.getAttribute('contenteditable')).toBe('true');
    for (const name of ['Полужирный', 'Курсив', 'Подчёркнутый', 'Заголовок 1', 'Таблица', 'Ссылка на термин'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    // The autosave reports its first status from an effect after the content shows: wait for it.
    await waitFor(() => expect(screen.getByTestId('editor-save-state').textContent).toBe('Сохранено'));
  });

  it('§4: saves a change a second after typing stops, with the version it was based on; says «Сохранено в …»', async () => {
    const { editor, sent } = await open(view());
    act(() => void editor.chain().focus('end').insertContent(' и ещё текст').run());
    expect(screen.getByTestId('editor-save-state').textContent).toBe('Есть несохранённые изменения');
    await waitFor(() => expect(saves(sent)).toHaveLength(1), { timeout: 3000 });
    const body = saves(sent)[0]!.body as { baseVersion: number; content: unknown };
    expect(body.baseVersion).toBe(4);
    expect(JSON.stringify(body.content)).toContain('Первый абзац и ещё текст');
    await waitFor(() => expect(screen.getByTestId('editor-save-state').textContent).toMatch(/^Сохранено в \d/));
  });

  it('Ctrl+S saves at once; nothing is sent when nothing changed', async () => {
    const { editor, sent } = await open(view());
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(saves(sent)).toHaveLength(0);
    act(() => void editor.chain().focus('end').insertContent('!').run());
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
  });

  it('§4: a reader sees the content, not editable, with a notice, and no toolbar', async () => {
    const { content } = await open(view({ canEdit: false, role: 'reader' }));
    expect(content.getAttribute('contenteditable')).toBe('false');
    expect(screen.getByTestId('editor-read-only').textContent).toContain('только для чтения');
    expect(screen.queryByTestId('editor-toolbar')).toBeNull();
  });

  it('a 409 says someone else saved and offers to reload; the text stays', async () => {
    const { editor, content } = await open(
      view(),
      () =>
        new Response(JSON.stringify({ error: 'stale' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    );
    act(() => void editor.chain().focus('end').insertContent(' моё').run());
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(await screen.findByTestId('editor-reload', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('editor-save-state').textContent).toContain('изменил другой пользователь');
    expect(content.textContent).toContain('Первый абзац моё');
  });

  it('a failed save keeps the text, says so with the reason, and the retry button sends it again', async () => {
    let fail = true;
    const { editor, sent } = await open(view(), (body) =>
      fail
        ? new Response(JSON.stringify({ error: 'Сервер недоступен' }), { status: 500 })
        : new Response(JSON.stringify({ version: body.baseVersion + 1, savedAt: '2026-11-24T10:20:30Z' })),
    );
    act(() => void editor.chain().focus('end').insertContent(' текст').run());
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    const retry = await screen.findByTestId('editor-retry');
    expect(screen.getByTestId('editor-save-state').textContent).toBe(
      'Не сохранено: Сервер недоступен Ваш текст остался в редакторе.',
    );
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('editor-save-state').textContent).toMatch(/^Сохранено в/));
    expect(saves(sent)).toHaveLength(2);
  });

  it('the reference picker finds a class by name, shows kind and ontology, and inserts `:class-uuid(name)`', async () => {
    const { editor, data } = await open(view());
    act(() => void editor.commands.focus('end'));
    fireEvent.click(screen.getByRole('button', { name: 'Ссылка на термин' }));
    fireEvent.change(await screen.findByTestId('reference-picker-search'), { target: { value: 'Пиц' } });
    const hit = await screen.findByTestId('reference-picker-hit', {}, { timeout: 3000 });
    expect(hit.textContent).toContain('Пицца (итальянская)');
    await waitFor(() => expect(hit.textContent).toContain('Класс · Пиццерия'));
    expect(data.calls.some((c) => (c.body as { filter?: string }).filter === "[name] ~ 'Пиц'")).toBe(true);
    fireEvent.click(screen.getByTestId('reference-picker-insert'));
    await waitFor(() => expect(editor.getText()).toContain(`:class-${CLASS_ID}(Пицца итальянская)`));
  });

  it('unsaved text marks the page dirty for the shell guard; leaving the route saves it', async () => {
    const { editor, sent, kernel } = await open(view());
    const guard = kernel.get(Services.UnsavedChanges);
    expect(guard.dirty).toBe(false);
    act(() => void editor.chain().focus('end').insertContent(' напоследок').run());
    expect(guard.dirty).toBe(true);
    cleanup(); // the route is left before the debounce ran out
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(JSON.stringify((saves(sent)[0]!.body as { content: unknown }).content)).toContain('напоследок');
  });

  it('the picker reaches the individuals of a chosen class and writes them as `ontology` terms, with `!`', async () => {
    const { editor, data } = await open(view());
    act(() => void editor.commands.focus('end'));
    fireEvent.click(screen.getByRole('button', { name: 'Ссылка на термин' }));
    fireEvent.change(await screen.findByTestId('reference-picker-search'), { target: { value: 'Пиц' } });
    await screen.findByTestId('reference-picker-hit', {}, { timeout: 3000 });
    fireEvent.click(await screen.findByTestId('reference-picker-individuals'));
    fireEvent.change(screen.getByTestId('reference-picker-search'), { target: { value: 'Мар' } });
    await waitFor(() => expect(screen.getByTestId('reference-picker-hit').textContent).toContain('Маргарита'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('reference-picker-hit').textContent).toContain('Экземпляр');
    expect(data.calls.some((c) => (c.body as { class?: string }).class === CLASS_ID)).toBe(true);
    fireEvent.click(screen.getByTestId('reference-picker-expand'));
    fireEvent.click(screen.getByTestId('reference-picker-insert'));
    await waitFor(() => expect(editor.getText()).toContain(`!:ontology-${INDIVIDUAL_ID}(Маргарита)`));
  });

  it('entering the route asks for the document while the chunk loads; the page takes that reply', async () => {
    const { sent, content } = await open(view(), undefined, { prefetch: true });
    expect(content.textContent).toContain('Первый абзац');
    expect(sent.filter((s) => s.url === `/api/documents/${DOC_ID}`)).toHaveLength(1);
  });

  it("a save that does not reach the server says so in Russian (not the browser's English)", async () => {
    const { editor } = await open(view(), () => {
      throw new TypeError('Failed to fetch');
    });
    act(() => void editor.chain().focus('end').insertContent(' офлайн').run());
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await screen.findByTestId('editor-retry');
    expect(screen.getByTestId('editor-save-state').textContent).toBe(
      'Не сохранено: нет связи с сервером Ваш текст остался в редакторе.',
    );
  });

  it('a stored node of an unknown type is dropped; the rest of the document opens (not an empty one)', async () => {
    const stored = view().content!;
    const { content } = await open(
      view({ content: { ...stored, content: [{ type: 'widget', content: [] }, ...stored.content!] } }),
    );
    expect(content.textContent).toContain('Первый абзац');
  });

  it('speaks English when the interface is English', async () => {
    await open(view({ canEdit: false }), undefined, { locale: 'en' });
    expect(screen.getByTestId('editor-read-only').textContent).toBe(
      'The document is open read-only: you may not change it.',
    );
    expect(screen.getByRole('button', { name: 'Properties' })).toBeTruthy();
  });

  it('«Свойства»: the object form with translated labels; a rename there renames the page and the tab', async () => {
    const { kernel, data } = await open(view());
    expect(kernel.get(Services.Title).pageTitle).toBe('Отчёт');
    fireEvent.click(screen.getByRole('button', { name: 'Свойства' }));
    expect(await screen.findByText('Аннотация')).toBeTruthy();
    expect(screen.getByLabelText('Публичный документ')).toBeTruthy();
    fireEvent.change(await screen.findByTestId(`field-${PROP.name}`), { target: { value: 'Отчёт за год' } });
    fireEvent.click(screen.getByTestId('object-form-save'));
    await waitFor(() => expect(kernel.get(Services.Title).pageTitle).toBe('Отчёт за год'));
    expect(screen.getByTestId('document-editor').querySelector('h2')?.textContent).toBe('Отчёт за год');
    expect(data.calls.some((c) => c.act === 'set_data')).toBe(true);
  });
});
