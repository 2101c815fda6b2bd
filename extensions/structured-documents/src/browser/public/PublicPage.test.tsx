import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import extension from '../index.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const DOC = '5d0c0000-0000-4000-8000-0000000000d1';
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

async function open(params: Record<string, string>) {
  const sent: { url: string; init: RequestInit & { noAuthRedirect?: boolean } }[] = [];
  const http = {
    request: async (url: string, init: RequestInit = {}) => {
      sent.push({ url, init });
      if (url === `/api/public/structuredDoc/${DOC}` || url === `/api/public/structuredDoc/${DOC}/p1`)
        return json({
          documentId: DOC,
          publication: { id: 'p1', name: 'Редакция 2026 года', createdAt: '2026-11-20T10:00:00Z' },
          title: 'Положение',
          html: '<article class="sdoc"><h1 class="sdoc-title">Положение</h1><p>&lt;b&gt;текст&lt;/b&gt;</p></article>',
        });
      return json({ error: 'Публикация не найдена' }, 404);
    },
  } as unknown as HttpClient;
  const kernel = createPluginTestKernel({ user: null });
  kernel.host.install(extension);
  kernel.bind(Services.Http, http);
  const Page = await loadRoutePage(kernel, 'structuredDocuments.public');
  render(
    <PluginTestRoot kernel={kernel} extensionId="structured-documents">
      <Page params={params} />
    </PluginTestRoot>,
  );
  return sent;
}

describe('the public page (/public/structuredDoc/{documentId}/{publicationId?})', () => {
  it('shell §2 Public: the newest public publication for anyone, without sending them to sign in', async () => {
    const sent = await open({ documentId: DOC });
    const doc = await screen.findByTestId('sdoc-public-document');
    expect(doc.querySelector('h1')?.textContent).toBe('Положение');
    expect(doc.textContent).toContain('<b>текст</b>');
    expect(screen.getByTestId('sdoc-public').textContent).toContain('Публикация «Редакция 2026 года», 20.11.2026');
    expect(sent[0]!.init.noAuthRedirect).toBe(true);
  });

  it('the publication named; a missing or private one is the public "not found"', async () => {
    await open({ documentId: DOC, publicationId: 'p1' });
    expect(await screen.findByTestId('sdoc-public-document')).toBeTruthy();
    cleanup();
    await open({ documentId: DOC, publicationId: 'p9' });
    expect((await screen.findByTestId('sdoc-public-not-found')).textContent).toContain('Документ не найден');
  });
});
