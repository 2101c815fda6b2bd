import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PluginTestRoot, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { ExcelDescriptor } from '../../common/excel/api.ts';
import { EXCEL_ROUTE_ID } from '../contributions/excel.ts';
import extension from '../index.ts';
import { kernelWithHttp, type Call } from '../test-http.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const descriptor: ExcelDescriptor = {
  id: 'd1',
  name: 'Кадры',
  sheet: '',
  headerRow: 2,
  modelId: 'm',
  classId: 'c',
  nameColumn: 'ФИО',
  columns: [{ header: 'Возраст', property: 'p' }],
};

async function open(answer: (call: Call) => { status?: number; body?: unknown }) {
  const { kernel, calls } = kernelWithHttp(answer);
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, EXCEL_ROUTE_ID);
  render(
    <PluginTestRoot kernel={kernel} extensionId="imports" path="/import-from-excel">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return calls;
}

describe('/import-from-excel (issue 21 item 4; shell.md §2, administrators)', () => {
  it('lists the descriptors; an empty list says so', async () => {
    await open(() => ({ body: { descriptors: [descriptor] } }));
    const row = await screen.findByTestId('imports-excel-row');
    expect(row.textContent).toContain('Кадры');
    expect(row.textContent).toContain('первый');
    cleanup();
    await open(() => ({ body: { descriptors: [] } }));
    expect(await screen.findByTestId('imports-excel-empty')).toBeTruthy();
  });

  it("runs a descriptor on a file: the dry run lists the bad rows by the sheet's numbers", async () => {
    const calls = await open((call) => {
      if (call.url.endsWith('/check'))
        return {
          body: { rowCount: 3, errorCount: 1, errors: [{ row: 4, column: 'Возраст', message: 'не целое число' }] },
        };
      return { body: { descriptors: [descriptor] } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Импортировать файл' }));
    const input = (await screen.findByTestId('imports-excel-file')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([80, 75, 3, 4])], 'staff.xlsx')] } });
    await waitFor(() => expect((screen.getByTestId('imports-excel-check') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('imports-excel-check'));
    expect((await screen.findByTestId('imports-check-error')).textContent).toBe('4Возрастне целое число');
    expect(calls.find((c) => c.url.endsWith('/check'))!.body).toEqual({ file: 'UEsDBA==', fileName: 'staff.xlsx' });
  });

  it('a save the server refuses keeps the form open', async () => {
    const calls = await open((call) =>
      call.method === 'POST'
        ? { status: 400, body: { error: 'Укажите название описания' } }
        : call.url.endsWith('/imports/models')
          ? { body: { models: [] } }
          : { body: { descriptors: [] } },
    );
    fireEvent.click(await screen.findByTestId('imports-excel-create'));
    fireEvent.click(await screen.findByTestId('imports-excel-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    await waitFor(() => expect((screen.getByTestId('imports-excel-save') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('imports-excel-form')).toBeTruthy();
  });
});
