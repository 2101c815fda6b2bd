import type { FastifyInstance } from 'fastify';
import { accessPolicyProblems } from '../../common/access-policy.ts';
import { appProblems } from '../../common/apps.ts';
import type { Disposable } from '../../common/disposable.ts';
import type { Authenticator, UserContext } from '../auth/user-context.ts';
import type { DataService } from '../data/data-service.ts';
import { PROCEDURE_NAME, type ProcedureRegistry } from '../data/procedures.ts';
import type { JobsService } from '../jobs/jobs.ts';
import { HttpError } from '../http/http-error.ts';
import { installSchema } from '../ontology/install-schema.ts';
import type { Notifier } from '../status/realtime.ts';
import { runMigrations } from '../store/migrator.ts';
import type { SqlStore } from '../store/sql-store.ts';
import type { Channels } from './channels.ts';
import { scopedEvents } from './committed-events.ts';
import { dependencyOrder } from './dependency-order.ts';
import { extensionData } from './extension-data.ts';
import type { ExtensionProcedure, ServerExtension, ServerExtensionContext } from './extension.ts';
import type { ExtensionLogger } from './logger.ts';
import { MountTable, type MountPlan } from './mount-table.ts';
import { apiUrl, mountRoute } from './route-mount.ts';
import { ServiceRegistry, tokenName } from './services.ts';
import { storeIndex } from './store-index.ts';
import { queryHistory } from '../data/query-history.ts';
import { onProcedureConsole } from '../data/procedure-console.ts';
import { installedPlugins } from './installed-plugins.ts';
import { userAdministration, type UserAdministration } from '../auth/user-admin.ts';

export interface ExtensionOutcome {
  id: string;
  status: 'active' | 'failed';
  error?: unknown;
}

/** The server's services that extensions reach through their context. */
export interface KernelServices {
  store: SqlStore;
  procedures: ProcedureRegistry;
  authenticator: Authenticator;
  data: DataService;
  notifier: Notifier;
  jobs: JobsService;
  channels: Channels;
  /** `ctx.users`; made from the store and the data service when not given. */
  users?: UserAdministration;
}

interface Started {
  extension: ServerExtension;
  owned: Disposable[];
  log: ExtensionLogger;
}

/** Marks, per database, an extension whose demo data was written (ob_meta). */
const SEEDED_KEY = (id: string) => `demo_seeded:${id}`;

/**
 * Runs the server extensions (API v2, docs/extensions.md): in the order of their services (providers
 * first), each one's migrations and schema, then its `start`; what `start` asked to mount is checked as
 * a whole against everything mounted and declared before and mounted only when nothing clashes. A
 * failure refuses that extension alone, with one log line, and leaves nothing of it mounted; those that
 * require its services are refused in turn. `stop` runs the extensions' `stop` in reverse order.
 */
export class ExtensionHost {
  private readonly services = new ServiceRegistry();
  private readonly table: MountTable;
  private readonly started: Started[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly kernel: KernelServices,
  ) {
    this.table = new MountTable(app, kernel.procedures);
  }

  async start(extensions: readonly ServerExtension[]): Promise<ExtensionOutcome[]> {
    assertUniqueIds(extensions);
    const outcomes = new Map<string, ExtensionOutcome>();
    const refuse = (extension: ServerExtension, error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      this.app.log.error(
        { err: error, extension: extension.id },
        `server extension ${extension.id} refused: ${reason}`,
      );
      outcomes.set(extension.id, { id: extension.id, status: 'failed', error });
    };
    const { order, refused } = dependencyOrder(extensions);
    for (const { extension, reason } of refused) refuse(extension, new Error(reason));
    for (const extension of order) {
      try {
        await this.startOne(extension);
        outcomes.set(extension.id, { id: extension.id, status: 'active' });
      } catch (error) {
        refuse(extension, error);
      }
    }
    return extensions.map((extension) => outcomes.get(extension.id)!);
  }

  /** Stops the started extensions, the last started first; a throw is logged and the others go on. */
  async stop(): Promise<void> {
    for (const { extension, owned, log } of this.started.splice(0).reverse()) {
      try {
        await extension.stop?.();
      } catch (error) {
        log.error({ err: error }, `server extension ${extension.id} failed to stop`);
      }
      this.release(extension, owned);
    }
  }

  /**
   * Runs the `seed` hooks of the started extensions, in start order, each once per database (a new demo
   * database; the host decides that). A failing hook is logged and tried again at the next start; the
   * others go on. Returns the ids of those that wrote their demo data now.
   */
  async seed(user: UserContext): Promise<string[]> {
    const seeded: string[] = [];
    const { store } = this.kernel;
    for (const { extension, log } of this.started) {
      if (!extension.seed) continue;
      const key = SEEDED_KEY(extension.id);
      if ((await store.query('select 1 from ob_meta where key = $1', [key])).rows.length > 0) continue;
      try {
        const services = this.services.viewFor(extension);
        const jobs = scopedJobs(extension.id, this.kernel.jobs);
        await extension.seed({
          user,
          data: extensionData(this.kernel.data),
          index: storeIndex(store),
          log,
          services,
          jobs,
        });
      } catch (error) {
        log.error({ err: error }, `server extension ${extension.id}: its demo data could not be seeded`);
        continue;
      }
      await store.query('insert into ob_meta (key, value) values ($1, now()::text) on conflict (key) do nothing', [
        key,
      ]);
      seeded.push(extension.id);
    }
    return seeded;
  }

  private async startOne(extension: ServerExtension): Promise<void> {
    const missing = (extension.requires ?? []).filter((key) => !this.services.has(key));
    if (missing.length > 0)
      throw new Error(`requires ${missing.map(tokenName).join(', ')}, which no started extension provides`);
    const policyProblems = extension.accessPolicy ? accessPolicyProblems(extension.accessPolicy) : [];
    if (policyProblems.length > 0) throw new Error(`access policy refused: ${policyProblems.join('; ')}`);
    const appIds = (extension.apps ?? []).map((app) => app.id);
    const badApps = (extension.apps ?? []).flatMap((app, at) => [
      ...appProblems(app),
      ...(this.kernel.data.apps.has(app.id) || appIds.indexOf(app.id) !== at ? [`${app.id} is already declared`] : []),
    ]);
    if (badApps.length > 0) throw new Error(`apps refused: ${badApps.join('; ')}`);
    const { store } = this.kernel;
    if (extension.migrations?.length) await runMigrations(store, extension.migrations);
    const schema = extension.schema;
    if (schema) {
      await store.transaction((tx) => installSchema(tx, { ...schema, owner: extension.id }));
      // An earlier extension's start may have read, and so loaded the model without these classes.
      this.kernel.data.schemaInstalled();
    }

    const log = this.app.log.child({ extension: extension.id }) as ExtensionLogger;
    const owned: Disposable[] = [];
    const plan: MountPlan = { routes: [], procedures: [], apiPaths: extension.apiPaths ?? [] };
    const runs = new Map<string, ExtensionProcedure>();
    let starting = true;
    const during = (what: string) => {
      if (!starting) throw new Error(`${extension.id}: ${what}() is only available during start()`);
    };
    const provides = new Set(extension.provides ?? []);
    const context: ServerExtensionContext = {
      id: extension.id,
      log,
      services: this.services.viewFor(extension),
      provide: (token, service) => {
        during('provide');
        if (!provides.has(token)) throw new Error(`${extension.id}: ${tokenName(token)} is not in its provides`);
        this.services.provide(extension.id, token, service);
      },
      data: extensionData(this.kernel.data),
      index: storeIndex(store),
      queryHistory: queryHistory(store),
      procedureConsole: {
        onLine: (listener) => {
          const stop = onProcedureConsole(listener);
          owned.push({ dispose: () => void stop() });
        },
      },
      users: this.users(),
      plugins: installedPlugins(store),
      events: scopedEvents(this.kernel.data.commits, owned),
      jobs: scopedJobs(extension.id, this.kernel.jobs),
      channel: (name, options) => this.kernel.channels.open(extension.id, name, options),
      notifier: this.kernel.notifier,
      route: (method, path, handler, options) => {
        during('route');
        plan.routes.push({ method, url: apiUrl(extension.id, path), handler, options });
      },
      procedure: (name, run) => {
        during('procedure');
        if (!PROCEDURE_NAME.test(name)) throw new Error(`${extension.id}: procedure name "${name}" is not valid`);
        plan.procedures.push(name);
        runs.set(name, run);
      },
      procedures: {
        run: async (user, name, payload) => {
          const procedure = this.kernel.procedures.get(name);
          if (!procedure) throw new HttpError(404, `execute: unknown procedure ${name}`);
          return procedure(payload, { user, store });
        },
      },
    };
    try {
      await extension.start?.(context);
      starting = false;
      const unprovided = [...provides].filter((token) => !this.services.has(token));
      if (unprovided.length > 0)
        throw new Error(`declares ${unprovided.map(tokenName).join(', ')} in provides but did not provide it`);
      const clashes = this.table.clashes(extension.id, plan);
      if (clashes.length > 0) throw new Error(clashes.join('; '));
      // Checked as a whole above: from here on nothing of the plan is refused.
      this.table.claim(extension.id, plan);
      for (const route of plan.routes) mountRoute(this.app, route, this.kernel.authenticator);
      for (const [name, run] of runs) {
        this.kernel.procedures.register(name, extension.id, (payload, { user }) =>
          run(payload, { user: user as UserContext }),
        );
      }
      if (extension.accessPolicy) owned.push(this.kernel.data.policies.register(extension.id, extension.accessPolicy));
      for (const app of extension.apps ?? []) owned.push(this.kernel.data.apps.register(extension.id, app));
      this.started.push({ extension, owned, log });
    } catch (error) {
      starting = false;
      // Its start may have begun work (timers, subscriptions): its stop ends it.
      await Promise.resolve()
        .then(() => extension.stop?.())
        .catch(() => undefined);
      this.release(extension, owned);
      throw error;
    }
  }

  /** Takes back what an extension holds: its services, its event subscriptions and its channels. */
  /** The one `ctx.users` every extension shares. */
  private users(): UserAdministration {
    const { store, data } = this.kernel;
    this.kernel.users ??= userAdministration({
      store,
      apps: data.apps,
      runData: (user, request) => data.run(user, request),
    });
    return this.kernel.users;
  }

  private release(extension: ServerExtension, owned: Disposable[]): void {
    this.services.withdraw(extension.id);
    for (const subscription of owned.splice(0)) subscription.dispose();
    this.kernel.channels.close(extension.id);
  }
}

function assertUniqueIds(extensions: readonly ServerExtension[]): void {
  const seen = new Set<string>();
  for (const { id } of extensions) {
    if (seen.has(id)) throw new Error(`Two server extensions have the id ${id}`);
    seen.add(id);
  }
}

/** The jobs service as an extension sees it: its job names live under its id. */
function scopedJobs(extensionId: string, jobs: JobsService): JobsService {
  const scoped = (name: string) => `${extensionId}.${name}`;
  return {
    define: (name, handler, options) => jobs.define(scoped(name), handler, options),
    enqueue: (name, data, options) =>
      jobs.enqueue(scoped(name), data, {
        ...options,
        ...(options.scheduleKey ? { scheduleKey: scoped(options.scheduleKey) } : {}),
      }),
    waitFor: (id, ms) => jobs.waitFor(id, ms),
    // Schedule keys live under the extension's id too: another extension's schedules are out of reach.
    schedule: (key, cron, name, data, options) => jobs.schedule(scoped(key), cron, scoped(name), data, options),
    unschedule: (key) => jobs.unschedule(scoped(key)),
    runs: (key, limit) => jobs.runs(scoped(key), limit),
  };
}
