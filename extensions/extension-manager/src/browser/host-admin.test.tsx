import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { defineExtension } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import manager from './index.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const other = defineExtension({ id: 'other', version: '2.1.0', contributes: {} });

describe('the extension manager and the privileged host API', () => {
  it('granted by the composition root, its page switches another extension off', async () => {
    const kernel = createPluginTestKernel({ user: { isAdmin: true }, hostAdmins: [manager] });
    kernel.host.install(manager);
    kernel.host.install(other);
    const Page = await loadRoutePage(kernel, 'settings.extensions');
    render(
      <PluginTestRoot kernel={kernel} extensionId="extension-manager">
        <Page params={{}} />
      </PluginTestRoot>,
    );
    const row = document.querySelector<HTMLElement>('[data-extension-id="other"]')!;
    expect(within(row).getByText('2.1.0')).toBeTruthy();
    await act(async () => within(row).getByRole('switch').click());
    expect(kernel.host.get('other')?.enabled).toBe(false);
  });

  it('without the grant it refuses to activate, saying why', async () => {
    const kernel = createPluginTestKernel({ user: { isAdmin: true } });
    kernel.host.install(manager);
    await expect(kernel.host.activate('extension-manager')).rejects.toThrow(
      '"extension-manager" was not granted the host API by the composition root',
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
