import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CLASS, Services, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { GeneralSearchReply } from '../../common/general-search/api.ts';
import { GENERAL_SEARCH_ROUTE_ID } from '../contributions/general-search.ts';
import extension from '../index.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const KLASS = '33333333-3333-4333-8333-333333333333';

const REPLY: GeneralSearchReply = {
  text: 'механика',
  total: 2,
  groups: [
    {
      classId: KLASS,
      className: 'Учебная дисциплина',
      count: 1,
      offset: 0,
      items: [
        {
          id: A,
          name: 'Квантовая механика',
          classId: KLASS,
          fuzzy: false,
          nameRanges: [[10, 18]],
          snippet: { propId: B, propName: 'Аннотация', text: 'О <b>механике</b>', ranges: [[5, 13]] },
        },
      ],
    },
    {
      classId: CLASS.Class,
      // The store's English name: the heading is the core class's translated name.
      className: 'Class',
      count: 1,
      offset: 0,
      items: [{ id: B, name: 'Механизм', classId: CLASS.Class, fuzzy: true, nameRanges: [] }],
    },
  ],
};

async function open(path: string, answer: (url: string) => Response) {
  const kernel = createPluginTestKernel();
  const asked: string[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string) => {
      asked.push(url);
      return answer(url);
    },
  } as unknown as HttpClient);
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, GENERAL_SEARCH_ROUTE_ID);
  render(
    <PluginTestRoot kernel={kernel} extensionId="analysis" path={path}>
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return asked;
}

describe('the general search page (/search, issue 18 item 6)', () => {
  it('searches the text of ?q= and groups the results by kind with counts and highlighted words', async () => {
    const asked = await open('/search?q=механика', () => new Response(JSON.stringify(REPLY)));
    const groups = await screen.findAllByTestId('general-search-group');
    expect(asked[0]).toBe(`/api/analysis/general-search?q=${encodeURIComponent('механика')}`);
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Учебная дисциплина', 'Класс']);
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['механика', 'механике']);
    // The snippet's markup is text, never HTML.
    expect(document.querySelector('b')).toBeNull();
    expect(groups[0]!.textContent).toContain('Аннотация: О <b>механике</b>');
    expect(groups[1]!.textContent).toContain('похожее написание');
    expect((screen.getByDisplayValue('механика') as HTMLInputElement).value).toBe('механика');
  });

  it('shows a result no kind and no ontology page opens as text, not as a link', async () => {
    await open('/search?q=механика', () => new Response(JSON.stringify(REPLY)));
    await screen.findAllByTestId('general-search-group');
    expect(screen.queryByRole('link', { name: 'Открыть «Квантовая механика»' })).toBeNull();
    const texts = screen.getAllByTitle('Для этого объекта нет страницы').map((e) => e.textContent);
    expect(texts).toEqual(['Квантовая механика', 'Механизм']);
  });

  it('focuses the box on open, and Enter searches', async () => {
    const asked = await open('/search', () => new Response(JSON.stringify({ text: 'x', total: 0, groups: [] })));
    const input = (await screen.findByTestId('general-search-input')) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.getByText(/поиск идёт по названиям/)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'алгебра' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByTestId('general-search-empty')).toBeTruthy();
    expect(asked).toEqual([`/api/analysis/general-search?q=${encodeURIComponent('алгебра')}`]);
  });

  it('says when the search failed, with a retry', async () => {
    let calls = 0;
    await open('/search?q=x', () => {
      calls += 1;
      return new Response(JSON.stringify({ error: 'Сбой' }), { status: 500 });
    });
    expect((await screen.findByTestId('general-search-failed')).textContent).toContain('Поиск не выполнен');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(calls).toBe(2));
  });
});
