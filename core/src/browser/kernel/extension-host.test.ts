import { describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import { defineExtension, type ExtensionManifest } from './extension.ts';
import { CORE_TOKENS } from './core-tokens.ts';
import { createToken } from './tokens.ts';
import { createTestKernel } from './test-kernel.ts';

const page = async () => ({ default: () => null });

function sample(overrides: Partial<ExtensionManifest> = {}): ExtensionManifest {
  return defineExtension({
    id: 'sample',
    version: '1.0.0',
    contributes: {
      routes: [{ id: 'sample', path: '/sample', layout: 'main', requiresAuth: false, app: 'both', page }],
      menus: [{ id: 'sample.menu', group: 'general', icon: 'home', order: 10, labelKey: 'menu', route: '/sample' }],
      commands: [{ id: 'sample.hello', titleKey: 'hello' }],
      translations: { ru: { menu: 'Пример' }, en: { menu: 'Sample' } },
    },
    ...overrides,
  });
}

describe('extension host: registration and disposal', () => {
  it('registers every contribution on install, without running activate', () => {
    const { host, points } = createTestKernel();
    const activate = vi.fn();
    host.install(sample({ activate }));
    expect(points.routes.all.map((r) => r.path)).toEqual(['/sample']);
    expect(points.menus.get('sample.menu')?.owner).toBe('sample');
    expect(activate).not.toHaveBeenCalled();
    expect(host.get('sample')?.status).toBe('enabled');
  });

  it('disabling removes every contribution and its translations; enabling brings them back', async () => {
    const kernel = createTestKernel();
    const i18n = kernel.container.get(CORE_TOKENS.I18n);
    kernel.host.install(sample());
    expect(i18n.t('menu', { ns: 'sample', lng: 'en' })).toBe('Sample');
    await kernel.host.disable('sample');
    expect(kernel.points.routes.all).toHaveLength(0);
    expect(kernel.points.menus.all).toHaveLength(0);
    expect(kernel.points.commands.all).toHaveLength(0);
    expect(i18n.hasResourceBundle('en', 'sample')).toBe(false);
    kernel.host.enable('sample');
    expect(kernel.points.routes.all).toHaveLength(1);
    expect(i18n.t('menu', { ns: 'sample', lng: 'ru' })).toBe('Пример');
  });

  it('registries are observable: a reader re-runs when an extension is disabled', async () => {
    const { host, points } = createTestKernel();
    host.install(sample());
    const seen: number[] = [];
    const stop = autorun(() => seen.push(points.menus.all.length));
    await host.disable('sample');
    host.enable('sample');
    stop();
    expect(seen).toEqual([1, 0, 1]);
  });

  it('rejects a malformed manifest and a duplicate id, installing nothing', () => {
    const { host, points } = createTestKernel();
    expect(() => host.install(sample({ id: 'Bad Id' }))).toThrow(/id must match/);
    expect(() => host.install(sample({ version: 'one' }))).toThrow(/semantic version/);
    host.install(sample());
    expect(() => host.install(sample())).toThrow(/already installed/);
    expect(points.routes.all).toHaveLength(1);
  });

  it('a duplicate route path is an error and nothing of that extension is registered', () => {
    const { host, points } = createTestKernel();
    host.install(sample());
    const clash = sample({
      id: 'clash',
      contributes: {
        menus: [{ id: 'clash.menu', group: 'general', icon: 'home', order: 1, labelKey: 'x', route: '/sample' }],
        routes: [{ id: 'clash', path: '/sample', layout: 'main', requiresAuth: false, app: 'both', page }],
      },
    });
    expect(() => host.install(clash)).toThrow(/Route path "\/sample" already exists/);
    expect(points.menus.get('clash.menu')).toBeUndefined();
    expect(host.get('clash')?.enabled).toBe(false);
  });
});

describe('extension host: lazy activation', () => {
  it('activates once on first use, even when asked concurrently', async () => {
    const { host } = createTestKernel();
    const activate = vi.fn(async () => {});
    host.install(sample({ activate }));
    await Promise.all([host.activate('sample'), host.activate('sample')]);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(host.get('sample')?.status).toBe('active');
  });

  it('activateAfterStart activates the enabled extensions that ask for it, once; the others wait for a use', async () => {
    const { host } = createTestKernel();
    const early = vi.fn(async () => {});
    const late = vi.fn(async () => {});
    const off = vi.fn(async () => {});
    host.install(sample({ id: 'early', activateAfterStart: true, activate: early, contributes: {} }));
    host.install(sample({ id: 'late', activate: late, contributes: {} }));
    host.install(sample({ id: 'off', activateAfterStart: true, activate: off, contributes: {} }), { enabled: false });
    host.activateAfterStart();
    host.activateAfterStart();
    await vi.waitFor(() => expect(host.get('early')?.status).toBe('active'));
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    expect(off).not.toHaveBeenCalled();
  });

  it('running a command activates its extension and calls the bound handler', async () => {
    const kernel = createTestKernel();
    kernel.host.install(
      sample({ activate: (ctx) => ctx.registerCommand('sample.hello', (name) => `hello ${String(name)}`) }),
    );
    const commands = kernel.container.get(CORE_TOKENS.Commands);
    await expect(commands.execute('sample.hello', 'world')).resolves.toBe('hello world');
    expect(kernel.host.get('sample')?.status).toBe('active');
  });

  it('activates required extensions first, and disabling a requirement disables its dependents', async () => {
    const { host, points } = createTestKernel();
    const order: string[] = [];
    host.install(sample({ id: 'base', contributes: {}, activate: () => void order.push('base') }));
    host.install(sample({ requires: ['base'], activate: () => void order.push('sample') }));
    await host.activate('sample');
    expect(order).toEqual(['base', 'sample']);
    await host.disable('base');
    expect(host.get('sample')?.enabled).toBe(false);
    expect(points.routes.all).toHaveLength(0);
    expect(() => host.enable('sample')).toThrow(/requires "base"/);
    // Enabled again with its requirement: it was off only because of it (docs/extensions.md).
    host.enable('base');
    expect(host.get('sample')?.enabled).toBe(true);
    expect(points.routes.all).toHaveLength(1);
  });

  it('a dependant disabled on its own stays disabled when its requirement comes back', async () => {
    const { host } = createTestKernel();
    host.install(sample({ id: 'base', contributes: {} }));
    host.install(sample({ requires: ['base'] }));
    await host.disable('base');
    await host.disable('sample');
    host.enable('base');
    expect(host.get('sample')?.enabled).toBe(false);
    await host.disable('sample');
    host.enable('sample');
    await host.disable('base');
    expect(host.get('sample')?.enabled).toBe(false);
    host.enable('base');
    expect(host.get('sample')?.enabled).toBe(true);
  });

  it('services bound in activate are offered under their token and removed on disable', async () => {
    const kernel = createTestKernel();
    const Greeter = createToken<{ greet(): string }>('test.Greeter');
    const deactivate = vi.fn();
    kernel.host.install(sample({ activate: (ctx) => ctx.bindService(Greeter, { greet: () => 'hi' }), deactivate }));
    await kernel.host.activate('sample');
    expect(kernel.container.get(Greeter).greet()).toBe('hi');
    await kernel.host.disable('sample');
    expect(deactivate).toHaveBeenCalledTimes(1);
    expect(kernel.container.isBound(Greeter)).toBe(false);
  });

  it('a failing activation is reported, isolated, and can be retried', async () => {
    const { host } = createTestKernel();
    let fail = true;
    host.install(
      sample({
        activate: () => {
          if (fail) throw new Error('boom');
        },
      }),
    );
    host.install(sample({ id: 'other', contributes: {} }));
    const results = await host.activateAll(['sample', 'other']);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(host.get('sample')).toMatchObject({ status: 'failed', error: 'boom' });
    expect(host.get('other')?.status).toBe('active');
    fail = false;
    await host.activate('sample');
    expect(host.get('sample')?.status).toBe('active');
  });

  it('tokens are names: two tokens made from one name are the same key', () => {
    expect(createToken('x.Y')).toBe(createToken('x.Y'));
    expect(createToken('x.Y')).toBe(Symbol.for('ontobench.x.Y'));
  });
});

describe('extension host: areas loaded after the first page (installLater)', () => {
  const other = () =>
    sample({
      id: 'other',
      contributes: {
        routes: [{ id: 'other', path: '/other', layout: 'main', requiresAuth: false, app: 'both', page }],
      },
    });

  it('is unsettled while the modules arrive, then installs every one that loaded, in order', async () => {
    const { host, points } = createTestKernel();
    let arrive!: () => void;
    const late = new Promise<void>((resolve) => (arrive = resolve));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const done = host.installLater([
      () => late.then(() => ({ default: other() })),
      () => Promise.reject(new Error('chunk failed')),
      async () => ({ default: sample() }),
    ]);
    expect(host.laterSettled).toBe(false);
    expect(points.routes.all).toEqual([]);
    arrive();
    await done;
    expect(host.laterSettled).toBe(true);
    expect(host.extensions.map((e) => e.id)).toEqual(['other', 'sample']);
    expect(points.routes.all.map((r) => r.path).sort()).toEqual(['/other', '/sample']);
    expect(errors).toHaveBeenCalledWith('Extension module 2 of 3 did not load', expect.any(Error));
    errors.mockRestore();
  });

  it('activates an arrival that asks for activateAfterStart when the start has passed', async () => {
    const { host } = createTestKernel();
    host.activateAfterStart();
    const activate = vi.fn();
    await host.installLater([async () => ({ default: sample({ activateAfterStart: true, activate }) })]);
    await vi.waitFor(() => expect(activate).toHaveBeenCalledOnce());
  });
});
