import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defineExtension, Services, type HttpClient } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  loadRoutePage,
  realtimeFake,
} from '@ontobench/sdk/testing';
import { useLocation } from 'wouter';
import { sdocTopic, type DocumentEvent, type SnapshotEntry } from '../../common/api.ts';
import { rightsFrom } from '../../common/containers.ts';
import extension from '../index.ts';
import { DOC_ID, testState } from '../editor/model/test-document.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

const HTML =
  `<article class="sdoc" data-element="${DOC_ID}"><h1 class="sdoc-title">Регламент</h1>` +
  `<div class="sdoc-documentMetadata"><nav class="sdoc-toc"><ul><li data-level="1"><a href="#s-s1">1. Введение</a></li></ul></nav></div>` +
  `<section class="sdoc-section" data-element="s1" id="s-s1"><h2 class="sdoc-title">1. Введение</h2></section>` +
  `<div class="sdoc-callout" data-element="c1" data-kind="callout" data-settings="{&quot;tone&quot;:&quot;info&quot;}"><p>Важно знать</p></div>` +
  `<table class="sdoc-table"><tbody><tr><td>ячейка</td></tr></tbody></table></article>`;

const PUBLICATIONS: SnapshotEntry[] = [
  {
    id: 'p2',
    name: 'Редакция 2',
    isPublic: true,
    author: { id: 'u', name: 'Алиса' },
    createdAt: '2026-11-22T10:00:00Z',
  },
  {
    id: 'p1',
    name: 'Редакция 1',
    isPublic: false,
    author: { id: 'u', name: 'Алиса' },
    createdAt: '2026-11-20T10:00:00Z',
  },
];

/** A stand-in for the area's server and its realtime channel, for these tests only. */
function fakeServer(options: { rights?: Parameters<typeof rightsFrom>[0]; missing?: boolean } = {}) {
  const sent: { method: string; url: string; body: Record<string, unknown> }[] = [];
  const publications = [...PUBLICATIONS];
  const realtime = realtimeFake();
  let html = HTML;
  const http = {
    request: async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      sent.push({ method, url, body });
      if (options.missing) return json({ error: 'Документ не найден' }, 404);
      if (url === '/api/document/fetch')
        return json(testState({ accessRights: rightsFrom(options.rights ?? { editStructureAllowed: true }) }));
      if (url === '/api/document/render') return json({ html, documentMetadata: {} });
      if (url === `/api/structured-documents/${DOC_ID}/publications` && method === 'GET') return json(publications);
      if (url === `/api/structured-documents/${DOC_ID}/publications`) {
        const entry = {
          id: 'p3',
          name: body.name,
          isPublic: body.isPublic,
          author: null,
          createdAt: '2026-11-24T10:00:00Z',
        };
        publications.unshift(entry as SnapshotEntry);
        return json(entry);
      }
      if (url.startsWith(`/api/structured-documents/${DOC_ID}/viewers`))
        return json({ viewers: [{ userName: 'Алиса' }, { userName: 'Борис' }] });
      if (url === '/api/document/fetchDocumentInstanceDataByElementId')
        return body.elementId === 'e1' ? json({ documentId: DOC_ID, elementId: 'e1' }) : json({ error: 'нет' }, 404);
      return json({ error: 'not here' }, 404);
    },
  } as unknown as HttpClient;
  const emit = (event: DocumentEvent) => act(() => realtime.send(sdocTopic(DOC_ID), event));
  /** What the next render answers (someone saved). */
  const renders = (next: string) => (html = next);
  return { http, realtime: realtime.service, sent, emit, renders };
}

function Where() {
  const [location] = useLocation();
  return <output data-testid="where">{location + window.location.hash}</output>;
}

/** A plugin contributing the `callout` kind, whose renderer shows what it was given. */
const calloutPlugin = defineExtension({
  id: 'callout-plugin',
  version: '1.0.0',
  contributes: {
    documentComponents: [
      {
        id: 'callout',
        allowedIn: ['document'],
        labelKey: 'callout',
        renderer: async () => ({
          default: (props) => <span data-testid="callout">{JSON.stringify(props)}</span>,
        }),
      },
    ],
  },
});

async function open(routeId: string, params: Record<string, string>, server = fakeServer()) {
  const kernel = createPluginTestKernel();
  kernel.host.install(extension);
  kernel.host.install(calloutPlugin);
  await kernel.host.activate('callout-plugin');
  kernel.bind(Services.Http, server.http);
  kernel.bind(Services.Realtime, server.realtime);
  const Page = await loadRoutePage(kernel, routeId);
  render(
    <PluginTestRoot kernel={kernel} extensionId="structured-documents" path="/start">
      <Page params={params} />
      <Where />
    </PluginTestRoot>,
  );
  return { ...server, kernel };
}

describe('the viewer (/view/{id})', () => {
  it('§2: shows the rendered document, registers the tab as a reader and shows who reads, live', async () => {
    const server = await open('structuredDocuments.view', { id: DOC_ID });
    const doc = await screen.findByTestId('sdoc-rendered');
    expect(doc.querySelector('h1')?.textContent).toBe('Регламент');
    expect(doc.querySelector('table td')?.textContent).toBe('ячейка');
    const registered = server.sent.find((s) => s.method === 'POST' && s.url.endsWith('/viewers'));
    expect(registered?.body).toEqual({ viewerId: server.kernel.get(Services.Session).tabSessionId });
    expect((await screen.findByTestId('sdoc-readers')).textContent).toContain('Читают сейчас: 2');
    server.emit({ type: 'viewers', documentId: DOC_ID, viewers: [{ userName: 'Алиса' }] });
    expect(screen.getByTestId('sdoc-readers').textContent).toContain('Читают сейчас: 1');
  });

  it('someone\u2019s save shows without a reload: the document is rendered again once the saves stop', async () => {
    const server = await open('structuredDocuments.view', { id: DOC_ID });
    await screen.findByTestId('sdoc-rendered');
    server.renders(HTML.replace('Регламент', 'Регламент, редакция 2'));
    const saved = (version: number) =>
      server.emit({ type: 'saved', documentId: DOC_ID, version, updateId: `u${version}`, diff: [], by: 'Борис' });
    saved(4);
    saved(5);
    await waitFor(() =>
      expect(screen.getByTestId('sdoc-rendered').querySelector('h1')?.textContent).toBe('Регламент, редакция 2'),
    );
    expect(server.sent.filter((s) => s.url === '/api/document/render')).toHaveLength(2);
  });

  it('lists the publications with name, author, date and the public badge; "Open in the editor" for an editor', async () => {
    await open('structuredDocuments.view', { id: DOC_ID });
    const items = await screen.findAllByTestId('sdoc-publication');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/Редакция 2.*Алиса, 22\.11\.2026.*Публичная/),
      expect.stringMatching(/Редакция 1.*Алиса, 20\.11\.2026/),
    ]);
    expect(items[1]!.textContent).not.toContain('Публичная');
    expect(screen.getByTestId('sdoc-view-edit').getAttribute('href')).toBe(`/structuredDocuments/edit/${DOC_ID}`);
  });

  it('§3: "Publish" asks for a name and public, sends them and shows the new publication', async () => {
    const server = await open('structuredDocuments.view', { id: DOC_ID });
    fireEvent.click(await screen.findByTestId('sdoc-publish'));
    fireEvent.click(await screen.findByTestId('sdoc-publish-submit'));
    expect(await screen.findByText('Введите название')).toBeTruthy();
    fireEvent.change(screen.getByTestId('sdoc-publish-name'), { target: { value: 'Редакция 3' } });
    fireEvent.click(screen.getByTestId('sdoc-publish-public'));
    fireEvent.click(screen.getByTestId('sdoc-publish-submit'));
    await waitFor(() => expect(screen.getAllByTestId('sdoc-publication')).toHaveLength(3));
    expect(server.sent.find((s) => s.method === 'POST' && s.url.endsWith('/publications'))?.body).toEqual({
      name: 'Редакция 3',
      isPublic: true,
    });
  });

  it('a reader sees neither "Publish" nor "Open in the editor"', async () => {
    await open('structuredDocuments.view', { id: DOC_ID }, fakeServer({ rights: { readOnly: true } }));
    await screen.findAllByTestId('sdoc-publication');
    expect(screen.queryByTestId('sdoc-publish')).toBeNull();
    expect(screen.queryByTestId('sdoc-view-edit')).toBeNull();
  });

  it('two ticked publications open their compare, the older first', async () => {
    await open('structuredDocuments.view', { id: DOC_ID });
    const boxes = (await screen.findAllByTestId('sdoc-publication')).map((i) => within(i).getByRole('checkbox'));
    expect(screen.getByTestId('sdoc-compare').hasAttribute('disabled')).toBe(true);
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(screen.getByTestId('sdoc-compare'));
    expect(screen.getByTestId('where').textContent).toBe(`/comparePublications/${DOC_ID}/p1/p2`);
  });

  it('a table-of-contents link scrolls to its heading', async () => {
    await open('structuredDocuments.view', { id: DOC_ID });
    const doc = await screen.findByTestId('sdoc-rendered');
    const section = doc.querySelector<HTMLElement>('#s-s1')!;
    section.scrollIntoView = vi.fn();
    fireEvent.click(doc.querySelector('a[href="#s-s1"]')!);
    expect(section.scrollIntoView).toHaveBeenCalled();
  });

  it('a kind another extension contributes is drawn by its renderer, read-only, with its text and settings', async () => {
    await open('structuredDocuments.view', { id: DOC_ID });
    const drawn = await screen.findByTestId('callout');
    expect(JSON.parse(drawn.textContent!)).toEqual({
      kind: 'callout',
      elementId: 'c1',
      readOnly: true,
      content: 'Важно знать',
      settings: { tone: 'info' },
    });
    expect(drawn.closest('[data-element="c1"]')).toBeTruthy();
  });

  it('a missing or unreadable document is "not found", not the server’s text', async () => {
    await open('structuredDocuments.view', { id: DOC_ID }, fakeServer({ missing: true }));
    expect((await screen.findByTestId('sdoc-view-not-found')).textContent).toContain('Документ не найден');
  });
});

describe('the element link (/editElement/{id})', () => {
  it('§2: finds the owning document and replaces itself with its editor at the element', async () => {
    await open('structuredDocuments.editElement', { id: 'e1' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/structuredDocuments/edit/${DOC_ID}#e1`));
  });

  it('an unknown or unreadable element is "not found"', async () => {
    await open('structuredDocuments.editElement', { id: 'nope' });
    expect((await screen.findByTestId('sdoc-element-not-found')).textContent).toContain('Элемент не найден');
  });
});
