/**
 * `@ontobench/sdk/testing`: a small harness for unit-testing an extension or plugin in a real kernel
 * (the same extension host, registries, i18next and Fluent provider as the product), with a signed-in
 * session and a data client you supply. Render with your own testing library:
 *
 * ```tsx
 * const kernel = createPluginTestKernel({ data: fakeDataClient(() => reply).client });
 * kernel.host.install(plugin);
 * const Page = await loadRoutePage(kernel, 'hello-data');
 * render(<PluginTestRoot kernel={kernel} extensionId="hello-data"><Page params={{}} /></PluginTestRoot>);
 * ```
 *
 * @module @ontobench/sdk/testing
 */
import type { ComponentType, ReactNode } from 'react';
import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  CORE_TOKENS,
  PLUGIN_TOKENS,
  ContainerProvider,
  DialogsHost,
  ExtensionBoundary,
  bundleAllShellTexts,
  createKernel,
  extensionNamespaces,
  memoryStorage,
  realtimeFake,
  type ContributionPoints,
  type CurrentUser,
  type DataClient,
  type DocumentComponentProps,
  type ExtensionHost,
  type ExtensionManifest,
  type HttpClient,
  type Kernel,
  type Locale,
  type RoutePageProps,
  type ServiceToken,
  type Session,
} from '@ontobench/core/browser';
import { DEFAULT_BRANDING, type GetDataReply, type SetDataOperation } from '@ontobench/core/common';

/**
 * Turns off Web Animations for the test's DOM (happy-dom rejects Fluent's dialog motion on unmount with
 * "The animation was canceled"); returns the undo. Call it around tests that open dialogs.
 */
export { disableWebAnimations } from '@ontobench/core/browser';
export { memoryStorage };
/**
 * A realtime service for unit tests, bound with `kernel.bind(Services.Realtime, fake.service)`: the test
 * sends a channel's messages, a reconnect or a job's progress (inside `act` when React shows the result).
 */
export { realtimeFake };
export type { RealtimeFake } from '@ontobench/core/browser';

/** Options of {@link createPluginTestKernel}. */
export interface PluginTestKernelOptions {
  /** The signed-in user (fields not given get harmless defaults); `null` for a signed-out visitor. */
  user?: Partial<CurrentUser> | null;
  /** The data client behind `Services.Data`; default: {@link fakeDataClient} with empty replies. */
  data?: DataClient;
  /** The interface language; default Russian, as in the product. */
  locale?: Locale;
  /** Manifests granted the privileged host API (`ctx.hostAdmin`), as the host composition root grants it. */
  hostAdmins?: readonly ExtensionManifest[];
  /** The config an administrator set, as `usePluginConfig()` and `Services.Plugins.config(id)` read it; default `{}`. */
  pluginConfig?: Record<string, unknown>;
  /** The host's blocked routes (the environment's `blockedRoutes`): the route guard refuses them to everyone. */
  blockedRoutes?: readonly string[];
}

/** A kernel for tests: the extension host and registries, plus a way to replace any service. */
export interface PluginTestKernel {
  /** The product's extension host: `install`, `enable`, `disable`, `activate`. */
  readonly host: ExtensionHost;
  /** The live contribution registries (routes, menus, quick-launch kinds, …). */
  readonly points: ContributionPoints;
  /** The kernel itself, for {@link PluginTestRoot}. */
  readonly kernel: Kernel;
  /** Binds `value` under `token`, replacing what was bound. */
  bind<T>(token: ServiceToken<T>, value: T): void;
  /** The service bound under `token`. */
  get<T>(token: ServiceToken<T>): T;
}

function testUser(user: Partial<CurrentUser>): CurrentUser {
  return {
    id: 'test-user',
    name: 'Тестов Тест Тестович',
    email: 'test@example.org',
    app: 'onto',
    isAdmin: false,
    isBetaTester: false,
    licenseExpirationDate: null,
    disabledRoutes: [],
    enabledRoutes: [],
    hiddenComponents: [],
    deleteAccountRequestDate: null,
    ...user,
  };
}

/** A session that never talks to a server: signed in as `user`, or signed out. */
function testSession(user: CurrentUser | null): Session {
  return {
    status: user ? 'signed-in' : 'signed-out',
    user: user ?? undefined,
    isAdmin: user?.isAdmin ?? false,
    token: user ? 'test-token' : undefined,
    dataSessionId: user ? 'test-session' : undefined,
    tabSessionId: 'test-tab',
    error: undefined,
    signOut: async () => {},
    start: async () => {},
    signIn: async () => {},
  };
}

/** A kernel with in-memory storage, a test session and the given data client. */
export function createPluginTestKernel(options: PluginTestKernelOptions = {}): PluginTestKernel {
  const kernel = createKernel({
    environment: {
      version: 'test',
      branding: { ...DEFAULT_BRANDING, customerName: 'Test' },
      statusMonitoring: false,
      blockedRoutes: options.blockedRoutes ? [...options.blockedRoutes] : undefined,
    },
    storage: memoryStorage(),
    hostAdmins: options.hostAdmins,
  });
  const { container } = kernel;
  const bind = <T,>(token: ServiceToken<T>, value: T) => {
    if (container.isBound(token)) container.unbind(token);
    container.bind(token).toConstantValue(value);
  };
  bind(CORE_TOKENS.Session, testSession(options.user === null ? null : testUser(options.user ?? {})));
  bind(CORE_TOKENS.Data, options.data ?? fakeDataClient().client);
  // Every language at once: a test switches language synchronously (the app fetches English when needed).
  bundleAllShellTexts(container.get(CORE_TOKENS.I18n));
  if (options.locale) container.get(CORE_TOKENS.Locale).setLocale(options.locale);
  // No registry in a test: every extension reads the given config and counts as loaded.
  const pluginConfig = options.pluginConfig ?? {};
  bind(PLUGIN_TOKENS.States, {
    config: () => pluginConfig,
    state: () => ({ status: 'loaded', error: null, version: null }),
  });
  return { host: kernel.host, points: kernel.points, kernel, bind, get: (token) => container.get(token) };
}

/** One recorded call of a {@link fakeDataClient}. */
export interface RecordedDataCall {
  /** Which call it was. */
  act: 'get_data' | 'get_form' | 'set_data' | 'execute';
  /** The query, the operations, or `{ procedure, payload }`. */
  body: unknown;
}

/** What {@link fakeDataClient} returns. */
export interface FakeDataClient {
  /** Bind it as `Services.Data` (the `data` option of {@link createPluginTestKernel}). */
  client: DataClient;
  /** Every call, in order. */
  calls: RecordedDataCall[];
}

/**
 * A data client that answers `getData` with `reply(query)` (which may throw, to test error states)
 * and records every call. `setData` answers as the server would; `getForm` has no fields.
 */
export function fakeDataClient(
  reply: (query: unknown) => GetDataReply | Promise<GetDataReply> = () => ({ rows: [], count_rows: 0 }),
): FakeDataClient {
  const calls: RecordedDataCall[] = [];
  const client: DataClient = {
    async getData(query) {
      calls.push({ act: 'get_data', body: query });
      return reply(query);
    },
    async getForm(query) {
      calls.push({ act: 'get_form', body: query });
      return { fields: [] };
    },
    async setData(operations: readonly SetDataOperation[]) {
      calls.push({ act: 'set_data', body: operations });
      return {
        ok: true,
        results: operations.map((o, i) => ({ op: o.op, inst: 'inst' in o && o.inst ? o.inst : `new-${i}` })),
      };
    },
    async execute<T>(procedure: string, payload?: unknown) {
      calls.push({ act: 'execute', body: { procedure, payload } });
      return undefined as T;
    },
  };
  return { client, calls };
}

/** One call a page made through `Services.Http`, as {@link recordHttp} records it (the body parsed as JSON). */
export interface RecordedHttpCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Binds the kernel's `Services.Http` to `answer(call)` and records every call, in order: what a page test of
 * an area that talks to its own server calls uses instead of a network.
 */
export function recordHttp(
  kernel: PluginTestKernel,
  answer: (call: RecordedHttpCall) => Response | Promise<Response>,
): RecordedHttpCall[] {
  const calls: RecordedHttpCall[] = [];
  kernel.bind(CORE_TOKENS.Http, {
    request: async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    },
    onResponse: () => ({ dispose: () => undefined }),
    onUnauthorized: () => ({ dispose: () => undefined }),
  } as unknown as HttpClient);
  return calls;
}

/** Props of {@link PluginTestRoot}. */
export interface PluginTestRootProps {
  /** The kernel whose services the UI uses. */
  kernel: PluginTestKernel;
  /** Whose namespace `useT()` reads first, and whose error boundary catches. */
  extensionId: string;
  /** The memory router's location; default `/`. */
  path?: string;
  /** Render with the dark theme. */
  dark?: boolean;
  /** The UI under test. */
  children: ReactNode;
}

/**
 * The providers the shell puts around an extension's UI: services, i18next, Fluent, router, boundary,
 * and the shell's dialog host, so dialogs opened with `Services.Dialogs` show up in the test.
 */
export function PluginTestRoot({ kernel, extensionId, path = '/', dark, children }: PluginTestRootProps) {
  const { container } = kernel.kernel;
  const location = memoryLocation({ path });
  return (
    <ContainerProvider container={container}>
      <I18nextProvider i18n={container.get(CORE_TOKENS.I18n)}>
        <FluentProvider theme={dark ? webDarkTheme : webLightTheme}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <ExtensionBoundary extensionId={extensionId}>{children}</ExtensionBoundary>
            <DialogsHost />
          </Router>
        </FluentProvider>
      </I18nextProvider>
    </ContainerProvider>
  );
}

/**
 * Loads an extension's texts, its labels and its page texts, as the shell does before it draws one of
 * its screens: a test that renders a component synchronously calls it first (PluginTestRoot otherwise
 * draws the extension's UI once its page texts have arrived).
 */
export async function loadExtensionTexts(kernel: PluginTestKernel, extensionId: string): Promise<void> {
  await kernel.get(CORE_TOKENS.I18n).loadNamespaces(extensionNamespaces(extensionId));
}

/** Activates a route's extension (as entering the route does) and loads its lazy page. */
export async function loadRoutePage(kernel: PluginTestKernel, routeId: string): Promise<ComponentType<RoutePageProps>> {
  const route = kernel.points.routes.get(routeId);
  if (!route) throw new Error(`no route "${routeId}" is registered`);
  await kernel.host.activate(route.owner);
  return (await route.page()).default;
}

/** Loads the renderer (or editor) of a registered document component kind. */
export async function loadDocumentComponent(
  kernel: PluginTestKernel,
  kindId: string,
  part: 'renderer' | 'editor' = 'renderer',
): Promise<ComponentType<DocumentComponentProps>> {
  const kind = kernel.points.documentComponents.get(kindId);
  if (!kind) throw new Error(`no document component kind "${kindId}" is registered`);
  const load = kind[part];
  if (!load) throw new Error(`document component kind "${kindId}" has no ${part}`);
  await kernel.host.activate(kind.owner);
  return (await load()).default;
}
