import type { DataRequest, GetDataRequest } from '../../common/data-api.ts';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';
import { HttpError } from '../http/http-error.ts';
import { OntologyModel, type OntologyModelCache } from '../ontology/model.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { DEFERRED_STATEMENT_TIMEOUT_MS } from '../store/statement-timeout.ts';
import { AccessPolicies } from './access-policies.ts';
import { coreDeclaredApps, type DeclaredApps } from '../auth/declared-apps.ts';
import { loadUserProfile, toUserContext } from '../auth/users.ts';
import { accessOf, readableSql, withRoles, type Viewer } from './access.ts';
import { CommitHub, mergeChanges, type InstanceChange } from './commit-hub.ts';
import { CountCache } from './count-cache.ts';
import { getData } from './get-data.ts';
import { getForm } from './get-form.ts';
import { ResultCache } from './result-cache.ts';
import { setData } from './set-data.ts';
import { SqlParams } from './sql-params.ts';
import { validateDataRequest } from './validate.ts';

/** The requests of one unit of work, all in its transaction. */
export interface UnitOfWork {
  run(request: DataRequest): Promise<unknown>;
  /**
   * Locks the instances (those the user reads; others are passed over, silently) until the unit of work
   * ends: another unit of work locking one of them waits until this one commits or rolls back. For a
   * read-check-write that must not interleave with another, e.g. comparing a version before writing the
   * next one (a read alone does not block, so two units could both read the same version).
   */
  lock(ids: readonly string[]): Promise<void>;
  /**
   * One request in this same transaction as another user (`userId`): what it creates is authored by
   * them and their access rules apply. Only a unit of work of an administrator may (403 otherwise; 404
   * for an unknown user): an administrator's copy of one user's settings to others (issue 21 item 5)
   * writes records each user owns, all or nothing.
   */
  runAs(userId: string, request: DataRequest): Promise<unknown>;
}

/** The unit of work's refusals of `runAs`. */
export const RUN_AS_MESSAGES = {
  notAdmin: 'Действовать от имени другого пользователя может только администратор',
  unknownUser: 'Пользователь не найден',
} as const;

/** The data API's acts over the store, with the ontology model, stored commands and the result cache. */
export class DataService {
  private readonly counts = new CountCache();

  constructor(
    private readonly store: SqlStore,
    private readonly models: OntologyModelCache,
    readonly cache = new ResultCache(),
    /** Hears what each committed write changed (server extensions' `ctx.events`). */
    readonly commits = new CommitHub(),
    /** The areas' rules about their roles (server extensions' `accessPolicy`), asked by access.ts. */
    readonly policies: AccessPolicies = new AccessPolicies(),
    /** The apps point (the core's default and the server extensions' `apps`); set_data checks a user's app. */
    readonly apps: DeclaredApps = coreDeclaredApps(),
  ) {}

  async run(user: Viewer, req: DataRequest): Promise<unknown> {
    const viewer = await this.withRoles(user);
    switch (req.act) {
      case 'get_data':
        return this.getData(viewer, req);
      case 'get_form':
        return getForm(this.store, await this.models.get(), viewer, req);
      case 'set_data': {
        const model = await this.models.get();
        const outcome = await this.store.transaction(
          (tx) => setData(tx, model, viewer, req.data, this.apps),
          req.deferred ? { statementTimeoutMs: DEFERRED_STATEMENT_TIMEOUT_MS } : undefined,
        );
        this.afterCommit(viewer.id, outcome.schemaChanged, outcome.changes);
        return { ok: outcome.ok, results: outcome.results };
      }
    }
  }

  /** The extensions' access rules as of now, added to a viewer whose roles are read. */
  private withPolicies(viewer: Viewer): Viewer {
    if (viewer.isAdmin) return viewer;
    return {
      ...viewer,
      readOnlyRoleCodes: this.policies.readOnlyRoleCodes(),
      sharedWithRoles: this.policies.sharedWithRoles(),
      privateRefProps: this.policies.privateRefProps(),
      partsOf: this.policies.partsOf(),
    };
  }

  /** The viewer's data-source roles, read once until the next write (assignments are data). */
  private async withRoles(user: Viewer): Promise<Viewer> {
    if (user.isAdmin) return user;
    // Asked at every request: an extension started or stopped changes the rule at once.
    const readOnlyRoleCodes = this.policies.readOnlyRoleCodes();
    const sharedWithRoles = this.policies.sharedWithRoles();
    const privateRefProps = this.policies.privateRefProps();
    const partsOf = this.policies.partsOf();
    if (user.roles) return { ...user, readOnlyRoleCodes, sharedWithRoles, privateRefProps, partsOf };
    const roles = await this.cache.remember(JSON.stringify(['roles', user.id]), user.id, async () => {
      const viewer = await withRoles(this.store, user);
      return viewer.roles ?? [];
    });
    return { ...user, roles, readOnlyRoleCodes, sharedWithRoles, privateRefProps, partsOf };
  }

  /**
   * Several requests in one transaction, all or nothing (docs/extensions.md "Unit of work"): `work`
   * gets a `run` that executes get_data, get_form and set_data inside it, reads seeing the writes made
   * before them. When `work` throws, everything is rolled back and no change is told; after the commit
   * the caches are dropped and the listeners hear every instance changed, once.
   */
  async unitOfWork<T>(user: Viewer, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    const viewer = await this.withRoles(user);
    let model = await this.models.get();
    let schemaChanged = false;
    const changes: InstanceChange[] = [];
    const result = await this.store.transaction(async (tx) => {
      const runWith = async (who: Viewer, req: DataRequest): Promise<unknown> => {
        switch (req.act) {
          case 'get_data':
            if (req.command) throw new HttpError(400, 'get_data: a stored command is not run inside a unit of work');
            return getData(tx, model, who, req, this.counts);
          case 'get_form':
            return getForm(tx, model, who, req);
          case 'set_data': {
            const outcome = await setData(tx, model, who, req.data, this.apps);
            changes.push(...outcome.changes);
            if (outcome.schemaChanged) {
              schemaChanged = true;
              // The next request of this unit must see the classes and properties written so far.
              model = await OntologyModel.load(tx);
            }
            return { ok: outcome.ok, results: outcome.results };
          }
        }
      };
      const run = (req: DataRequest) => runWith(viewer, req);
      const runAs = async (userId: string, req: DataRequest): Promise<unknown> => {
        if (!viewer.isAdmin) throw new HttpError(403, RUN_AS_MESSAGES.notAdmin);
        const profile = await loadUserProfile(tx, userId.toLowerCase());
        if (!profile) throw new HttpError(404, RUN_AS_MESSAGES.unknownUser);
        // Read in this transaction: the store may not be called beside it (transaction-scope.ts).
        const other = await withRoles(tx, toUserContext(profile));
        return runWith(this.withPolicies(other), req);
      };
      const lock = async (ids: readonly string[]): Promise<void> => {
        const valid = ids.filter((id) => UUID_PATTERN.test(id));
        const readable = [...(await accessOf(tx, viewer, valid)).entries()].filter(([, a]) => a.canRead);
        if (readable.length === 0) return;
        // In id order, so two units locking the same instances never wait on each other crosswise.
        await tx.query('select id from ob_instance where id = any($1::uuid[]) order by id for update', [
          readable.map(([id]) => id).sort(),
        ]);
      };
      return work({ run, lock, runAs });
    });
    this.afterCommit(viewer.id, schemaChanged, mergeChanges(changes));
    return result;
  }

  /**
   * Classes or properties were written outside `run` (an extension's declared schema, installed by the
   * host): the model and the cached reads taken before would not know them («unknown class»).
   */
  schemaInstalled(): void {
    this.models.invalidate();
    this.cache.forgetPlain();
  }

  private afterCommit(userId: string, schemaChanged: boolean, changes: InstanceChange[]): void {
    if (schemaChanged) this.models.invalidate();
    this.cache.forgetPlain();
    this.commits.committed({ userId, changes });
  }

  private async getData(viewer: Viewer, req: GetDataRequest): Promise<unknown> {
    // A deferred request may run longer (the client polls for it): its reads share one transaction with
    // the longer statement timeout. It is never served from the cache: it was asked for as heavy work.
    if (req.deferred) {
      const resolved = await this.resolve(viewer, req);
      const model = await this.models.get();
      return this.store.transaction((tx) => getData(tx, model, viewer, resolved, this.counts), {
        statementTimeoutMs: DEFERRED_STATEMENT_TIMEOUT_MS,
      });
    }
    // `cache: true` on a stored command keeps its answer across writes until dropped by name; every
    // other read is kept only until the next write (docs/store.md, "The read cache").
    const command = req.cache === true && req.command ? req.command : null;
    return this.cache.remember(
      readKey(viewer, req, command !== null),
      viewer.id,
      async () => getData(this.store, await this.models.get(), viewer, await this.resolve(viewer, req), this.counts),
      command,
    );
  }

  /** The request itself, or for a stored command the request it holds, refined by the caller's. */
  private resolve(viewer: Viewer, req: GetDataRequest): Promise<GetDataRequest> {
    return req.command ? this.command(viewer, req) : Promise.resolve(req);
  }

  /** A stored command: an instance of class Command, found by name, whose json holds a get_data request. */
  private async command(viewer: Viewer, req: GetDataRequest): Promise<GetDataRequest> {
    const p = new SqlParams();
    const found = await this.store.query<{ json: string | null }>(
      `select v.val as json from ob_instance i left join ob_value v on v.inst = i.id and v.prop = ${p.add(PROP.json)}
       where i.class_id = ${p.add(CLASS.Command)} and i.name = ${p.add(req.command)} and ${readableSql('i', viewer, p)} limit 1`,
      p.values,
    );
    if (found.rows.length === 0) throw new HttpError(404, `get_data: unknown command ${req.command}`);
    let stored: unknown;
    try {
      stored = JSON.parse(found.rows[0]!.json ?? 'null');
    } catch {
      throw new HttpError(400, `get_data: command ${req.command} holds malformed JSON`);
    }
    const base = validateDataRequest({ ...(stored as object), act: 'get_data', command: undefined }) as GetDataRequest;
    // What the caller sends (paging, an extra filter) refines the stored request.
    const filter = [base.filter, req.filter]
      .filter((f) => f && f.trim() !== '')
      .map((f) => `(${f})`)
      .join(' and ');
    return { ...base, limit: req.limit ?? base.limit, offset: req.offset ?? base.offset, filter: filter || undefined };
  }
}

/**
 * What a get_data answer depends on: who reads (their id, admin flag and roles), the access policies
 * (which role codes only read), the day (assignments end on a date) and the request without its envelope
 * (the session, tab and page address of the caller).
 */
function readKey(viewer: Viewer, req: GetDataRequest, keptAcrossWrites: boolean): string {
  const { session: _session, tab_session_id: _tab, user: _user, url: _url, deferred: _deferred, ...asked } = req;
  const day = new Date().toISOString().slice(0, 10);
  const { id, isAdmin, roles = [], readOnlyRoleCodes = [], sharedWithRoles = [], privateRefProps = [] } = viewer;
  const sharing = [sharedWithRoles, privateRefProps, viewer.partsOf ?? []];
  return JSON.stringify(['get_data', id, isAdmin, roles, readOnlyRoleCodes, sharing, day, keptAcrossWrites, asked]);
}
