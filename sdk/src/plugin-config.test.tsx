import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Services, defineExtension, usePluginConfig } from './index.ts';
import { PluginTestRoot, createPluginTestKernel } from './testing.tsx';

function Greeting() {
  const config = usePluginConfig<{ greeting: string }>();
  return <p data-testid="greeting">{config.greeting ?? 'none'}</p>;
}

describe('plugin config through the SDK (issue 13, item 4)', () => {
  it('usePluginConfig and Services.Plugins read the config an administrator set', async () => {
    const kernel = createPluginTestKernel({ pluginConfig: { greeting: 'Привет' } });
    let seen: unknown;
    kernel.host.install(
      defineExtension({
        id: 'configured',
        version: '1.0.0',
        contributes: { commands: [{ id: 'configured.read', titleKey: 'read' }] },
        activate(ctx) {
          seen = ctx.getService(Services.Plugins).config(ctx.id);
        },
      }),
    );
    await kernel.host.activate('configured');
    expect(seen).toEqual({ greeting: 'Привет' });
    render(
      <PluginTestRoot kernel={kernel} extensionId="configured">
        <Greeting />
      </PluginTestRoot>,
    );
    expect((await screen.findByTestId('greeting')).textContent).toBe('Привет');
  });
});
