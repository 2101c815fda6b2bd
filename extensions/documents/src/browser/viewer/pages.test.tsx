import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, loadRoutePage } from '@ontobench/sdk/testing';
import type { DocNode, DocumentView, PublicationTree } from '../../common/api.ts';
import documents from '../index.ts';

afterEach(cleanup);

const REF = '0a1b2c3d-0000-4000-8000-00000000000a';
const CONTENT: DocNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Глава первая' }] },
    { type: 'paragraph', content: [{ type: 'text', text: `См. :class-${REF}(пиццу) в меню.` }] },
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Раздел' }] },
    { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Глубокий' }] },
  ],
};
const VIEW: DocumentView = {
  id: 'd1',
  name: 'Регламент',
  code: 'РГ-1',
  annotation: 'О порядке работы',
  status: 'Черновик',
  statusColor: '#ff8800',
  stage: null,
  icon: null,
  color: null,
  isPublicDoc: false,
  subjectAreas: [],
  connections: [{ id: 'c1', name: 'Кухня' }],
  author: { id: 'u1', name: 'Иванов' },
  editor: { id: 'u2', name: 'Петров' },
  createdAt: '2026-03-05T10:00:00Z',
  version: 3,
  content: CONTENT,
  role: 'author',
  canEdit: true,
};

type Reply = (path: string, init?: RequestInit & { noAuthRedirect?: boolean }) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function open(routeId: string, params: Record<string, string>, reply: Reply, user: null | undefined = undefined) {
  const request = vi.fn(async (path: string, init?: RequestInit) => reply(path, init));
  const http = { request, onResponse: () => ({ dispose() {} }), onUnauthorized: () => ({ dispose() {} }) };
  const kernel = createPluginTestKernel(user === null ? { user: null } : {});
  kernel.bind(Services.Http, http as unknown as HttpClient);
  kernel.host.install(documents);
  const Page = await loadRoutePage(kernel, routeId);
  render(
    <PluginTestRoot kernel={kernel} extensionId="documents">
      <Page params={params} />
    </PluginTestRoot>,
  );
  return { kernel, request };
}

const documentReply: (view: DocumentView) => Reply = (view) => (path, init) => {
  if (path === '/api/documents/d1') return json(view);
  if (path === '/api/terms/resolve' && init?.method === 'POST') return json([{ id: REF, name: 'Пицца' }]);
  return json({ error: 'нет' }, 404);
};

describe('/docs/view/{id}', () => {
  it('shows the fields, the content with the reference expanded, three levels of contents, Edit, and a recent link', async () => {
    const { kernel, request } = await open('documents.view', { id: 'd1' }, documentReply(VIEW));
    expect(await screen.findByTestId('doc-name')).toHaveProperty('textContent', 'Регламент');
    const header = screen.getByTestId('doc-header');
    for (const text of ['РГ-1', 'О порядке работы', 'Черновик', 'Иванов', 'Петров', '05.03.2026'])
      expect(within(header).getByText(text)).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Кухня' }).getAttribute('href')).toBe('/termin/c1');
    const ref = await screen.findByRole('link', { name: 'пиццу' });
    expect(ref.getAttribute('href')).toBe(`/class_list/${REF}`);
    expect(request.mock.calls.filter(([p]) => p === '/api/terms/resolve')).toHaveLength(1);
    expect(JSON.parse(String(request.mock.calls.find(([p]) => p === '/api/terms/resolve')![1]!.body))).toEqual({
      refs: [{ kind: 'class', id: REF, secondId: null }],
    });

    const toc = screen.getByTestId('doc-toc');
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Глава первая', 'Раздел']);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    fireEvent.click(within(toc).getByRole('link', { name: 'Раздел' }));
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('doc-heading-2'));

    expect(screen.getByTestId('doc-edit').getAttribute('href')).toBe('/docs/edit/d1');
    expect(kernel.get(Services.RecentLinks).links[0]).toMatchObject({
      link: '/docs/view/d1',
      objectName: 'Регламент',
      businessEntity: 'document',
    });
  });

  it('a reader gets no Edit; the view-only page never offers it', async () => {
    await open('documents.view', { id: 'd1' }, documentReply({ ...VIEW, canEdit: false, role: 'reader' }));
    await screen.findByTestId('doc-name');
    expect(screen.queryByTestId('doc-edit')).toBeNull();
    cleanup();
    await open('documents.blank', { id: 'd1' }, documentReply(VIEW));
    await screen.findByTestId('doc-name');
    expect(screen.queryByTestId('doc-edit')).toBeNull();
  });

  it('says "not found" for a 404 and the server’s reason for a failure, in Russian', async () => {
    await open('documents.view', { id: 'zz' }, () => json({ error: 'Not found' }, 404));
    expect((await screen.findByTestId('doc-not-found')).textContent).toContain('Документ не найден');
    cleanup();
    await open('documents.view', { id: 'd1' }, () => json({ error: 'База недоступна' }, 500));
    expect((await screen.findByTestId('doc-failed')).textContent).toBe(
      'Не удалось загрузить документ: База недоступна',
    );
  });

  it('an empty document says so, and has no contents panel', async () => {
    await open('documents.view', { id: 'd1' }, documentReply({ ...VIEW, content: null }));
    expect(await screen.findByText('В документе пока нет текста.')).toBeTruthy();
    expect(screen.queryByTestId('doc-toc')).toBeNull();
  });
});

describe('public pages', () => {
  it('/public/doc/{id}: the public content, no sign-in redirect, no term resolution, the .docx link', async () => {
    const { request } = await open(
      'documents.publicDoc',
      { id: 'p1' },
      (path) =>
        path === '/api/public/doc/p1'
          ? json({ id: 'p1', name: 'Открытый', annotation: null, content: CONTENT })
          : json({ error: 'нет' }, 404),
      null,
    );
    expect((await screen.findByTestId('doc-name')).textContent).toBe('Открытый');
    expect(screen.getByText('пиццу')).toBeTruthy();
    expect(screen.getByTestId('doc-docx').getAttribute('href')).toBe('/api/public/doc/p1/docx');
    expect(request.mock.calls.map(([p]) => p)).toEqual(['/api/public/doc/p1']);
    expect(request.mock.calls[0]![1]).toMatchObject({ noAuthRedirect: true });
  });

  it('/public/doc/{id}: a 404 is the not-found page', async () => {
    await open('documents.publicDoc', { id: 'p2' }, () => json({ error: 'Not found' }, 404), null);
    expect((await screen.findByTestId('doc-not-found')).textContent).toContain('Документ не найден');
  });

  it('/public/doctree/{id}: the tree on the left, the chosen document on the right', async () => {
    const node = (linkId: string, name: string, order: number, text: string) => ({
      linkId,
      name,
      icon: null,
      order,
      document: { id: `doc-${linkId}`, name },
      version: 1,
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
      children: [],
    });
    const tree: PublicationTree = {
      publication: { id: 't1', name: 'Справочник', annotation: 'Для всех', isPublic: true, settings: null },
      roots: [
        node('b', 'Второй', 2, 'текст второго'),
        { ...node('a', 'Первый', 1, 'текст первого'), children: [node('c', 'Вложенный', 1, 'текст вложенного')] },
      ],
    };
    await open(
      'documents.publicTree',
      { id: 't1' },
      (path) => (path === '/api/public/doctree/t1' ? json(tree) : json({}, 404)),
      null,
    );
    const nav = await screen.findByTestId('doctree');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Первый', 'Вложенный', 'Второй']);
    expect(screen.getByText('текст первого')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Вложенный' }));
    await waitFor(() => expect(screen.getByText('текст вложенного')).toBeTruthy());
    expect(within(nav).getByRole('button', { name: 'Вложенный' }).getAttribute('aria-current')).toBe('page');
  });
});
