import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineExtension } from '../kernel/extension.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import { shellExtension } from '../shell-extension.ts';
import { ContributionIcon } from './icons.tsx';
import { ContainerProvider } from './kernel-context.tsx';

const Owl = () => <svg data-testid="owl-icon" />;
const owls = defineExtension({
  id: 'owls',
  version: '1.0.0',
  contributes: { icons: [{ id: 'owl', component: Owl }] },
});

describe('ContributionIcon: an open icon set', () => {
  it('shows the icon an extension registered under the name, and the generic one once it is switched off', async () => {
    const kernel = createTestKernel();
    kernel.host.install(owls);
    const view = render(
      <ContainerProvider container={kernel.container}>
        <ContributionIcon name="owl" />
      </ContainerProvider>,
    );
    expect(view.queryByTestId('owl-icon')).not.toBeNull();
    await act(() => kernel.host.disable('owls'));
    expect(view.queryByTestId('owl-icon')).toBeNull();
    expect(view.container.querySelector('svg')).not.toBeNull();
  });

  it('refuses a second extension that registers a name already taken', () => {
    const kernel = createTestKernel();
    kernel.host.install(owls);
    const copycat = defineExtension({
      id: 'copycat',
      version: '1.0.0',
      contributes: { icons: [{ id: 'owl', component: Owl }] },
    });
    expect(() => kernel.host.install(copycat)).toThrow(/icons: "owl" is already registered by owls/);
    expect(kernel.points.icons.get('owl')?.owner).toBe('owls');
  });

  it('the shell registers only its generic icons; area icons are the areas’ own', () => {
    const kernel = createTestKernel();
    kernel.host.install(shellExtension);
    expect(kernel.points.icons.all.map((i) => i.id).sort()).toEqual(['chat', 'comments', 'document', 'settings']);
  });

  it('renders the generic icon outside the shell too', () => {
    const view = render(<ContributionIcon name="anything" />);
    expect(view.container.querySelector('svg')).not.toBeNull();
  });
});
