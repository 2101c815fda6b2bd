import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PluginTestRoot, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { CsvPreview } from '../../common/csv/api.ts';
import type { ImportResultDto } from '../../common/results/api.ts';
import extension from '../index.ts';
import { kernelWithHttp, type Call } from '../test-http.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

async function open(routeId: string, path: string, answer: (call: Call) => { status?: number; body?: unknown }) {
  const { kernel, calls } = kernelWithHttp(answer);
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, routeId);
  render(
    <PluginTestRoot kernel={kernel} extensionId="imports" path={path}>
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return calls;
}

const result = (more: Partial<ImportResultDto>): ImportResultDto => ({
  id: 'r1',
  name: 'staff.csv',
  kind: 'csv',
  status: 'done',
  endDate: '2026-11-29T04:00:00.000Z',
  message: 'записано строк: 3',
  modelId: 'm',
  rows: 3,
  errors: [],
  created: null,
  ...more,
});

describe('/csv-import-index (issue 21 item 4; domain.md §3 "Import document and result")', () => {
  it('lists the imports with status, end date, rows and message', async () => {
    await open('imports.csvIndex', '/csv-import-index', () => ({
      body: { results: [result({}), result({ id: 'r2', status: 'error', message: 'Ничего не записано', rows: 0 })] },
    }));
    const rows = await screen.findAllByTestId('imports-result-row');
    expect(rows[0]!.textContent).toContain('Готово');
    expect(rows[0]!.textContent).toContain('записано строк: 3');
    expect(rows[1]!.textContent).toContain('Ошибка');
    expect(screen.getByTestId('imports-new').getAttribute('href')).toBe('/csv-import');
    expect(screen.getByTestId('imports-existing').getAttribute('href')).toBe('/csv-import-to-exists-model');
  });

  it('says when there are none, and when the list did not load (with a retry)', async () => {
    await open('imports.csvIndex', '/csv-import-index', () => ({ body: { results: [] } }));
    expect(await screen.findByTestId('imports-results-empty')).toBeTruthy();
    cleanup();
    let fail = true;
    await open('imports.csvIndex', '/csv-import-index', () =>
      fail ? { status: 500, body: { error: 'Сбой' } } : { body: { results: [result({})] } },
    );
    expect((await screen.findByTestId('imports-results-failed')).textContent).toContain('Импорты не загружены');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findAllByTestId('imports-result-row')).toHaveLength(1);
  });
});

const PREVIEW: CsvPreview = {
  delimiter: ';',
  header: ['Имя', 'Возраст', 'Принят'],
  rows: [
    ['Иван', '30', '01.03.2020'],
    ['Пётр', '41', '2020-03-02'],
  ],
  rowCount: 2,
};

async function pick(text: string, name = 'staff.csv') {
  const input = (await screen.findByTestId('imports-csv-file')) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('/csv-import (into a new model)', () => {
  it('previews the file, guesses the types from its rows, lists the dry run errors, and imports with progress', async () => {
    const calls = await open('imports.csvNew', '/csv-import', (call) => {
      if (call.url.endsWith('/csv/preview')) return { body: PREVIEW };
      if (call.url.endsWith('/csv/check'))
        return {
          body: {
            rowCount: 2,
            errorCount: 1,
            errors: [{ row: 3, column: 'Возраст', message: '«x» — не целое число' }],
          },
        };
      if (call.url.endsWith('/csv/run')) return { body: { importId: 'i1', requestId: 'j1' } };
      if (call.url.endsWith('/status'))
        return { body: { status: 'completed', progress: { status: 'done', done: 2, total: 2 } } };
      if (call.url.endsWith('/result')) return { body: { importId: 'i1', modelId: 'm', classId: 'c', rows: 2 } };
      return { status: 204 };
    });
    await pick('Имя;Возраст;Принят\nИван;30;01.03.2020\n');
    expect((await screen.findByTestId('imports-csv-preview-caption')).textContent).toBe(
      'Первые строки (2 из 2), разделитель «;»',
    );
    expect((screen.getByTestId('imports-model-name') as HTMLInputElement).value).toBe('staff');
    expect((screen.getByLabelText('Тип: Возраст') as HTMLSelectElement).value).toBe('integer');
    expect((screen.getByLabelText('Тип: Принят') as HTMLSelectElement).value).toBe('date');
    fireEvent.click(screen.getByTestId('imports-check'));
    const errors = await screen.findAllByTestId('imports-check-error');
    expect(errors[0]!.textContent).toBe('3Возраст«x» — не целое число');
    expect(calls.find((c) => c.url.endsWith('/csv/check'))!.body).toMatchObject({
      fileName: 'staff.csv',
      target: { kind: 'new', modelName: 'staff', className: 'staff', nameColumn: 0 },
    });
    fireEvent.click(screen.getByTestId('imports-run'));
    expect((await screen.findByTestId('imports-done')).textContent).toBe('Импорт завершён: записано строк — 2.');
    expect(calls.find((c) => c.url.endsWith('/csv/run'))!.body).toMatchObject({ deferred: true });
  });

  it("a malformed file shows the server's Russian reason", async () => {
    await open('imports.csvNew', '/csv-import', () => ({
      status: 400,
      body: { error: 'Файл не в кодировке UTF-8: сохраните его как «CSV UTF-8» и загрузите снова' },
    }));
    await pick('\ufffd');
    await waitFor(() => expect(document.body.textContent).toContain('Файл не в кодировке UTF-8'));
  });
});

describe('/csv-import-to-exists-model', () => {
  it('chooses the model and class, matches columns to properties by name, and shows a refusal with the bad rows', async () => {
    await open('imports.csvExisting', '/csv-import-to-exists-model', (call) => {
      if (call.url.endsWith('/csv/preview')) return { body: PREVIEW };
      if (call.url.endsWith('/imports/models')) return { body: { models: [{ id: 'm', name: 'Кадры' }] } };
      if (call.url.endsWith('/models/m/classes'))
        return {
          body: {
            classes: [
              {
                id: 'c',
                name: 'Сотрудник',
                properties: [
                  { id: 'p-age', name: 'возраст', baseType: 'integer' },
                  { id: 'p-hired', name: 'Принят', baseType: 'date' },
                ],
              },
            ],
          },
        };
      if (call.url.endsWith('/csv/run')) return { body: { importId: 'i1', requestId: 'j1' } };
      if (call.url.endsWith('/status')) return { body: { status: 'error' } };
      if (call.url.endsWith('/result'))
        return { status: 400, body: { error: 'Ничего не записано. Ошибок: 1, строка: 3' } };
      if (call.url.endsWith('/imports/results/i1'))
        return {
          body: result({ status: 'error', errors: [{ row: 3, column: 'Возраст', message: 'не целое число' }] }),
        };
      return { status: 204 };
    });
    await pick('x');
    fireEvent.change(await screen.findByTestId('imports-model'), { target: { value: 'm' } });
    fireEvent.change(await screen.findByTestId('imports-class'), { target: { value: 'c' } });
    expect((screen.getByLabelText('Свойство: Возраст') as HTMLSelectElement).value).toBe('p-age');
    expect((screen.getByLabelText('Свойство: Принят') as HTMLSelectElement).value).toBe('p-hired');
    fireEvent.click(screen.getByTestId('imports-run'));
    expect((await screen.findByTestId('imports-failed')).textContent).toContain(
      'Ничего не записано. Ошибок: 1, строка: 3',
    );
    expect((await screen.findByTestId('imports-check-error')).textContent).toBe('3Возрастне целое число');
  });
});
