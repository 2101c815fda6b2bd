import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PROP, Services, defineExtension, mergeParts, type GetDataReply, type HttpClient } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  fakeDataClient,
  loadRoutePage,
} from '@ontobench/sdk/testing';
import type { RenderReply, ReportDto } from '../../common/reports/api.ts';
import { area } from '../contributions/area.ts';
import { reports } from '../contributions/reports.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const R = '11111111-1111-4111-8111-111111111111';
const S = '22222222-2222-4222-8222-222222222222';

/** This part alone, with the area's texts. */
const extension = defineExtension({
  id: 'analysis',
  version: '0.0.0',
  contributes: {
    ...mergeParts([area, reports]),
    translations: () => import('../i18n/labels.ru.ts').then((m) => m.labelsRu),
    pageTranslations: () => import('../i18n/pages.ru.ts').then((m) => m.pagesRu),
  },
});

const report: ReportDto = {
  id: R,
  name: 'Сводка',
  annotation: 'Для деканата',
  author: null,
  dateCreate: '2026-11-20',
  template: '{{#each курсы}}{{Курс}}{{/each}}',
  sources: [{ alias: 'курсы', search: S }],
};
const rendered: RenderReply = {
  html: '<h1>Сводка</h1>\n<p>Алгебра</p>',
  sources: [
    { alias: 'курсы', search: S, name: 'Курсы', total: 1, read: 1 },
    { alias: 'б', search: R, name: 'б', total: 0, read: 0, error: 'Не удалось загрузить семантический поиск «б»' },
  ],
};
const searches = (): GetDataReply => ({
  count_rows: 1,
  rows: [{ row: 0, inst: S, prop: PROP.name, val: 'Учебные курсы', cap: null, readonly: false }],
});

async function open(route: string, path: string, id = R) {
  const data = fakeDataClient(searches);
  const kernel = createPluginTestKernel({ data: data.client });
  const calls: { url: string; method: string; body: unknown }[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/analysis/reports' && method === 'GET')
        return new Response(JSON.stringify({ reports: [report] }));
      if (url.endsWith('/render') || url.endsWith('/report-preview')) return new Response(JSON.stringify(rendered));
      return new Response(JSON.stringify(report));
    },
  } as unknown as HttpClient);
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, route);
  render(
    <PluginTestRoot kernel={kernel} extensionId="analysis" path={path}>
      <Page params={{ id }} />
    </PluginTestRoot>,
  );
  return { calls, kernel };
}

describe('the report pages (shell.md §2 /reports, /report/designer/{id}, /report/viewer/{id}, /report/view/{id})', () => {
  it('/reports lists the user’s reports: the name opens the viewer, the pencil the designer', async () => {
    await open('analysis.reports', '/reports');
    const list = await screen.findByTestId('reports-list');
    expect(within(list).getByRole('link', { name: 'Открыть отчёт «Сводка»' }).getAttribute('href')).toBe(
      `/report/viewer/${R}`,
    );
    expect(within(list).getByRole('link', { name: 'Изменить «Сводка»' }).getAttribute('href')).toBe(
      `/report/designer/${R}`,
    );
    expect(list.textContent).toContain('Источников: 1');
    expect(list.textContent).toContain('Создан 20.11.2026');
  });

  it('the viewer shows the render, §8 for a failed source, and records the recent link `report`', async () => {
    const { kernel } = await open('analysis.reportViewer', `/report/viewer/${R}`);
    const html = await screen.findByTestId('report-viewer-html');
    expect(html.querySelector('h1')?.textContent).toBe('Сводка');
    expect(screen.getByTestId('report-source-failed').textContent).toBe(
      'Источник «б»: Не удалось загрузить семантический поиск «б»',
    );
    expect(screen.getByTestId('report-print').getAttribute('href')).toBe(`/report/view/${R}?print=1`);
    const recent = kernel.get(Services.RecentLinks);
    await waitFor(() =>
      expect(recent.links.map((l) => [l.link, l.businessEntity])).toContainEqual([`/report/viewer/${R}`, 'report']),
    );
  });

  it('the designer: sources from the user’s searches, the template checked at a line and column, a live preview, save', async () => {
    const { calls } = await open('analysis.reportDesigner', '/report/designer/new', 'new');
    fireEvent.change(await screen.findByTestId('report-name'), { target: { value: 'Новый отчёт' } });
    fireEvent.click(screen.getByTestId('report-add-source'));
    await screen.findByRole('option', { name: 'Учебные курсы' });
    fireEvent.change(screen.getByTestId('report-source-search-0'), { target: { value: S } });
    expect((screen.getByTestId('report-source-alias-0') as HTMLInputElement).value).toBe('учебные');
    fireEvent.change(screen.getByTestId('report-template'), { target: { value: 'Итого\n{{#each учебные}}' } });
    expect(screen.getByTestId('report-problem').textContent).toBe(
      'Шаблон, строка 2, столбец 1: Блок «{{#each …}}» не закрыт',
    );
    expect((screen.getByTestId('report-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('report-template'), {
      target: { value: '{{#each учебные}}{{Курс}}{{/each}}' },
    });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/analysis/report-preview')).toBe(true), {
      timeout: 3000,
    });
    expect(calls.find((c) => c.url === '/api/analysis/report-preview')!.body).toEqual({
      name: 'Новый отчёт',
      annotation: '',
      template: '{{#each учебные}}{{Курс}}{{/each}}',
      sources: [{ alias: 'учебные', search: S }],
    });
    expect((await screen.findByTestId('report-preview-html')).textContent).toContain('Алгебра');
    fireEvent.click(screen.getByTestId('report-save'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/analysis/reports' && c.method === 'POST')).toBe(true));
  });

  it('the blank view shows the report alone', async () => {
    await open('analysis.reportView', `/report/view/${R}`);
    expect((await screen.findByTestId('report-view-html')).textContent).toContain('Алгебра');
    expect(screen.queryByTestId('report-print')).toBeNull();
  });
});
