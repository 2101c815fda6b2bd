import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  loadRoutePage,
  realtimeFake,
} from '@ontobench/sdk/testing';
import { sdocTopic, type DocumentEvent, type DocumentState, type SaveRequest } from '../../../common/api.ts';
import extension from '../../index.ts';
import { DOC_ID, el, testState } from '../model/test-document.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

interface Sent {
  url: string;
  body: Record<string, unknown>;
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** A stand-in for the area's server (common/api.ts) and its realtime channel, for these tests only. */
function fakeServer(state: DocumentState, save?: (body: SaveRequest) => Response) {
  const sent: Sent[] = [];
  const realtime = realtimeFake();
  const http = {
    request: async (url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      sent.push({ url, body });
      if (url === '/api/document/fetch') return body.documentId === DOC_ID ? json(state) : json({ error: 'нет' }, 404);
      if (url === '/api/document/save') {
        const request = body as unknown as SaveRequest;
        return save ? save(request) : json({ version: request.baseVersion + 1, savedAt: '2026-11-24T10:20:30Z' });
      }
      if (url === '/api/document/locks') return json({ ok: true });
      return json({ error: 'not here' }, 404);
    },
  } as unknown as HttpClient;
  // Once the page has subscribed (under a loaded full run the tree can show before): a notice is never lost.
  const emit = async (event: DocumentEvent) => {
    await waitFor(() => expect(realtime.listening(sdocTopic(DOC_ID))).toBeGreaterThan(0));
    act(() => realtime.send(sdocTopic(DOC_ID), event));
  };
  return { http, realtime: realtime.service, sent, emit };
}

async function open(state: DocumentState = testState(), save?: (body: SaveRequest) => Response) {
  const server = fakeServer(state, save);
  const kernel = createPluginTestKernel();
  kernel.host.install(extension);
  kernel.bind(Services.Http, server.http);
  kernel.bind(Services.Realtime, server.realtime);
  const Page = await loadRoutePage(kernel, 'structuredDocuments.edit');
  render(
    <PluginTestRoot kernel={kernel} extensionId="structured-documents">
      <Page params={{ id: DOC_ID }} />
    </PluginTestRoot>,
  );
  await screen.findByTestId('sdoc-tree');
  return { ...server, kernel };
}

const rows = () => screen.getAllByTestId('sdoc-row');
const row = (id: string) => rows().find((r) => r.dataset.id === id)!;
const saves = (sent: Sent[]) => sent.filter((s) => s.url === '/api/document/save').map((s) => s.body);
const saveState = () => screen.getByTestId('sdoc-save-state').textContent;

describe('the structured document editor (/structuredDocuments/edit/{id})', () => {
  it('shows the tree with numbering, kind and title, a toolbar whose buttons say what they do, and «Сохранено»', async () => {
    await open();
    expect(rows().map((r) => r.dataset.id)).toEqual(['s1', 'p1', 'l1', 'i1', 'i2', 'p2']);
    expect(row('i1').textContent).toContain('1.');
    expect(row('i1').textContent).toContain('Блок содержимого');
    expect(row('s1').textContent).toContain('Введение');
    for (const name of ['Вставить', 'Удалить', 'Отключить', 'Переместить вверх', 'Переместить вниз', 'Уровнем выше'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(saveState()).toBe('Сохранено');
  });

  it('§4: a field edit is applied at once, locks the element, and is saved as a diff a second later', async () => {
    const { sent } = await open();
    fireEvent.click(row('p1'));
    fireEvent.change(screen.getByTestId('sdoc-field-title'), { target: { value: 'Новый абзац' } });
    expect(row('p1').textContent).toContain('Новый абзац');
    expect(saveState()).toBe('Сохраняется…');
    expect(sent.find((s) => s.url === '/api/document/locks')?.body).toMatchObject({ elementIds: ['p1'] });
    await waitFor(() => expect(saves(sent)).toHaveLength(1), { timeout: 3000 });
    expect(saves(sent)[0]).toMatchObject({
      documentId: DOC_ID,
      baseVersion: 3,
      tabSessionId: 'test-tab',
      diff: [{ op: 'update', id: 'p1', fields: { title: 'Новый абзац' } }],
    });
    await waitFor(() => expect(saveState()).toBe('Сохранено'));
  });

  it('keyboard: ↓ selects, Alt+↓ moves, ← collapses; the move is saved', async () => {
    const { sent } = await open();
    const tree = screen.getByTestId('sdoc-tree');
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    expect(row('p1').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tree, { key: 'ArrowDown', altKey: true });
    expect(rows().map((r) => r.dataset.id)).toEqual(['s1', 'l1', 'i1', 'i2', 'p1', 'p2']);
    for (let i = 0; i < 3; i++) fireEvent.keyDown(tree, { key: 'ArrowUp' });
    expect(row('l1').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(rows().map((r) => r.dataset.id)).toEqual(['s1', 'l1', 'p1', 'p2']);
    fireEvent.keyDown(tree, { key: 'S', ctrlKey: true });
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]!.diff).toEqual([{ op: 'move', id: 'p1', container: 's1', after: 'l1' }]);
  });

  it('Delete asks first, then deletes the element with what it holds', async () => {
    await open();
    fireEvent.click(row('l1'));
    fireEvent.keyDown(screen.getByTestId('sdoc-tree'), { key: 'Delete' });
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(rows().map((r) => r.dataset.id)).toEqual(['s1', 'p1', 'p2']));
  });

  it('Insert offers the kinds the selected container may hold and inserts one', async () => {
    await open();
    fireEvent.click(row('s1'));
    fireEvent.click(screen.getByTestId('sdoc-insert'));
    const menu = await screen.findByTestId('sdoc-insert-menu');
    expect(within(menu).queryByText('Ячейка таблицы')).toBeNull();
    fireEvent.click(within(menu).getByText('Абзац'));
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(rows()[5]!.textContent).toContain('Абзац');
  });

  it('§5: a refused change says why in words', async () => {
    await open(testState({ root: el(DOC_ID, 'document', [el('t', 'table', [el('r', 'tableRows')])]) }));
    fireEvent.click(row('r'));
    fireEvent.click(screen.getByRole('button', { name: 'Уровнем выше' }));
    expect(screen.getByTestId('sdoc-refusal').textContent).toBe(
      'Этот компонент нельзя поместить сюда: так не разрешает таблица контейнеров.',
    );
  });

  it('a read-only document shows everything disabled', async () => {
    await open(testState({ accessRights: { readOnly: true, editContentAllowed: false, editStructureAllowed: false } }));
    expect(screen.getByTestId('sdoc-read-only').textContent).toContain('только для чтения');
    expect(saveState()).toBe('Только чтение');
    for (const id of ['sdoc-insert', 'sdoc-delete', 'sdoc-move-up', 'sdoc-move-down', 'sdoc-level-up'])
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('sdoc-field-title') as HTMLInputElement).disabled).toBe(true);
  });

  it('a failed save keeps the change and says so with the server’s message; retry sends it again', async () => {
    let fail = true;
    const { sent } = await open(testState(), (body) =>
      fail
        ? json({ error: 'Этот элемент сейчас изменяет другой редактор: Петров' }, 409)
        : json({ version: body.baseVersion + 1, savedAt: '2026-11-24T10:20:30Z' }),
    );
    fireEvent.click(row('p2'));
    fireEvent.change(screen.getByTestId('sdoc-field-content'), { target: { value: 'Текст' } });
    const retry = await screen.findByTestId('sdoc-retry', {}, { timeout: 3000 });
    expect(saveState()).toBe(
      'Не сохранено: Этот элемент сейчас изменяет другой редактор: Петров Ваши изменения остались в редакторе.',
    );
    expect(row('p2')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(saveState()).toBe('Сохранено'));
    expect(saves(sent)).toHaveLength(2);
    expect(saves(sent)[1]!.diff).toEqual([{ op: 'update', id: 'p2', fields: { content: 'Текст' } }]);
  });

  it('§4 realtime: another editor’s save shows without reloading; their lock shows on the row and in the panel', async () => {
    const { emit } = await open();
    await emit({
      type: 'saved',
      documentId: DOC_ID,
      version: 4,
      updateId: 'their-save',
      by: 'Петров',
      diff: [
        { op: 'insert', id: 'n1', kind: 'paragraph', container: DOC_ID, after: 'p2', fields: { title: 'От Петрова' } },
      ],
    });
    expect(row('n1').textContent).toContain('От Петрова');
    await emit({
      type: 'locks',
      documentId: DOC_ID,
      locks: [{ tabSessionId: 'theirs', userName: 'Петров', elementIds: ['p1'] }],
    });
    expect(within(row('p1')).getByTestId('sdoc-lock-badge').textContent).toBe('Изменяет Петров');
    fireEvent.click(row('p1'));
    expect(screen.getByTestId('sdoc-panel-locked').textContent).toContain('Петров');
    expect((screen.getByTestId('sdoc-field-title') as HTMLInputElement).disabled).toBe(true);
  });

  it('a row dragged onto another is moved next to it (moveNextTo)', async () => {
    await open();
    const data = { setData: () => {}, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(row('p2'), { dataTransfer: data });
    fireEvent.dragOver(row('p1'), { dataTransfer: data, clientY: 100 });
    fireEvent.drop(row('p1'), { dataTransfer: data, clientY: 100 });
    expect(rows().map((r) => r.dataset.id)).toEqual(['s1', 'p1', 'p2', 'l1', 'i1', 'i2']);
  });

  it('a missing document is "not found"', async () => {
    const server = fakeServer(testState());
    const kernel = createPluginTestKernel();
    kernel.host.install(extension);
    kernel.bind(Services.Http, server.http);
    kernel.bind(Services.Realtime, server.realtime);
    const Page = await loadRoutePage(kernel, 'structuredDocuments.edit');
    render(
      <PluginTestRoot kernel={kernel} extensionId="structured-documents">
        <Page params={{ id: 'other' }} />
      </PluginTestRoot>,
    );
    expect(await screen.findByText('Документ не найден или недоступен.')).toBeTruthy();
  });
});
