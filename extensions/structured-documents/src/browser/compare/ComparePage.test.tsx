import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { ElementState } from '../../common/api.ts';
import extension from '../index.ts';
import { DOC_ID, el as bare, testState } from '../editor/model/test-document.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

const el = (id: string, kind: string, fields: Partial<ElementState>): ElementState => ({
  ...bare(id, kind),
  ...fields,
});

const publication = (id: string, createdAt: string, children: ElementState[], documentId = DOC_ID) => {
  const state = testState();
  return {
    id,
    name: `Выпуск ${id}`,
    isPublic: false,
    author: null,
    createdAt,
    documentId,
    state: { ...state, documentId, root: { ...state.root, children } },
  };
};

const PUBLICATIONS = {
  old: publication('old', '2026-11-01T10:00:00Z', [
    el('a', 'paragraph', { content: 'Было так' }),
    el('b', 'paragraph', { content: 'Удалят' }),
    el('c', 'paragraph', { content: 'Останется' }),
  ]),
  new: publication('new', '2026-11-02T10:00:00Z', [
    el('a', 'paragraph', { content: 'Стало иначе' }),
    el('c', 'paragraph', { content: 'Останется' }),
    el('d', 'section', { title: 'Новый раздел' }),
  ]),
  other: publication('other', '2026-11-03T10:00:00Z', [], '5d0c0000-0000-4000-8000-0000000000ff'),
};

async function open(pubId: string, secondPubId: string) {
  const http = {
    request: async (url: string) => {
      const id = url.split('/').pop() as keyof typeof PUBLICATIONS;
      return PUBLICATIONS[id] ? json(PUBLICATIONS[id]) : json({ error: 'Публикация не найдена' }, 404);
    },
  } as unknown as HttpClient;
  const kernel = createPluginTestKernel();
  kernel.host.install(extension);
  kernel.bind(Services.Http, http);
  const Page = await loadRoutePage(kernel, 'structuredDocuments.compare');
  render(
    <PluginTestRoot kernel={kernel} extensionId="structured-documents">
      <Page params={{ documentId: DOC_ID, pubId, secondPubId }} />
    </PluginTestRoot>,
  );
}

const rows = () => screen.getAllByTestId('sdoc-compare-row');

describe('the compare of publications (/comparePublications/{documentId}/{pubId}/{secondPubId})', () => {
  it('issue 16 item 7: element by element, each change in words as well as colour, with the fields changed', async () => {
    await open('new', 'old');
    await screen.findByTestId('sdoc-compare');
    expect(rows().map((r) => [r.dataset.id, r.dataset.change])).toEqual([
      ['a', 'changed'],
      ['b', 'removed'],
      ['c', 'moved'],
      ['d', 'added'],
    ]);
    expect(rows()[0]!.textContent).toContain('Было так');
    expect(rows()[0]!.textContent).toContain('Стало иначе');
    expect(rows()[0]!.textContent).toContain('Изменён');
    expect(rows()[0]!.textContent).toContain('Поля: содержимое');
    expect(rows()[1]!.textContent).toContain('Удалён');
    expect(rows()[3]!.textContent).toContain('Добавлен');
    expect(screen.getByText('Было: «Выпуск old», 01.11.2026')).toBeTruthy();
  });

  it('a legend with the counts; "only changes" hides what is the same', async () => {
    await open('old', 'new');
    const legend = await screen.findByTestId('sdoc-compare-legend');
    expect(legend.textContent).toContain('Добавлено: 1');
    expect(legend.textContent).toContain('Удалено: 1');
    expect(legend.textContent).toContain('Изменено: 1');
    expect(legend.textContent).toContain('Перемещено: 1');
    PUBLICATIONS.new.state.root.children.push(el('e', 'paragraph', { content: 'x' }));
    PUBLICATIONS.old.state.root.children.push(el('e', 'paragraph', { content: 'x' }));
    cleanup();
    await open('old', 'new');
    await screen.findByTestId('sdoc-compare');
    expect(rows().map((r) => r.dataset.id)).toContain('e');
    fireEvent.click(screen.getByRole('switch'));
    expect(rows().map((r) => r.dataset.id)).not.toContain('e');
  });

  it('a publication of another document, or a missing one, makes the compare "not found"', async () => {
    await open('old', 'other');
    expect((await screen.findByTestId('sdoc-compare-not-found')).textContent).toContain('Публикации не найдены');
    cleanup();
    await open('old', 'missing');
    expect((await screen.findByTestId('sdoc-compare-not-found')).textContent).toContain('Публикации не найдены');
  });
});
