import { inject, injectable, type Container } from 'inversify';
import type { i18n as I18n } from 'i18next';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { Disposable } from '../../common/disposable.ts';
import { manifestProblems } from '../../common/manifest.ts';
import { pageTextsNamespace } from '../i18n/page-texts.tsx';
import { textsBackendOf, type TranslationsLoader } from '../i18n/texts-backend.ts';
import { LOCALES } from '../services/locale-service.ts';
import { type CommandHandlers } from './command-handlers.ts';
import { type ContributionPoints } from './contribution-points.ts';
import type { Contributions } from './contributions.ts';
import type { ExtensionContext, ExtensionManifest } from './extension.ts';
import { CORE_TOKENS } from './core-tokens.ts';
import { createExtensionContext, type LiveContext } from './extension-context.ts';
import { createHostAdmin } from './host-admin.ts';
import type { Registry } from './registry.ts';

export type ExtensionStatus = 'disabled' | 'enabled' | 'activating' | 'active' | 'failed';

/** An extension whose module loads after the first page: a dynamic import of its manifest module. */
export type ExtensionLoader = () => Promise<{ default: ExtensionManifest }>;

/** What the host knows of one installed extension. Observable. */
export class ExtensionRecord {
  status: ExtensionStatus = 'disabled';
  error: string | null = null;
  /** Undoes the registration of every contribution. */
  contributions: Disposable | null = null;
  activation: Promise<void> | null = null;
  /** The context of the current activation; closed (everything it registered undone) on disable. */
  live: LiveContext | null = null;
  /** Disabled only because something it requires was: enabled again when all of those are. */
  disabledWithRequirement = false;

  get context(): ExtensionContext | null {
    return this.live?.ctx ?? null;
  }

  constructor(readonly manifest: ExtensionManifest) {
    makeObservable(this, { status: observable, error: observable });
  }

  get id(): string {
    return this.manifest.id;
  }
  get enabled(): boolean {
    return this.status !== 'disabled';
  }
}

/**
 * Loads extensions, first-party and runtime plugins alike: registers their contributions eagerly
 * (data only, cheap), activates each on the first use of one of them, and enables or disables
 * them at run time without a reload.
 */
@injectable()
export class ExtensionHost {
  private readonly records = observable.map<string, ExtensionRecord>({}, { deep: false });
  /** Who bound each token through `bindService`, for the error a second binder gets. */
  private readonly serviceOwners = new Map<symbol, string>();
  /** Manifests (by identity, not id) the composition root granted the privileged host API. */
  private readonly adminGrants = new WeakSet<ExtensionManifest>();
  /**
   * False while extensions given to `installLater` are still arriving. Observable: a path no route
   * matches waits for them before it is called not found (shell §5), as it waits for runtime plugins.
   */
  laterSettled = true;

  constructor(
    @inject(CORE_TOKENS.ContributionPoints) private readonly points: ContributionPoints,
    @inject(CORE_TOKENS.CommandHandlers) private readonly handlers: CommandHandlers,
    @inject(CORE_TOKENS.I18n) private readonly i18n: I18n,
    @inject(CORE_TOKENS.Container) private readonly container: Container,
  ) {
    makeObservable<ExtensionHost, 'setStatus'>(this, {
      install: action,
      setStatus: action,
      laterSettled: observable,
    });
  }

  get extensions(): readonly ExtensionRecord[] {
    return [...this.records.values()];
  }

  get(id: string): ExtensionRecord | undefined {
    return this.records.get(id);
  }

  /**
   * Grants the privileged host API to this very manifest object (the composition root's first-party
   * import). By identity, not by id: a runtime plugin that takes the same id never gets it.
   */
  grantHostAdmin(manifest: ExtensionManifest): void {
    this.adminGrants.add(manifest);
  }

  /** Checks and records a manifest; enables it unless told otherwise. Throws on a bad manifest. */
  install(manifest: ExtensionManifest, options: { enabled?: boolean } = {}): ExtensionRecord {
    const problems = manifestProblems(manifest);
    if (problems.length > 0) throw new Error(`Extension manifest is invalid: ${problems.join('; ')}`);
    if (this.records.has(manifest.id)) throw new Error(`Extension "${manifest.id}" is already installed`);
    const record = new ExtensionRecord(manifest);
    this.records.set(manifest.id, record);
    if (options.enabled !== false) this.enable(manifest.id);
    return record;
  }

  /**
   * Installs extensions whose modules load after the first page (docs/extensions.md, "Areas loaded
   * after the first page"): their contribution data is not in the chunks the first page waits for. All
   * are fetched at once and installed together, in the given order, so the menus change once. One that
   * fails to load or install is logged and the others go on. Asked after the start, an installed one's
   * `activateAfterStart` is honoured at once.
   */
  async installLater(loaders: readonly ExtensionLoader[]): Promise<void> {
    runInAction(() => (this.laterSettled = false));
    const outcomes = await Promise.allSettled(loaders.map((load) => load()));
    const installed: string[] = [];
    runInAction(() => {
      outcomes.forEach((outcome, i) => {
        if (outcome.status === 'rejected') {
          console.error(`Extension module ${i + 1} of ${loaders.length} did not load`, outcome.reason);
          return;
        }
        const manifest = outcome.value.default;
        try {
          this.install(manifest);
          installed.push(manifest.id);
        } catch (error) {
          console.error(`Extension "${manifest.id}" was not installed`, error);
        }
      });
      this.laterSettled = true;
    });
    if (this.startActivated) this.activateAtStart(installed);
  }

  /** Registers every contribution of the extension, all or none. */
  enable(id: string): void {
    const record = this.require(id);
    if (record.enabled) return;
    const missing = (record.manifest.requires ?? []).filter((r) => !this.records.get(r)?.enabled);
    if (missing.length > 0) {
      throw new Error(`Extension "${id}" requires ${missing.map((m) => `"${m}"`).join(', ')}, which is not enabled`);
    }
    const done: Disposable[] = [];
    try {
      const c = record.manifest.contributes;
      const p = this.points;
      const add = <T extends { id: string }>(registry: Registry<T>, items: readonly T[] = []) => {
        for (const item of items) done.push(registry.register(item, id));
      };
      // Groups and commands first: menu entries may refer to them.
      add(p.icons, c.icons);
      add(p.apps, c.apps);
      add(p.menuGroups, c.menuGroups);
      add(p.commands, c.commands);
      add(p.routes, c.routes);
      add(p.menus, c.menus);
      add(p.sideMenus, c.sideMenus);
      add(p.quickLaunchKinds, c.quickLaunchKinds);
      add(p.recentLinkTypes, c.recentLinkTypes);
      add(p.documentComponents, c.documentComponents);
      add(p.settings, c.settings);
      add(p.toolbar, c.toolbar);
      add(p.keyBindings, c.keyBindings);
      add(p.contextKeys, c.contextKeys);
      for (const [name, items] of Object.entries(c.points ?? {})) add(p.point(name), items);
      done.push(this.addTranslations(id, c));
    } catch (error) {
      Disposable.all(done).dispose();
      throw error;
    }
    record.contributions = Disposable.all(done);
    record.error = null;
    record.disabledWithRequirement = false;
    this.setStatus(record, 'enabled');
    this.enableDependants();
  }

  /**
   * Removes every contribution; extensions that require this one are disabled first, and come back when it
   * is enabled again (unless they are disabled on their own meanwhile).
   */
  async disable(id: string): Promise<void> {
    await this.disableOne(id, false);
  }

  private async disableOne(id: string, withRequirement: boolean): Promise<void> {
    const record = this.require(id);
    if (!record.enabled) {
      if (!withRequirement) record.disabledWithRequirement = false;
      return;
    }
    for (const other of this.records.values()) {
      if (other.enabled && other.manifest.requires?.includes(id)) await this.disableOne(other.id, true);
    }
    record.disabledWithRequirement = withRequirement;
    record.contributions?.dispose();
    record.contributions = null;
    this.setStatus(record, 'disabled');
    await this.deactivate(record);
  }

  private enableDependants(): void {
    for (const other of this.records.values()) {
      const ready = (other.manifest.requires ?? []).every((r) => this.records.get(r)?.enabled);
      if (other.disabledWithRequirement && !other.enabled && ready) {
        try {
          this.enable(other.id);
        } catch (error) {
          other.disabledWithRequirement = false;
          console.error(`Extension "${other.id}" was not enabled again`, error);
        }
      }
    }
  }

  /** Disables and forgets an extension, so its id may be installed again (a runtime plugin's new version). */
  async uninstall(id: string): Promise<void> {
    await this.disable(id);
    runInAction(() => this.records.delete(id));
  }

  /**
   * Runs the extension's `activate` once, after those it requires. Called on first use of a
   * contribution (route entered, command run); concurrent callers share one activation.
   */
  activate(id: string): Promise<void> {
    const record = this.require(id);
    if (!record.enabled) return Promise.reject(new Error(`Extension "${id}" is disabled`));
    if (!record.activation) {
      const activation = this.runActivation(record);
      record.activation = activation;
      // A failed activation is forgotten, so the next use tries again.
      activation.catch(() => {
        if (record.activation === activation) record.activation = null;
      });
    }
    return record.activation;
  }

  /**
   * Activates the enabled extensions that ask for it (`activateAfterStart`), once per host; the main
   * layout calls it after its first page is drawn. A failure is logged; the extension stays usable.
   */
  activateAfterStart(): void {
    if (this.startActivated) return;
    this.startActivated = true;
    this.activateAtStart(this.extensions.filter((r) => r.enabled).map((r) => r.id));
  }

  /** Activates those of `ids` that ask for `activateAfterStart`; a failure is logged. */
  private activateAtStart(ids: readonly string[]): void {
    const wanted = ids.filter((id) => this.records.get(id)?.manifest.activateAfterStart);
    void this.activateAll(wanted).then((outcomes) =>
      outcomes.forEach(
        (o, i) => o.status === 'rejected' && console.warn(`activation of ${wanted[i]} failed`, o.reason),
      ),
    );
  }
  private startActivated = false;

  /** Activates many at once; one failure does not hold back the others. */
  activateAll(ids: readonly string[]): Promise<PromiseSettledResult<void>[]> {
    return Promise.allSettled(ids.map((id) => this.activate(id)));
  }

  private async runActivation(record: ExtensionRecord): Promise<void> {
    this.setStatus(record, 'activating');
    const live = createExtensionContext(record.id, {
      container: this.container,
      handlers: this.handlers,
      points: this.points,
      serviceOwners: this.serviceOwners,
      hostAdmin: this.adminGrants.has(record.manifest) ? createHostAdmin(this) : undefined,
    });
    record.live = live;
    try {
      for (const dep of record.manifest.requires ?? []) await this.activate(dep);
      // Its texts before its code: a page the activation leads to renders with them, never raw keys.
      await this.i18n.loadNamespaces(record.id);
      await record.manifest.activate?.(live.ctx);
    } catch (error) {
      const disabledMeanwhile = live.closed;
      live.close();
      if (record.live === live) record.live = null;
      runInAction(() => (record.error = error instanceof Error ? error.message : String(error)));
      if (record.enabled && !disabledMeanwhile) this.setStatus(record, 'failed');
      throw error;
    }
    // Disabled while activate ran: what it registered after the disable is undone here.
    if (live.closed) live.close();
    else if (record.status === 'activating') this.setStatus(record, 'active');
  }

  private async deactivate(record: ExtensionRecord): Promise<void> {
    const live = record.live;
    record.activation = null;
    record.live = null;
    if (!live) return;
    try {
      await record.manifest.deactivate?.();
    } finally {
      live.close();
    }
  }

  /**
   * Resources given as data are added at once; a loader is registered with the texts backend, which
   * fetches a language when i18next first needs the namespace (activation, TextsReady, a language
   * switch). Page texts are a loader of their own namespace, needed by the extension's screens and
   * dialogs only. Disabling forgets all, so enabling again starts clean.
   */
  private addTranslations(ns: string, c: Contributions): Disposable {
    const added: Disposable[] = [];
    if (c.pageTranslations) added.push(this.addLoader(pageTextsNamespace(ns), c.pageTranslations));
    if (typeof c.translations === 'function') {
      added.push(this.addLoader(ns, c.translations));
      return Disposable.all(added);
    }
    const languages = Object.entries(c.translations ?? {});
    for (const [lng, resources] of languages) this.i18n.addResourceBundle(lng, ns, resources, true, true);
    added.push(
      Disposable.create(() => {
        for (const [lng] of languages) this.i18n.removeResourceBundle(lng, ns);
      }),
    );
    return Disposable.all(added);
  }

  private addLoader(ns: string, loader: TranslationsLoader): Disposable {
    const registration = textsBackendOf(this.i18n).register(ns, loader);
    return Disposable.create(() => {
      registration.dispose();
      for (const lng of LOCALES) this.i18n.removeResourceBundle(lng, ns);
    });
  }

  private setStatus(record: ExtensionRecord, status: ExtensionStatus): void {
    record.status = status;
  }

  private require(id: string): ExtensionRecord {
    const record = this.records.get(id);
    if (!record) throw new Error(`Extension "${id}" is not installed`);
    return record;
  }
}
