import type { DataRequest, GetDataRequest } from '../../common/data-api.ts';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import { HttpError } from '../http/http-error.ts';
import { OntologyModel, type OntologyModelCache } from '../ontology/model.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { DEFERRED_STATEMENT_TIMEOUT_MS } from '../store/statement-timeout.ts';
import { readableSql, withRoles, type Viewer } from './access.ts';
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
}

/** The data API's acts over the store, with the ontology model, stored commands and the result cache. */
export class DataService {
  private readonly counts = new CountCache();

  constructor(
    private readonly store: SqlStore,
    private readonly models: OntologyModelCache,
    readonly cache = new ResultCache(),
    /** Hears what each committed write changed (server extensions' `ctx.events`). */
    readonly commits = new CommitHub(),
  ) {}

  async run(user: Viewer, req: DataRequest): Promise<unknown> {
    const viewer = await withRoles(this.store, user);
    switch (req.act) {
      case 'get_data':
        return this.getData(viewer, req);
      case 'get_form':
        return getForm(this.store, await this.models.get(), viewer, req);
      case 'set_data': {
        const model = await this.models.get();
        const outcome = await this.store.transaction(
          (tx) => setData(tx, model, viewer, req.data),
          req.deferred ? { statementTimeoutMs: DEFERRED_STATEMENT_TIMEOUT_MS } : undefined,
        );
        this.afterCommit(viewer.id, outcome.schemaChanged, outcome.changes);
        return { ok: outcome.ok, results: outcome.results };
      }
    }
  }

  /**
   * Several requests in one transaction, all or nothing (docs/extensions.md "Unit of work"): `work`
   * gets a `run` that executes get_data, get_form and set_data inside it, reads seeing the writes made
   * before them. When `work` throws, everything is rolled back and no change is told; after the commit
   * the caches are dropped and the listeners hear every instance changed, once.
   */
  async unitOfWork<T>(user: Viewer, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    const viewer = await withRoles(this.store, user);
    let model = await this.models.get();
    let schemaChanged = false;
    const changes: InstanceChange[] = [];
    const result = await this.store.transaction(async (tx) => {
      const run = async (req: DataRequest): Promise<unknown> => {
        switch (req.act) {
          case 'get_data':
            if (req.command) throw new HttpError(400, 'get_data: a stored command is not run inside a unit of work');
            return getData(tx, model, viewer, req, this.counts);
          case 'get_form':
            return getForm(tx, model, viewer, req);
          case 'set_data': {
            const outcome = await setData(tx, model, viewer, req.data);
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
      return work({ run });
    });
    this.afterCommit(viewer.id, schemaChanged, mergeChanges(changes));
    return result;
  }

  private afterCommit(userId: string, schemaChanged: boolean, changes: InstanceChange[]): void {
    if (schemaChanged) this.models.invalidate();
    this.cache.dropPlain();
    this.commits.committed({ userId, changes });
  }

  private async getData(viewer: Viewer, req: GetDataRequest): Promise<unknown> {
    const resolved = req.command ? await this.command(viewer, req) : req;
    const key = req.cache ? JSON.stringify([viewer.id, resolved]) : null;
    if (key) {
      const hit = this.cache.get(key);
      if (hit !== undefined) return hit;
    }
    const model = await this.models.get();
    // A deferred request may run longer (the client polls for it): its reads share one transaction with
    // the longer statement timeout.
    const reply = req.deferred
      ? await this.store.transaction((tx) => getData(tx, model, viewer, resolved, this.counts), {
          statementTimeoutMs: DEFERRED_STATEMENT_TIMEOUT_MS,
        })
      : await getData(this.store, model, viewer, resolved, this.counts);
    if (key) this.cache.set(key, reply, viewer.id, req.command ?? null);
    return reply;
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
