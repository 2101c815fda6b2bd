import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { AppBar } from '../../ui/AppBar.tsx';
import { tooltipPart } from '../../ui/lazy/LazyTooltip.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { chromeKernel, disableWebAnimations, fakeData, renderWithKernel } from '../test-support.tsx';

const page = async () => ({ default: () => null });

function setup(options: { admin?: boolean; path?: string } = {}) {
  const data = fakeData();
  const kernel = chromeKernel({ admin: options.admin, data: data.client });
  kernel.points.routes.register(
    { id: 'doc', path: '/docs/view/:id', layout: 'main', requiresAuth: true, app: 'both', printable: true, page },
    'docs',
  );
  kernel.points.routes.register(
    { id: 'plain', path: '/plain', layout: 'main', requiresAuth: true, app: 'both', page },
    'docs',
  );
  renderWithKernel(kernel, <AppBar />, options.path ?? '/plain');
  return { kernel, calls: data.calls };
}

describe('app bar (shell §2, §9)', () => {
  let restore: () => void;
  beforeAll(async () => {
    restore = disableWebAnimations();
    // The pencil fetches its dialog when first pressed; fetched here, it opens within the fake timers.
    await import('./RenameDialog.tsx');
    // So does the first hover fetch the tooltips (LazyTooltip); the title's is tested here as Fluent's.
    await tooltipPart.prefetch();
  });
  afterAll(() => restore());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the title tooltip hides 300 ms after the pointer leaves', async () => {
    const { kernel } = setup();
    act(() => kernel.container.get(CORE_TOKENS.Title).setPageTitle('Очень длинное название страницы'));
    const title = screen.getByTestId('page-title');
    act(() => void fireEvent.pointerEnter(title));
    act(() => void fireEvent.mouseEnter(title));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(screen.getByRole('tooltip').textContent).toBe('Очень длинное название страницы');
    act(() => void fireEvent.pointerLeave(title));
    act(() => void fireEvent.mouseLeave(title));
    await act(async () => void (await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.titleHoverHideDelayMs - 1)));
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('an administrator renames the current object through set_data upd on the name property', async () => {
    const { kernel, calls } = setup({ admin: true });
    const renamed = vi.fn();
    act(
      () =>
        void kernel.container.get(CHROME_TOKENS.CurrentObject).set({ id: 'o-1', name: 'Старое', onRenamed: renamed }),
    );
    await act(async () => screen.getByTestId('rename-object').click());
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '   ' } });
    act(() => screen.getByRole('button', { name: 'Сохранить' }).click());
    expect(screen.getByText('Введите название')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(input, { target: { value: ' Новое ' } });
    await act(async () => screen.getByRole('button', { name: 'Сохранить' }).click());
    expect(calls).toEqual([{ act: 'set_data', body: [{ op: 'upd', inst: 'o-1', prop: PROP.name, val: 'Новое' }] }]);
    expect(renamed).toHaveBeenCalledWith('Новое');
    expect(kernel.container.get(CORE_TOKENS.Title).pageTitle).toBe('Новое');
    expect(screen.queryByTestId('rename-dialog')).toBeNull();
  });

  it('no pencil for a non-administrator, nor without a current object', () => {
    const { kernel } = setup({ admin: false });
    act(() => void kernel.container.get(CHROME_TOKENS.CurrentObject).set({ id: 'o-1', name: 'X' }));
    expect(screen.queryByTestId('rename-object')).toBeNull();
  });

  it('no Word or print buttons on a route not flagged printable', () => {
    setup({ path: '/plain' });
    expect(screen.queryByTestId('print')).toBeNull();
  });

  it('on a printable route print calls window.print and Word downloads the content as a .doc', async () => {
    const print = vi.fn();
    window.print = print;
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (created.push(blob), 'blob:x'));
    URL.revokeObjectURL = vi.fn();
    const content = document.createElement('main');
    content.id = 'content';
    content.innerHTML = '<h2>Документ</h2><button>Изменить</button>';
    document.body.append(content);
    const { kernel } = setup({ path: '/docs/view/7' });
    act(() => kernel.container.get(CORE_TOKENS.Title).setPageTitle('Отчёт'));
    act(() => screen.getByTestId('print').click());
    expect(print).toHaveBeenCalledOnce();
    await act(async () => {
      screen.getByTestId('word-download').click();
      await vi.dynamicImportSettled();
    });
    expect(created[0]!.type).toBe('application/msword');
    content.remove();
  });

  it('a route that names its Word file gets that file from the server, saved under the server’s name', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (created.push(blob), 'blob:x'));
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const data = fakeData();
    const kernel = chromeKernel({ data: data.client });
    const request = vi.fn(
      async () =>
        new Response(new Uint8Array([0x50, 0x4b]), {
          headers: { 'content-disposition': `attachment; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82.docx` },
        }),
    );
    kernel.container.unbind(CORE_TOKENS.Http);
    kernel.container
      .bind(CORE_TOKENS.Http)
      .toConstantValue({ request, onResponse: () => ({ dispose() {} }), onUnauthorized: () => ({ dispose() {} }) });
    kernel.points.routes.register(
      {
        id: 'docx',
        path: '/report/:id',
        layout: 'main',
        requiresAuth: true,
        app: 'both',
        printable: true,
        wordDownload: (params) => `/api/reports/${params.id}/docx`,
        page,
      },
      'docs',
    );
    renderWithKernel(kernel, <AppBar />, '/report/42');
    await act(async () => {
      screen.getByTestId('word-download').click();
      await vi.dynamicImportSettled();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(request).toHaveBeenCalledWith('/api/reports/42/docx');
    expect(names).toEqual(['Отчёт.docx']);
    expect([...new Uint8Array(await created[0]!.arrayBuffer())]).toEqual([0x50, 0x4b]);
    click.mockRestore();
  });
});
