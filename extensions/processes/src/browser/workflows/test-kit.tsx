import { render } from '@testing-library/react';
import { Services, activateParts, defineExtension, mergeParts, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, loadRoutePage, realtimeFake } from '@ontobench/sdk/testing';
import { area } from '../contributions/area.ts';
import { workflows } from '../contributions/workflows.ts';

/**
 * The processes area with the workflows part alone (the other parts are built beside it): the same id,
 * menu group and texts as the area's manifest.
 */
export const processes = defineExtension({
  id: 'processes',
  version: '0.1.0',
  contributes: {
    ...mergeParts([area, workflows]),
    translations: (language) =>
      language === 'en'
        ? import('../i18n/labels.en.ts').then((m) => m.labelsEn)
        : import('../i18n/labels.ru.ts').then((m) => m.labelsRu),
    pageTranslations: (language) =>
      language === 'en'
        ? import('../i18n/pages.en.ts').then((m) => m.pagesEn)
        : import('../i18n/pages.ru.ts').then((m) => m.pagesRu),
  },
  activate: (ctx) => activateParts([area, workflows], ctx),
});

/** What a page test's fake server answers: by `METHOD /api/path?query`, a JSON reply (status, body) or a function of the body. */
export type Replies = Record<string, (body: unknown) => Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A call the fake server received. */
export interface Asked {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Renders a route's page of the processes area over a fake server (the HTTP boundary) and a fake realtime
 * channel; unknown calls answer 500. Answers the calls made and the realtime fake.
 */
export async function openPage(routeId: string, path: string, replies: Replies, params: Record<string, string> = {}) {
  const kernel = createPluginTestKernel({ locale: 'ru' });
  const asked: Asked[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      asked.push({ method, url, body });
      const reply = replies[`${method} ${url}`];
      return reply ? reply(body) : json({ error: 'нет ответа' }, 500);
    },
  } as unknown as HttpClient);
  const realtime = realtimeFake();
  kernel.bind(Services.Realtime, realtime.service);
  kernel.host.install(processes);
  const Page = await loadRoutePage(kernel, routeId);
  render(
    <PluginTestRoot kernel={kernel} extensionId="processes" path={path}>
      <Page params={params} />
    </PluginTestRoot>,
  );
  return { asked, realtime, kernel };
}
