import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PROP, Services, type HttpClient } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  fakeDataClient,
  loadRoutePage,
} from '@ontobench/sdk/testing';
import { SDOC_CLASS } from '../../common/classes.ts';
import extension from '../index.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

async function open(reply: Parameters<typeof fakeDataClient>[0]) {
  const data = fakeDataClient(reply);
  const kernel = createPluginTestKernel({ data: data.client });
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, 'structuredDocuments.index');
  render(
    <PluginTestRoot kernel={kernel} extensionId="structured-documents" path="/structuredDocuments">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return data;
}

describe('the structured documents index (/structuredDocuments)', () => {
  it('lists the user’s documents by name (get_data on the class), each a link to its editor', async () => {
    const data = await open(() => ({
      count_rows: 2,
      rows: [
        { row: 0, inst: B, prop: PROP.name, val: 'Устав', cap: null, readonly: false },
        { row: 1, inst: A, prop: PROP.name, val: 'Регламент', cap: null, readonly: false },
        { row: 1, inst: A, prop: PROP.creationDate, val: '2026-11-20T10:00:00Z', cap: null },
      ],
    }));
    const list = await screen.findByTestId('sdoc-list');
    const links = list.querySelectorAll('a');
    // Each: its name to the editor, then a button to read it (`/view/{id}`, shell.md §2) named in its tooltip.
    expect([...links].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Регламент', `/structuredDocuments/edit/${A}`],
      ['', `/view/${A}`],
      ['Устав', `/structuredDocuments/edit/${B}`],
      ['', `/view/${B}`],
    ]);
    expect(screen.getByRole('link', { name: 'Читать «Устав»' }).getAttribute('href')).toBe(`/view/${B}`);
    expect(list.textContent).toContain('Создан 20.11.2026');
    expect((data.calls[0]!.body as { class: string }).class).toBe(SDOC_CLASS.StructuredDocument);
  });

  it('§4 quickView: a row’s eye shows the document at a glance, with a link to read it in full', async () => {
    const kernel = createPluginTestKernel({
      data: fakeDataClient(() => ({
        count_rows: 1,
        rows: [{ row: 0, inst: A, prop: PROP.name, val: 'Регламент', cap: null, readonly: false }],
      })).client,
    });
    const asked: string[] = [];
    kernel.bind(Services.Http, {
      request: async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify({ html: '<article><h1>Регламент</h1></article>', documentMetadata: {} }));
      },
    } as unknown as HttpClient);
    kernel.host.install(extension);
    const Page = await loadRoutePage(kernel, 'structuredDocuments.index');
    render(
      <PluginTestRoot kernel={kernel} extensionId="structured-documents" path="/structuredDocuments">
        <Page params={{}} />
      </PluginTestRoot>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Быстрый просмотр «Регламент»' }));
    const shown = await screen.findByTestId('sdoc-quick-view-html');
    expect(shown.querySelector('h1')?.textContent).toBe('Регламент');
    expect(asked).toEqual(['/api/document/quickView']);
    expect(screen.getByRole('link', { name: 'Открыть документ' }).getAttribute('href')).toBe(`/view/${A}`);
  });

  it('says when there are none, and when the load failed (with a retry)', async () => {
    await open(() => ({ count_rows: 0, rows: [] }));
    expect((await screen.findByTestId('sdoc-list-empty')).textContent).toContain('Создать документ');
    cleanup();
    let fail = true;
    await open(() => {
      if (fail) throw new Error('нет связи');
      return { count_rows: 0, rows: [] };
    });
    expect((await screen.findByTestId('sdoc-list-failed')).textContent).toContain('нет связи');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('sdoc-list-empty')).toBeTruthy();
  });

  it('create asks for the name, makes the document (set_data new) and opens it in the editor', async () => {
    const data = await open(() => ({ count_rows: 0, rows: [] }));
    fireEvent.click(await screen.findByTestId('sdoc-create'));
    fireEvent.change(await screen.findByTestId('sdoc-create-name'), { target: { value: '  Положение ' } });
    fireEvent.click(screen.getByTestId('sdoc-create-submit'));
    await waitFor(() => expect(data.calls.some((c) => c.act === 'set_data')).toBe(true));
    const [op] = data.calls.find((c) => c.act === 'set_data')!.body as { op: string; class: string; name: string }[];
    expect(op).toMatchObject({ op: 'new', class: SDOC_CLASS.StructuredDocument, name: 'Положение' });
  });
});
