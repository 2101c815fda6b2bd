import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromeKernel, disableWebAnimations, renderWithKernel } from '../../chrome/test-support.tsx';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { ObjectListPage } from './ObjectListPage.tsx';
import type { ObjectListPageProps } from './object-list-page-types.ts';

/** The SDK's list page (texts are the extension's; here the raw keys show, which is enough to find them). */
let restore: () => void;
beforeAll(() => (restore = disableWebAnimations()));
afterAll(() => restore());

interface Item {
  id: string;
  name: string;
  readOnly?: boolean;
}

const testIds = { page: 'p', list: 'l', failed: 'f', empty: 'e', row: 'r', remove: 'd' };

function show(props: Partial<ObjectListPageProps<Item>> & Pick<ObjectListPageProps<Item>, 'load'>) {
  const kernel = chromeKernel();
  renderWithKernel(
    kernel,
    <ObjectListPage<Item>
      texts="things.list"
      testIds={testIds}
      loadKey="things"
      remove={() => Promise.resolve()}
      href={(item) => `/things/${item.id}`}
      create={<button type="button">create</button>}
      {...props}
    />,
  );
  return kernel;
}

describe('ObjectListPage', () => {
  it('lists rows as links with a badge and a date; a row that cannot be deleted has no delete', async () => {
    show({
      load: () =>
        Promise.resolve([
          { id: '1', name: 'Мой' },
          { id: '2', name: 'Чужой', readOnly: true },
        ]),
      canDelete: (item) => !item.readOnly,
      badge: (item) => item.readOnly && <span data-testid="badge">ro</span>,
      date: () => '2026-11-20',
    });
    await screen.findByTestId('l');
    expect(screen.getAllByTestId('r')).toHaveLength(2);
    expect(screen.getAllByTestId('d')).toHaveLength(1);
    expect(screen.getAllByTestId('badge')).toHaveLength(1);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/things/1', '/things/2']);
  });

  it('shows the empty state, and the failed state whose retry loads again', async () => {
    show({ load: () => Promise.resolve([]) });
    await screen.findByTestId('e');
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([{ id: '1', name: 'A' }]);
    cleanup();
    show({ load });
    const failed = await screen.findByTestId('f');
    fireEvent.click(failed.querySelector('button')!);
    await screen.findByTestId('l');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('deletes after the confirm and loads again', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve([{ id: '1', name: 'A' }]));
    const kernel = show({ load, remove });
    const dialogs = kernel.container.get(CORE_TOKENS.Dialogs);
    const confirm = vi.spyOn(dialogs, 'confirm').mockResolvedValue(true);
    fireEvent.click(await screen.findByTestId('d'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: '1', name: 'A' }));
    expect(confirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
