import { observable, reaction, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PluginInfo } from '../../common/status.ts';
import { defineExtension, type ExtensionManifest } from '../kernel/extension.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import type { Kernel } from '../kernel/create-kernel.ts';
import type { HttpClient, NotificationMessage, Notifications, Session } from '../services/shell-contracts.ts';
import { PluginLoader } from './plugin-loader.ts';
import type { PluginStates } from './plugin-states.ts';
import { PLUGIN_TOKENS } from './plugin-tokens.ts';

const page = () => Promise.resolve({ default: () => null });

function plugin(id: string, routePath?: string): ExtensionManifest {
  return defineExtension({
    id,
    version: '1.0.0',
    contributes: {
      routes: routePath
        ? [{ id, path: routePath, layout: 'blank', requiresAuth: false, app: 'both', page }]
        : undefined,
      menus: [{ id: `${id}.menu`, group: 'general', icon: 'home', order: 1, labelKey: 'title', route: routePath }],
    },
  });
}

function info(id: string, fields: Partial<PluginInfo> = {}): PluginInfo {
  return {
    id,
    version: '1.0.0',
    name: `Plugin ${id}`,
    config: {},
    type: 'generic',
    routePath: null,
    routeMetaInfo: null,
    url: `/plugins/${id}/1.0.0/index.js`,
    ...fields,
  };
}

let kernel: Kernel;
let session: { status: Session['status']; token: string | undefined };
let listed: PluginInfo[];
let modules: Record<string, () => Promise<unknown>>;
let imported: string[];
let shown: NotificationMessage[];
let changed: (() => void) | undefined;
let loader: PluginLoader;
let stop: () => void;
let focus: EventTarget;

beforeEach(() => {
  kernel = createTestKernel();
  session = observable({ status: 'unknown' as Session['status'], token: undefined as string | undefined });
  listed = [];
  modules = {};
  imported = [];
  shown = [];
  const http: Pick<HttpClient, 'request'> = {
    request: async () => new Response(JSON.stringify(listed), { status: 200 }),
  };
  const notifications: Pick<Notifications, 'show'> = {
    show: (message) => {
      shown.push(message);
      return { dispose: () => undefined };
    },
  };
  const realtime = {
    subscribe: (_event: string, listener: (payload: never) => void) => {
      changed = () => listener(undefined as never);
      return { dispose: () => (changed = undefined) };
    },
  };
  loader = new PluginLoader(
    session as unknown as Session,
    http as HttpClient,
    kernel.host,
    notifications as Notifications,
    kernel.container.get(Symbol.for('ontobench.I18n')),
    realtime,
  );
  loader.useImporter(async (url) => {
    imported.push(url);
    const load = modules[url];
    if (!load) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    return load();
  });
  // The HEAD the loader sends after a failed import, to tell "not found" from other failures.
  vi.stubGlobal('fetch', async (url: string) => new Response(null, { status: modules[url] ? 200 : 404 }));
  focus = new EventTarget();
  stop = loader.start(focus as unknown as Window).dispose;
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

async function signIn() {
  runInAction(() => Object.assign(session, { status: 'signed-in', token: 'jwt' }));
  await vi.waitFor(() => expect(loader.ready).toBe(true));
}
const routePaths = () => kernel.points.routes.all.map((r) => r.path);

describe('PluginLoader (docs/plugins.md, shell §2, §5, domain §8)', () => {
  it('waits for the session, then installs the listed plugins; global routes get the main layout and sign-in', async () => {
    listed = [info('alpha', { type: 'global', routePath: '/alpha' }), info('beta', { type: 'mainMenu' })];
    modules[listed[0]!.url!] = async () => ({ default: plugin('alpha', '/alpha') });
    modules[listed[1]!.url!] = async () => ({ default: plugin('beta', '/beta') });
    expect(loader.ready).toBe(false);
    await signIn();
    const alpha = kernel.points.routes.all.find((r) => r.path === '/alpha')!;
    expect(alpha).toMatchObject({ layout: 'main', requiresAuth: true, owner: 'alpha' });
    // Only global plugins are forced; another type keeps what it declared.
    expect(kernel.points.routes.all.find((r) => r.path === '/beta')).toMatchObject({ layout: 'blank' });
    expect(loader.plugins.map((p) => [p.info.id, p.status])).toEqual([
      ['alpha', 'loaded'],
      ['beta', 'loaded'],
    ]);
    expect(shown).toEqual([]);
  });

  it('a plugin requiring a domain area waits for the areas loaded after the first page', async () => {
    listed = [info('needs-area', { routePath: '/needs' })];
    modules[listed[0]!.url!] = async () => ({
      default: defineExtension({ ...plugin('needs-area', '/needs'), requires: ['area'] }),
    });
    let arrive!: () => void;
    const area = new Promise<{ default: ExtensionManifest }>(
      (resolve) =>
        (arrive = () => resolve({ default: defineExtension({ id: 'area', version: '1.0.0', contributes: {} }) })),
    );
    const later = kernel.host.installLater([() => area]);
    runInAction(() => Object.assign(session, { status: 'signed-in', token: 'jwt' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(routePaths()).not.toContain('/needs');
    expect(loader.ready).toBe(false);
    arrive();
    await later;
    await vi.waitFor(() => expect(loader.ready).toBe(true));
    expect(loader.state('needs-area')).toMatchObject({ status: 'loaded' });
    expect(routePaths()).toContain('/needs');
  });

  it('a plugin that throws at load gives the spec notice once, naming it; the others are installed', async () => {
    listed = [info('broken', { name: 'Broken & Co' }), info('good', { routePath: '/good' }), info('worse')];
    modules[listed[0]!.url!] = async () => {
      throw new Error('boom');
    };
    modules[listed[1]!.url!] = async () => ({ default: plugin('good', '/good') });
    modules[listed[2]!.url!] = async () => {
      throw new TypeError('x is not a function');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signIn();
    expect(shown).toEqual([{ text: 'Не удалось инициализировать плагины: Broken & Co, Plugin worse', color: 'error' }]);
    expect(routePaths()).toContain('/good');
    expect(loader.plugins.find((p) => p.info.id === 'broken')).toMatchObject({ status: 'failed', error: 'boom' });
    // The read-only view the admin screen shows: failed with the reason, not loaded.
    expect(loader.state('broken')).toMatchObject({ status: 'failed', error: 'boom', version: '1.0.0' });
    expect(loader.state('good')).toMatchObject({ status: 'loaded', error: null });
    expect(loader.state('nobody')).toBeUndefined();
    expect(errors).toHaveBeenCalled();
  });

  it('a plugin built for an SDK the host no longer offers is shown failed with the server’s reason, never imported', async () => {
    const reason =
      'The plugin "old" needs @ontobench/sdk ^1.0.0, but this host offers 2.0.0: rebuild it against @ontobench/sdk ^2.0.0 (the SDK\'s CHANGELOG lists what changed)';
    listed = [info('old', { name: 'Old plugin', sdkRefusal: reason }), info('good', { routePath: '/good' })];
    modules[listed[0]!.url!] = async () => ({ default: plugin('old', '/old') });
    modules[listed[1]!.url!] = async () => ({ default: plugin('good', '/good') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signIn();
    expect(imported).toEqual([listed[1]!.url]);
    expect(loader.state('old')).toMatchObject({ status: 'failed', error: reason });
    expect(shown.map((m) => m.text)).toEqual(['Не удалось инициализировать плагины: Old plugin']);
    expect(routePaths()).not.toContain('/old');
  });

  it.each([
    ['its module answers 404', undefined, 'Plugin Plugin ghost not found'],
    ['its module has no default export', {}, 'Plugin Plugin ghost not found'],
    [
      'its module exports another id',
      { default: plugin('someone-else') },
      'Plugin Plugin ghost: its manifest id "someone-else" differs from the id "ghost" it was installed under (package.json "ontobench.id")',
    ],
  ])('fails with a message when %s', async (_what, exported, error) => {
    listed = [info('ghost')];
    if (exported) modules[listed[0]!.url!] = async () => exported;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signIn();
    expect(loader.plugins[0]).toMatchObject({ status: 'failed', error });
    expect(shown.map((m) => m.text)).toEqual(['Не удалось инициализировать плагины: Plugin ghost']);
    expect(kernel.host.get('someone-else')).toBeUndefined();
  });

  it('hands each loaded plugin its config (an object, {} when unset), live, through the read-only view', async () => {
    listed = [info('alpha', { config: { colour: 'red' } }), info('beta', { config: null })];
    modules[listed[0]!.url!] = async () => ({ default: plugin('alpha') });
    modules[listed[1]!.url!] = async () => ({ default: plugin('beta') });
    await signIn();
    const states: PluginStates = loader;
    // Services.Plugins of the SDK is this view of the kernel's own loader.
    expect(kernel.container.get(PLUGIN_TOKENS.States)).toBe(kernel.container.get(PLUGIN_TOKENS.Loader));
    expect(states.config('alpha')).toEqual({ colour: 'red' });
    expect(states.config('beta')).toEqual({});
    expect(states.config('gamma')).toBeUndefined();
    const seen: unknown[] = [];
    const stopWatching = reaction(
      () => states.config('alpha'),
      (config) => seen.push(config),
    );
    listed = [info('alpha', { config: { colour: 'blue' } }), listed[1]!];
    changed!();
    await vi.waitFor(() => expect(seen).toEqual([{ colour: 'blue' }]));
    stopWatching();
  });

  it('a route path that already exists is an error for that plugin only', async () => {
    kernel.host.install(plugin('first-party', '/taken'));
    listed = [info('clash', { type: 'global', routePath: '/taken' }), info('fine', { routePath: '/fine' })];
    modules[listed[0]!.url!] = async () => ({ default: plugin('clash', '/taken') });
    modules[listed[1]!.url!] = async () => ({ default: plugin('fine', '/fine') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signIn();
    expect(loader.plugins.find((p) => p.info.id === 'clash')?.status).toBe('failed');
    expect(kernel.host.get('clash')).toBeUndefined();
    expect(kernel.points.routes.all.find((r) => r.path === '/taken')?.owner).toBe('first-party');
    expect(routePaths()).toContain('/fine');
  });

  it('follows PLUGINS_CHANGED and window focus: removes what is no longer listed, never imports what is not', async () => {
    listed = [info('alpha', { routePath: '/alpha' })];
    modules[listed[0]!.url!] = async () => ({ default: plugin('alpha', '/alpha') });
    modules['/plugins/gamma/1.0.0/index.js'] = async () => ({ default: plugin('gamma', '/gamma') });
    await signIn();
    expect(routePaths()).toContain('/alpha');

    listed = []; // an administrator disabled it
    changed!();
    await vi.waitFor(() => expect(routePaths()).not.toContain('/alpha'));
    expect(kernel.host.get('alpha')).toBeUndefined();

    listed = [info('alpha', { routePath: '/alpha', config: { colour: 'red' } })]; // enabled again, new config
    focus.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(routePaths()).toContain('/alpha'));
    expect(loader.config('alpha')).toEqual({ colour: 'red' });
    expect(imported).not.toContain('/plugins/gamma/1.0.0/index.js');
  });

  it('sign-out removes every plugin', async () => {
    listed = [info('alpha', { routePath: '/alpha' })];
    modules[listed[0]!.url!] = async () => ({ default: plugin('alpha', '/alpha') });
    await signIn();
    runInAction(() => Object.assign(session, { status: 'signed-out', token: undefined }));
    await vi.waitFor(() => expect(kernel.host.get('alpha')).toBeUndefined());
    expect(loader.plugins).toEqual([]);
    expect(loader.ready).toBe(true);
  });
});
