import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DataApiError, PROP, Services } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  fakeDataClient,
  loadExtensionTexts,
  loadRoutePage,
} from '@ontobench/sdk/testing';
import ontology from '../../index.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

describe('a list’s delete says the server’s refusal in the interface’s language (issue 14)', () => {
  it.each([
    ['access.delete', 'you may not delete this instance', 'У вас нет прав удалять этот объект'],
    ['object.notFound', 'instance p1 does not exist', 'Объект не найден: возможно, его удалили. Обновите страницу.'],
  ])('%s: «Не удалось удалить • …» in Russian, never the English', async (code, english, russian) => {
    const fake = fakeDataClient(() => ({
      rows: [
        { row: 0, inst: 'p1', prop: PROP.name, val: 'владеет', cap: 'владеет', readonly: false, can_delete: true },
      ],
      count_rows: 1,
    }));
    const error = `set_data: operation 1 (del): ${english}`;
    const kernel = createPluginTestKernel({
      data: {
        ...fake.client,
        setData: async (ops) => {
          throw new DataApiError('known', error, ops, 400, error, undefined, { code: code as never });
        },
      },
    });
    kernel.host.install(ontology);
    await loadExtensionTexts(kernel, 'ontology');
    vi.spyOn(kernel.get(Services.Dialogs), 'confirm').mockResolvedValue(true);
    const show = vi.spyOn(kernel.get(Services.Notifications), 'show');
    const Page = await loadRoutePage(kernel, 'ontology.props');
    render(
      <PluginTestRoot kernel={kernel} extensionId="ontology">
        <Page params={{}} />
      </PluginTestRoot>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: владеет' }));
    await waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls[0]![0].text).toBe(`Не удалось удалить\n• ${russian}`);
  });
});
