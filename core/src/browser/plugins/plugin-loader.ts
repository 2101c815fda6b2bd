import type { i18n as I18n } from 'i18next';
import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, reaction, runInAction, when } from 'mobx';
import type { Disposable } from '../../common/disposable.ts';
import { PLUGINS_CHANGED } from '../../common/plugins.ts';
import { PLUGINS_PATH, type PluginInfo } from '../../common/status.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { ExtensionManifest } from '../kernel/extension.ts';
import type { ExtensionHost } from '../kernel/extension-host.ts';
import type { HttpClient, Notifications, Session } from '../services/shell-contracts.ts';
import { STATUS_TOKENS } from '../status/status-tokens.ts';
import type { RealtimeNotices } from '../status/realtime-notices.ts';
import { PLUGIN_TEXTS, PLUGINS_NAMESPACE } from './plugin-texts.ts';
import type { PluginLoadStatus, PluginState, PluginStates } from './plugin-states.ts';
import { isAbortError } from '../http/send-request.ts';

export type { PluginLoadStatus };

/** One plugin the registry listed for this user. Observable. */
export class LoadedPlugin implements PluginState {
  status: PluginLoadStatus = 'loading';
  error: string | null = null;
  /** The extension id it was installed under, once installed. */
  extensionId: string | null = null;

  constructor(
    public info: PluginInfo,
    readonly key: string,
  ) {
    makeObservable(this, { status: observable, error: observable, info: observableRef });
  }

  get version(): string | null {
    return this.info.version;
  }
}

export type ModuleImporter = (url: string) => Promise<unknown>;
// A real dynamic import by URL: the browser resolves the bundle's bare imports through the import map.
const importByUrl: ModuleImporter = (url) => import(/* @vite-ignore */ url);

/**
 * Loads runtime plugins (docs/plugins.md, "Loader"). While a user is signed in it keeps the installed
 * plugins equal to `GET app/plugins`: it re-reads the list on sign-in, on the realtime PLUGINS_CHANGED
 * event and when the window regains focus; imports each new enabled plugin's module by URL and installs
 * its manifest in the same ExtensionHost as first-party extensions; uninstalls what is no longer listed.
 * A disabled plugin is never listed, so its code is never fetched. Each plugin fails alone: the spec's
 * 'Не удалось инициализировать плагины' goes to the message bar, the reason to the console, the rest go on.
 */
@injectable()
export class PluginLoader implements PluginStates {
  /** False until the plugins of the current sign-in are settled; a not-found page waits for it (shell §5). */
  ready = false;
  private readonly entries = observable.map<string, LoadedPlugin>({}, { deep: false });
  private importModule: ModuleImporter = importByUrl;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    @inject(CORE_TOKENS.Session) private readonly session: Session,
    @inject(CORE_TOKENS.Http) private readonly http: HttpClient,
    @inject(CORE_TOKENS.ExtensionHost) private readonly host: ExtensionHost,
    @inject(CORE_TOKENS.Notifications) private readonly notifications: Notifications,
    @inject(CORE_TOKENS.I18n) private readonly i18n: I18n,
    @inject(STATUS_TOKENS.Realtime) private readonly realtime: Pick<RealtimeNotices, 'subscribe'>,
  ) {
    makeObservable<PluginLoader, 'setReady'>(this, { ready: observable, setReady: action });
    for (const [lng, texts] of Object.entries(PLUGIN_TEXTS)) i18n.addResourceBundle(lng, PLUGINS_NAMESPACE, texts);
  }

  /** Tests only. */
  useImporter(importer: ModuleImporter): void {
    this.importModule = importer;
  }

  get plugins(): readonly LoadedPlugin[] {
    return [...this.entries.values()];
  }

  /** The config an administrator set for a plugin (by extension id); undefined when it is not loaded. */
  config(extensionId: string): Readonly<Record<string, unknown>> | undefined {
    const entry = this.plugins.find((p) => p.extensionId === extensionId);
    if (!entry) return undefined;
    const config = entry.info.config;
    return typeof config === 'object' && config !== null && !Array.isArray(config)
      ? (config as Record<string, unknown>)
      : {};
  }

  /** A listed plugin's state in this browser (loading, loaded or failed, and why). */
  state(pluginId: string): PluginState | undefined {
    return this.plugins.find((p) => p.info.id === pluginId);
  }

  start(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): Disposable {
    const stopSession = reaction(
      () => (this.session.status === 'signed-in' ? (this.session.token ?? '') : this.session.status),
      (state) => {
        if (state === 'unknown') return this.setReady(false);
        if (state === 'signed-out') {
          void this.unloadAll().finally(() => this.setReady(true));
          return;
        }
        this.setReady(false);
        void this.sync();
      },
      { fireImmediately: true },
    );
    const onFocus = () => {
      if (this.session.status === 'signed-in') void this.sync();
    };
    target.addEventListener('focus', onFocus);
    const changed = this.realtime.subscribe(PLUGINS_CHANGED, () => void this.sync());
    return {
      dispose: () => {
        stopSession();
        target.removeEventListener('focus', onFocus);
        changed.dispose();
      },
    };
  }

  /** Brings the installed plugins in line with the registry; concurrent calls fold into one more run. */
  sync(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async () => {
      do {
        this.again = false;
        await this.syncOnce();
      } while (this.again);
    };
    this.running = run().finally(() => {
      this.running = null;
      if (this.session.status === 'signed-in') this.setReady(true);
    });
    return this.running;
  }

  private async syncOnce(): Promise<void> {
    let listed: PluginInfo[];
    try {
      const response = await this.http.request(PLUGINS_PATH);
      if (!response.ok) throw new Error(`GET ${PLUGINS_PATH}: HTTP ${response.status}`);
      listed = (await response.json()) as PluginInfo[];
    } catch (error) {
      // Shell §8: a failed load of the plugin list is reported on the console only; one called off by
      // signing out is not a failure.
      if (!isAbortError(error)) console.error('Plugins could not be listed:', error);
      return;
    }
    const wanted = new Map(listed.filter((p) => p.url).map((p) => [keyOf(p), p]));
    for (const entry of this.plugins) {
      if (!wanted.has(entry.key)) await this.unload(entry);
    }
    const added: LoadedPlugin[] = [];
    for (const [key, info] of wanted) {
      const known = this.entries.get(key);
      if (known)
        runInAction(() => (known.info = info)); // config edits arrive live
      else {
        const entry = new LoadedPlugin(info, key);
        runInAction(() => this.entries.set(key, entry));
        added.push(entry);
      }
    }
    const results = await Promise.allSettled(added.map((entry) => this.load(entry)));
    const failed = added.filter((_, i) => results[i]!.status === 'rejected').map((entry) => entry.info.name);
    if (failed.length > 0) {
      // Domain §8's text, then which plugins: the user can tell the administrator what broke.
      const text = this.i18n.t('initFailed', {
        ns: PLUGINS_NAMESPACE,
        names: failed.join(', '),
        interpolation: { escapeValue: false },
      });
      this.notifications.show({ text, color: 'error' });
    }
  }

  private async load(entry: LoadedPlugin): Promise<void> {
    const { info } = entry;
    try {
      // Built for an SDK this host no longer offers (the server says why): never run it.
      if (info.sdkRefusal) throw new Error(info.sdkRefusal);
      const module = await this.fetchModule(info);
      const manifest = (module as { default?: unknown } | null)?.default as ExtensionManifest | undefined;
      if (!manifest || typeof manifest !== 'object') throw new Error(`Plugin ${info.name} not found`);
      if (info.id !== null && manifest.id !== info.id) {
        // The SDK's build refuses this; a bundle made otherwise still gets a message naming both ids.
        throw new Error(
          `Plugin ${info.name}: its manifest id "${String(manifest.id)}" differs from the id "${info.id}" it was installed under (package.json "ontobench.id")`,
        );
      }
      // A plugin may require a domain area, which arrives after the first page (docs/extensions.md).
      await when(() => this.host.laterSettled);
      if (!this.entries.has(entry.key)) return; // unlisted while it loaded
      const taken = this.host.get(manifest.id) !== undefined;
      try {
        this.host.install(adaptManifest(manifest, info));
      } catch (error) {
        // install records the manifest before enabling it; a refused one must not keep the id taken.
        if (!taken && this.host.get(manifest.id)) await this.host.uninstall(manifest.id);
        throw error;
      }
      runInAction(() => {
        entry.extensionId = manifest.id;
        entry.status = 'loaded';
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Plugin "${info.name}" could not be initialised:`, error);
      runInAction(() => {
        entry.status = 'failed';
        entry.error = message;
      });
      throw error;
    }
  }

  /** The module, or 'Plugin <name> not found' when its address answers 404. */
  private async fetchModule(info: PluginInfo): Promise<unknown> {
    try {
      return await this.importModule(info.url!);
    } catch (error) {
      // An import rejects alike for a missing file and a network failure; ask the address which it was.
      const status = await fetch(info.url!, { method: 'HEAD' }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 404) throw new Error(`Plugin ${info.name} not found`, { cause: error });
      throw error;
    }
  }

  private async unload(entry: LoadedPlugin): Promise<void> {
    runInAction(() => this.entries.delete(entry.key));
    if (entry.extensionId && this.host.get(entry.extensionId)) {
      await this.host.uninstall(entry.extensionId).catch((error: unknown) => {
        console.error(`Plugin "${entry.info.name}" could not be removed:`, error);
      });
    }
  }

  private async unloadAll(): Promise<void> {
    for (const entry of this.plugins) await this.unload(entry);
  }

  private setReady(ready: boolean): void {
    this.ready = ready;
  }
}

/** A registry row names one module version; a new version or address is another plugin to load. */
function keyOf(info: PluginInfo): string {
  return `${info.id ?? info.name}@${info.version ?? ''} ${info.url}`;
}

/** Shell §2: a global plugin's routes get the main layout and require sign-in, whatever they declare. */
export function adaptManifest(manifest: ExtensionManifest, info: PluginInfo): ExtensionManifest {
  if (info.type !== 'global' || !manifest.contributes?.routes) return manifest;
  return {
    ...manifest,
    contributes: {
      ...manifest.contributes,
      routes: manifest.contributes.routes.map((route) => ({ ...route, layout: 'main', requiresAuth: true })),
    },
  };
}
