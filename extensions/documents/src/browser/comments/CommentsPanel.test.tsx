import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, realtimeFake } from '@ontobench/sdk/testing';
import type { CommentView } from '../../common/api.ts';
import documents from '../index.ts';
import { CommentsPanel } from './CommentsPanel.tsx';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const DOC = '11111111-1111-4111-8111-111111111111';
const comment = (id: string, text: string, extra: Partial<CommentView> = {}): CommentView => ({
  id,
  text,
  author: { id: 'someone', name: 'Иванов Иван' },
  date: '2026-11-24T10:00:00.000Z',
  completed: false,
  parentId: null,
  params: null,
  documentRange: null,
  object: DOC,
  canEdit: false,
  canRemove: true,
  ...extra,
});

/** The panel over a fake server (a list of comments) and a fake realtime channel. */
function show(initial: CommentView[], range: CommentView['documentRange'] = null) {
  const stored = [...initial];
  const calls: { method: string; url: string; body: unknown }[] = [];
  const http = {
    request: async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'POST') {
        const made = comment(`c${stored.length + 1}`, body.text, {
          documentRange: body.documentRange ?? null,
          canEdit: true,
        });
        stored.push(made);
        return Response.json(made);
      }
      if (method === 'DELETE') return Response.json({ removed: [] });
      return Response.json(stored);
    },
  } as unknown as HttpClient;
  const realtime = realtimeFake();
  const kernel = createPluginTestKernel();
  kernel.host.install(documents);
  kernel.bind(Services.Http, http);
  kernel.bind(Services.Realtime, realtime.service);
  render(
    <PluginTestRoot kernel={kernel} extensionId="documents">
      <CommentsPanel documentId={DOC} range={range} />
    </PluginTestRoot>,
  );
  return { stored, calls, realtime };
}

describe('CommentsPanel', () => {
  it('says when there are none; Ctrl+Enter sends a comment on the selected range', async () => {
    const range = { from: 1, to: 9, quote: 'Практика' };
    const { calls } = show([], range);
    expect(await screen.findByText('Комментариев пока нет')).toBeTruthy();
    expect(screen.getByTestId('comment-range-quote').textContent).toBe('Практика');
    const field = screen.getByLabelText('Новый комментарий к фрагменту');
    fireEvent.change(field, { target: { value: '  Уточните сроки  ' } });
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('Уточните сроки')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/documents/${DOC}/comments`,
      body: { text: 'Уточните сроки', documentRange: range },
    });
  });

  it('indents replies, shows a script as text, and reloads when the channel names this document only', async () => {
    const { stored, calls, realtime } = show([
      comment('a', '<script>window.hacked = 1</script>'),
      comment('b', 'Ответ', { parentId: 'a', date: '2026-11-24T11:00:00.000Z' }),
    ]);
    expect(await screen.findByText('<script>window.hacked = 1</script>')).toBeTruthy();
    expect(document.querySelector('[data-testid="comments-panel"] script')).toBeNull();
    const items = screen.getAllByTestId('comment');
    expect(items.map((i) => i.style.marginLeft)).toEqual([
      expect.stringMatching(/calc\(0 /),
      expect.stringMatching(/calc\(1 /),
    ]);
    const gets = () => calls.filter((c) => c.method === 'GET').length;
    const before = gets();
    act(() => realtime.send('documents/comments', { documentId: 'another' }));
    stored.push(comment('c', 'Пришло по каналу'));
    act(() => realtime.send('documents/comments', { documentId: DOC }));
    expect(await screen.findByText('Пришло по каналу')).toBeTruthy();
    expect(gets()).toBe(before + 1);
  });

  it('asks before removing and says the replies go too', async () => {
    const { calls } = show([comment('a', 'Корень'), comment('b', 'Ответ', { parentId: 'a' })]);
    const root = (await screen.findAllByTestId('comment'))[0]!;
    fireEvent.click(within(root).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Комментарий будет удалён вместе с ответами (1).')).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/comments/a')).toBe(true));
  });
});
