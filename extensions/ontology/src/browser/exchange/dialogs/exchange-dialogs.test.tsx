import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Services, useService } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations } from '@ontobench/sdk/testing';
import ontology from '../../index.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

function Probe() {
  // Only to show the page's tree and the dialog share one container.
  useService(Services.Dialogs);
  return <p>страница</p>;
}

describe('exchange dialogs run in the shell’s dialog host', () => {
  it('ontology.import opens the import dialog inside the shell’s providers, in the ontology namespace', async () => {
    const kernel = createPluginTestKernel();
    kernel.host.install(ontology);
    render(
      <PluginTestRoot kernel={kernel} extensionId="ontology">
        <Probe />
      </PluginTestRoot>,
    );
    await act(() => kernel.get(Services.Commands).execute('ontology.import'));
    expect(await screen.findByRole('dialog', { name: 'Импорт онтологии' })).toBeTruthy();
    // No React root of its own any more.
    expect(document.querySelector('[data-ontology-exchange-dialog]')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Закрыть' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ontology.export opens the export dialog for the ontology given', async () => {
    const kernel = createPluginTestKernel();
    kernel.host.install(ontology);
    render(
      <PluginTestRoot kernel={kernel} extensionId="ontology">
        <Probe />
      </PluginTestRoot>,
    );
    await act(() => kernel.get(Services.Commands).execute('ontology.export', 'onto-1'));
    expect(await screen.findByRole('dialog', { name: 'Экспорт онтологии' })).toBeTruthy();
    await expect(kernel.get(Services.Commands).execute('ontology.export', '')).rejects.toThrow(/needs an ontology id/);
  });
});
