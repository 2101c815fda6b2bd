import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PROP } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  fakeDataClient,
  loadRoutePage,
} from '@ontobench/sdk/testing';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import documents from '../index.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const cell = (prop: string, val: string) => ({
  row: 0,
  inst: 'd1',
  prop,
  val,
  cap: val,
  readonly: false,
  can_delete: true,
});

describe('/docs: the document list', () => {
  it('lists documents with name, code, status (with its colour), stage, author and date, and asks for the colour', async () => {
    const fake = fakeDataClient((query) =>
      (query as { class: string }).class === DOC_CLASS.Document
        ? {
            rows: [
              cell(PROP.name, 'Регламент'),
              cell(PROP.code, 'РГ-1'),
              cell(DOC_PROP.status, 'Черновик'),
              cell(DOC_PROP.statusColor, '#ff8800'),
              cell(PROP.author, 'Иванов'),
              cell(PROP.creationDate, '2026-03-05'),
            ],
            count_rows: 1,
          }
        : { rows: [], count_rows: 0 },
    );
    const kernel = createPluginTestKernel({ data: fake.client });
    kernel.host.install(documents);
    const Page = await loadRoutePage(kernel, 'documents.list');
    render(
      <PluginTestRoot kernel={kernel} extensionId="documents">
        <Page params={{}} />
      </PluginTestRoot>,
    );
    for (const text of ['Регламент', 'РГ-1', 'Черновик', 'Иванов', '05.03.2026'])
      expect(await screen.findByText(text)).toBeTruthy();
    for (const header of ['Название', 'Шифр', 'Статус', 'Стадия', 'Автор', 'Дата'])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    const listQuery = fake.calls.find(
      (c) => c.act === 'get_data' && (c.body as { class: string }).class === DOC_CLASS.Document,
    )!;
    expect((listQuery.body as { fields: { prop: string }[] }).fields.map((f) => f.prop)).toContain(
      DOC_PROP.statusColor,
    );
    expect(screen.getByTestId('doc-status').querySelector('span[aria-hidden]')).not.toBeNull();
  });

  it('create asks for the name and makes a Document with it', async () => {
    const fake = fakeDataClient();
    const kernel = createPluginTestKernel({ data: fake.client });
    kernel.host.install(documents);
    const Page = await loadRoutePage(kernel, 'documents.list');
    render(
      <PluginTestRoot kernel={kernel} extensionId="documents">
        <Page params={{}} />
      </PluginTestRoot>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Создать документ' }));
    fireEvent.click(await screen.findByTestId('doc-create-submit'));
    expect(await screen.findByText('Введите название')).toBeTruthy();
    fireEvent.change(screen.getByTestId('doc-create-name'), { target: { value: '  Новый регламент ' } });
    fireEvent.click(screen.getByTestId('doc-create-submit'));
    await waitFor(() => expect(fake.calls.some((c) => c.act === 'set_data')).toBe(true));
    const ops = fake.calls.find((c) => c.act === 'set_data')!.body as { op: string; class: string; name: string }[];
    expect(ops).toEqual([expect.objectContaining({ op: 'new', class: DOC_CLASS.Document, name: 'Новый регламент' })]);
  });

  it('offers the subject-area (taxonomy) filter', async () => {
    const fake = fakeDataClient();
    const kernel = createPluginTestKernel({ data: fake.client });
    kernel.host.install(documents);
    const Page = await loadRoutePage(kernel, 'documents.list');
    render(
      <PluginTestRoot kernel={kernel} extensionId="documents">
        <Page params={{}} />
      </PluginTestRoot>,
    );
    expect(await screen.findByLabelText('Предметная область')).toBeTruthy();
  });
});
