import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { DmnSummary } from '../common/api.ts';
import dmn from './index.ts';
import { pagesEn } from './i18n/pages.en.ts';
import { pagesRu } from './i18n/pages.ru.ts';
import { translateFor } from './workbench/translate.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const summary = (over: Partial<DmnSummary>): DmnSummary => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Скидка клиента',
  systemName: 'customer-discount',
  hitPolicy: 'UNIQUE',
  versionNumber: 1,
  rootVersion: '11111111-1111-4111-8111-111111111111',
  sourceVersion: null,
  author: null,
  dateCreate: '2026-11-28T10:00:00.000Z',
  access: 'edit',
  ...over,
});

async function openList(reply: () => Response) {
  const kernel = createPluginTestKernel({ locale: 'ru' });
  const asked: string[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string) => {
      asked.push(url);
      return reply();
    },
  } as unknown as HttpClient);
  kernel.host.install(dmn);
  const Page = await loadRoutePage(kernel, 'dmn.list');
  render(
    <PluginTestRoot kernel={kernel} extensionId="dmn" path="/dmn">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return asked;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('/dmn (shell.md §2): the decision tables the user reads', () => {
  it('lists tables with version, system name, hit policy; a reader’s table has no delete', async () => {
    const asked = await openList(() =>
      json({ tables: [summary({}), summary({ id: '2', name: 'Чужая', access: 'read', systemName: '' })] }),
    );
    const list = await screen.findByTestId('dmn-list');
    expect(list.textContent).toContain('Скидка клиента');
    expect(list.textContent).toContain('версия 1');
    expect(list.textContent).toContain('системное имя: customer-discount');
    expect(list.textContent).toContain('только чтение');
    expect(screen.getAllByTestId('dmn-delete')).toHaveLength(1);
    expect(asked).toEqual(['/api/dmn']);
  });

  it('says when there is none, and when the list failed (in Russian)', async () => {
    await openList(() => json({ tables: [] }));
    expect((await screen.findByTestId('dmn-list-empty')).textContent).toContain('Создайте таблицу решений');
    cleanup();
    await openList(() => json({ error: 'Сервер недоступен' }, 500));
    expect((await screen.findByTestId('dmn-list-failed')).textContent).toContain(
      'Не удалось загрузить таблицы решений',
    );
  });
});

describe('texts', () => {
  it('English has every Russian key (typed), and no text is empty', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${at}${k}.`) : [`${at}${k}`]));
    expect(keys(pagesEn)).toEqual(keys(pagesRu));
    const values = (o: object): string[] =>
      Object.values(o).flatMap((v) => (typeof v === 'object' ? values(v as object) : [v as string]));
    expect([...values(pagesRu), ...values(pagesEn)].filter((v) => !v.trim())).toEqual([]);
  });

  it('dmn-js speaks Russian in ru and English otherwise, placeholders filled', () => {
    expect(translateFor('ru')('Add rule')).toBe('Добавить правило');
    expect(translateFor('ru')('When')).toBe('Если');
    expect(translateFor('en')('Add rule')).toBe('Add rule');
    expect(
      translateFor('ru')('Expression language: {expressionLanguageLabel}', { expressionLanguageLabel: 'FEEL' }),
    ).toBe('Expression language: FEEL');
  });
});
