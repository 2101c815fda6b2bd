import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { QueryCall } from '../../common/general-search/api.ts';
import { QUERY_HISTORY_ROUTE_ID } from '../contributions/query-history.ts';
import extension from '../index.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const call = (id: string, durationMs: number, more: Partial<QueryCall> = {}): QueryCall => ({
  id,
  at: '2026-11-25T10:00:00.000Z',
  userId: 'u',
  userEmail: 'alice@example.test',
  kind: 'get_data',
  target: 'class-id',
  durationMs,
  rowCount: 3,
  status: 200,
  error: null,
  ...more,
});

async function open(answer: (url: string) => unknown) {
  const kernel = createPluginTestKernel();
  const asked: string[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(answer(url)));
    },
  } as unknown as HttpClient);
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, QUERY_HISTORY_ROUTE_ID);
  render(
    <PluginTestRoot kernel={kernel} extensionId="analysis" path="/queryHistory">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return asked;
}

describe('the query history page (/queryHistory, issue 18 item 7)', () => {
  it('lists the calls with user, time, duration and row count', async () => {
    await open(() => ({
      items: [call('1', 1234), call('2', 5, { kind: 'execute', target: 'proc', status: 409, rowCount: null })],
      total: 2,
    }));
    const rows = await screen.findAllByTestId('query-history-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('alice@example.test');
    expect(rows[0]!.textContent).toContain('get_data');
    expect(within(rows[0]!).getByTestId('query-history-duration').textContent?.replace(/\s/g, '')).toBe('1234');
    expect(rows[1]!.textContent).toContain('Ошибка 409');
    expect(screen.getByText('Вызовов: 2')).toBeTruthy();
  });

  it('"a slow query is findable in seconds": a minimum duration and slowest first go to the server', async () => {
    const asked = await open(() => ({ items: [call('1', 900)], total: 1 }));
    await screen.findAllByTestId('query-history-row');
    fireEvent.change(screen.getByTestId('query-history-minDuration'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('query-history-sort'), { target: { value: 'duration' } });
    fireEvent.submit(screen.getByTestId('query-history-minDuration').closest('form')!);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[0]).toBe('/api/analysis/query-history?limit=50');
    expect(asked[1]).toBe('/api/analysis/query-history?minDuration=500&sort=duration&limit=50');
  });

  it('refuses a minimum duration that is not a whole number', async () => {
    await open(() => ({ items: [], total: 0 }));
    expect(await screen.findByTestId('query-history-empty')).toBeTruthy();
    fireEvent.change(screen.getByTestId('query-history-minDuration'), { target: { value: '-3' } });
    expect(screen.getByText('Введите целое число не меньше нуля')).toBeTruthy();
    expect((screen.getByTestId('query-history-apply') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a call’s time opens its request as pretty JSON', async () => {
    await open((url) =>
      url.endsWith('/7')
        ? { ...call('7', 10), request: { act: 'get_data', class: 'class-id', limit: 3 } }
        : { items: [call('7', 10)], total: 1 },
    );
    const [row] = await screen.findAllByTestId('query-history-row');
    fireEvent.click(within(row!).getByRole('button'));
    const json = await screen.findByTestId('query-call-request');
    expect(json.textContent).toBe(JSON.stringify({ act: 'get_data', class: 'class-id', limit: 3 }, null, 2));
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByTestId('query-call-request')).toBeNull());
  });

  it('pages by 50', async () => {
    const asked = await open(() => ({ items: [call('1', 1)], total: 120 }));
    expect(await screen.findByText('Страница 1 из 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(asked).toContain('/api/analysis/query-history?offset=50&limit=50'));
  });
});
