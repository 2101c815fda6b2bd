import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { CORE_TOKENS } from './core-tokens.ts';
import { CHROME_TOKENS } from '../chrome/chrome-tokens.ts';
import { defineContributionPoint } from './contribution-points.ts';
import { defineExtension, type ExtensionContext, type ExtensionManifest } from './extension.ts';
import { createToken } from './tokens.ts';
import { createTestKernel } from './test-kernel.ts';
import { createKernel } from './create-kernel.ts';
import { TEST_ENVIRONMENT } from './test-kernel.ts';
import { memoryStorage } from '../services/storage.ts';

const page = async () => ({ default: () => null });

function ext(id: string, more: Partial<ExtensionManifest> = {}): ExtensionManifest {
  return defineExtension({ id, version: '1.0.0', contributes: {}, ...more });
}

/** A promise and the function that settles it, to hold an `activate` halfway. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('bindService refuses a token that is already bound', () => {
  it('names the token and both owners when another extension bound it', async () => {
    const { host } = createTestKernel();
    const Greeter = createToken<string>('test.Greeter');
    host.install(ext('first', { activate: (ctx) => ctx.bindService(Greeter, 'one') }));
    host.install(ext('second', { activate: (ctx) => ctx.bindService(Greeter, 'two') }));
    await host.activate('first');
    await expect(host.activate('second')).rejects.toThrow(
      'Service "ontobench.test.Greeter" is already bound by extension "first"; extension "second" cannot bind it',
    );
    expect(host.get('second')?.status).toBe('failed');
  });

  it('names the kernel when the token is one of the shell’s own', async () => {
    const kernel = createTestKernel();
    kernel.host.install(ext('thief', { activate: (ctx) => ctx.bindService(CORE_TOKENS.Theme, {} as never) }));
    await expect(kernel.host.activate('thief')).rejects.toThrow(/already bound by the kernel; extension "thief"/);
    expect(kernel.container.get(CORE_TOKENS.Theme).mode).toBeDefined();
  });

  it('the token is free again once its owner is disabled', async () => {
    const kernel = createTestKernel();
    const Greeter = createToken<string>('test.Greeter2');
    kernel.host.install(ext('first', { activate: (ctx) => ctx.bindService(Greeter, 'one') }));
    kernel.host.install(ext('second', { activate: (ctx) => ctx.bindService(Greeter, 'two') }));
    await kernel.host.activate('first');
    await kernel.host.disable('first');
    await kernel.host.activate('second');
    expect(kernel.container.get(Greeter)).toBe('two');
  });
});

describe('the activation race: disabled while activate runs', () => {
  it('what activate binds and registers after the disable is disposed', async () => {
    const kernel = createTestKernel();
    const Late = createToken<string>('test.Late');
    const held = gate();
    let pushed = false;
    kernel.host.install(
      ext('slow', {
        contributes: { commands: [{ id: 'slow.run', titleKey: 'run' }] },
        async activate(ctx) {
          await held.opened;
          ctx.bindService(Late, 'late');
          ctx.registerCommand('slow.run', () => 'ran');
          ctx.subscriptions.push({ dispose: () => (pushed = true) });
        },
      }),
    );
    const activation = kernel.host.activate('slow');
    await kernel.host.disable('slow');
    held.open();
    await activation;
    expect(kernel.container.isBound(Late)).toBe(false);
    expect(kernel.container.get(CORE_TOKENS.CommandHandlers).get('slow.run')).toBeUndefined();
    expect(pushed).toBe(true);
    expect(kernel.host.get('slow')?.status).toBe('disabled');
    // Enabled again, it activates afresh and binds again without a clash.
    kernel.host.enable('slow');
    const again = kernel.host.activate('slow');
    await again;
    expect(kernel.container.get(Late)).toBe('late');
    expect(kernel.host.get('slow')?.status).toBe('active');
  });
});

describe('read-only views and the privileged host API', () => {
  it('Services.Extensions shows state but offers nothing that changes it', async () => {
    const kernel = createTestKernel();
    kernel.host.install(ext('a'));
    const view = kernel.container.get(CORE_TOKENS.Extensions);
    expect(view.get('a')).toMatchObject({ id: 'a', version: '1.0.0', status: 'enabled', enabled: true });
    for (const method of ['install', 'uninstall', 'enable', 'disable', 'activate']) {
      expect((view as unknown as Record<string, unknown>)[method]).toBeUndefined();
    }
    expect(Object.keys(view.get('a')!)).toEqual([]);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(view.get('a')!.status));
    await kernel.host.disable('a');
    stop();
    expect(seen).toEqual(['enabled', 'disabled']);
  });

  it('Services.Contributions reads the live registries and cannot register', () => {
    const kernel = createTestKernel();
    kernel.host.install(
      ext('a', {
        contributes: {
          routes: [{ id: 'a.page', path: '/a', layout: 'main', requiresAuth: true, app: 'both', page }],
        },
      }),
    );
    const view = kernel.container.get(CORE_TOKENS.Contributions);
    expect(view.routes.all.map((r) => [r.id, r.owner])).toEqual([['a.page', 'a']]);
    expect((view.routes as unknown as Record<string, unknown>).register).toBeUndefined();
    expect(Object.keys(view.routes)).toEqual([]);
  });

  it('the shell’s slots are filled through ctx.contribute, under the contributor’s own id only', async () => {
    const kernel = createTestKernel();
    const slots = kernel.container.get(CHROME_TOKENS.SlotsView);
    expect((slots.manuals as unknown as Record<string, unknown>).register).toBeUndefined();
    const manual = { id: 'guide', title: 'Руководство', url: '/guide.pdf' };
    kernel.host.install(ext('docs', { activate: (ctx) => ctx.contribute(slots.manuals, manual) }));
    await kernel.host.activate('docs');
    expect(slots.manuals.get('guide')?.owner).toBe('docs');
    const routes = kernel.container.get(CORE_TOKENS.Contributions).routes;
    const sneaky = { id: 'x', path: '/x', layout: 'main' as const, requiresAuth: false, app: 'both' as const, page };
    kernel.host.install(ext('sneaky', { activate: (ctx) => ctx.contribute(routes, sneaky) }));
    await expect(kernel.host.activate('sneaky')).rejects.toThrow('"sneaky" cannot contribute to routes at run time');
    await kernel.host.disable('docs');
    expect(slots.manuals.all).toHaveLength(0);
  });

  it('the kernel’s full host is not reachable by name', () => {
    const kernel = createTestKernel();
    expect(kernel.container.isBound(Symbol.for('ontobench.ExtensionHost'))).toBe(false);
    expect(kernel.container.isBound(Symbol.for('ontobench.ContributionPoints'))).toBe(false);
    expect(kernel.container.isBound(Symbol.for('ontobench.Container'))).toBe(false);
    // The name of the slots gives the read-only view, not the registries with `register`.
    expect(kernel.container.get(Symbol.for('ontobench.ShellSlots'))).toBe(
      kernel.container.get(CHROME_TOKENS.SlotsView),
    );
  });

  it('only the manifest the composition root granted gets ctx.hostAdmin', async () => {
    const seen = new Map<string, ExtensionContext['hostAdmin']>();
    const manager = ext('manager', { activate: (ctx) => void seen.set('manager', ctx.hostAdmin) });
    const kernel = createKernel({ environment: TEST_ENVIRONMENT, storage: memoryStorage(), hostAdmins: [manager] });
    kernel.host.install(manager);
    kernel.host.install(ext('victim'));
    kernel.host.install(ext('plugin', { activate: (ctx) => void seen.set('plugin', ctx.hostAdmin) }));
    await kernel.host.activateAll(['manager', 'plugin']);
    expect(seen.get('plugin')).toBeUndefined();
    const admin = seen.get('manager')!;
    await admin.disable('victim');
    expect(kernel.host.get('victim')?.enabled).toBe(false);
    admin.enable('victim');
    expect(admin.get('victim')?.status).toBe('enabled');
    await admin.uninstall('victim');
    expect(kernel.host.get('victim')).toBeUndefined();
  });

  it('a plugin with the manager’s id but another manifest object is not granted', async () => {
    const granted = ext('manager');
    const kernel = createKernel({ environment: TEST_ENVIRONMENT, storage: memoryStorage(), hostAdmins: [granted] });
    let admin: unknown = 'unset';
    kernel.host.install(ext('manager', { activate: (ctx) => void (admin = ctx.hostAdmin) }));
    await kernel.host.activate('manager');
    expect(admin).toBeUndefined();
  });
});

describe('toolbar, key bindings and points an extension declares', () => {
  it('toolbar and key-binding contributions are live and leave with their extension', async () => {
    const { host, points } = createTestKernel();
    host.install(
      ext('tools', {
        contributes: {
          commands: [{ id: 'tools.run', titleKey: 'run' }],
          toolbar: [
            { id: 'tools.b', command: 'tools.run', icon: 'home', labelKey: 'b', order: 2 },
            { id: 'tools.a', command: 'tools.run', icon: 'home', labelKey: 'a', order: 1 },
          ],
          keyBindings: [{ id: 'tools.keys', command: 'tools.run', keys: 'Ctrl+Shift+K' }],
        },
      }),
    );
    expect(points.toolbar.all.map((t) => t.id)).toEqual(['tools.a', 'tools.b']);
    expect(points.keyBindings.get('tools.keys')?.owner).toBe('tools');
    await host.disable('tools');
    expect(points.toolbar.all).toHaveLength(0);
    expect(points.keyBindings.all).toHaveLength(0);
  });

  it('a key binding with a chord that cannot be pressed refuses the whole extension', () => {
    const { host, points } = createTestKernel();
    const bad = ext('bad', {
      contributes: {
        toolbar: [{ id: 'bad.t', command: 'x', icon: 'home', labelKey: 'x', order: 1 }],
        keyBindings: [{ id: 'bad.k', command: 'x', keys: 'Ctrl+Hyper+K' }],
      },
    });
    expect(() => host.install(bad)).toThrow('Key binding "bad.k": "Ctrl+Hyper+K" has an unknown modifier "hyper"');
    expect(points.toolbar.all).toHaveLength(0);
  });

  it('an extension’s own point takes items from others under their own ids, in any order of enabling', async () => {
    const kernel = createTestKernel();
    const Formats = defineContributionPoint<{ id: string; label: string }>('exporter.formats');
    kernel.host.install(ext('csv', { contributes: { points: { 'exporter.formats': [{ id: 'csv', label: 'CSV' }] } } }));
    kernel.host.install(ext('exporter'));
    const view = kernel.container.get(CORE_TOKENS.Contributions).point(Formats);
    expect(view.all.map((f) => [f.label, f.owner])).toEqual([['CSV', 'csv']]);
    await kernel.host.disable('csv');
    expect(view.all).toHaveLength(0);
    expect(() => defineContributionPoint('formats')).toThrow(/must be "<extension-id>.<name>"/);
  });
});
