import { loadModelRows, META_CLASS_IDS, META_PROPS, OntologyModel, type ModelRows } from '../ontology/model.ts';
import type { SqlExecutor } from '../store/sql-store.ts';

const MODEL_PROPS: ReadonlySet<string> = new Set(META_PROPS);

/**
 * The ontology model as a set_data list changes it, so that a later operation sees the classes and
 * properties an earlier one made (an import creates a class, then its instances). Reloading the model
 * from the store after every such operation cost two queries and a flush of the list's pending writes
 * each time (an import of 2,000 terms made thousands); instead the rows the model is built from are
 * read once, at the first change, and the list's own writes are applied to them in memory.
 * Only writes the list buffers (new instances, plain upd and add) are applied here; after any other
 * write to a class or property (rename, rem, del, upd at an idx) the model is read again from the store.
 * The model itself is built once from those rows and then patched in place, one class or property at a
 * time (`OntologyModel.patch`): rebuilding it whole after each change made an import quadratic (docs/store.md).
 * The model the list starts from (the cache's, shared with other requests) is never patched: the list
 * builds its own at its first change.
 */
export class ListSchema {
  private rows: ModelRows | null = null;
  private reload = false;
  /** Goes up at every change of the model the list sees (FreshWrites forgets what it checked). */
  private changes = 0;

  constructor(private current: OntologyModel) {}

  /** The model as the list has left it so far; `flush` writes the pending operations first. */
  async model(tx: SqlExecutor, flush: () => Promise<void>): Promise<OntologyModel> {
    if (this.reload) await this.ensureRows(tx, flush);
    return this.current;
  }

  /** The model as the list has left it so far, when that needs no read of the store (null otherwise). */
  ready(): OntologyModel | null {
    return this.reload ? null : this.current;
  }

  /** Changes whenever the model the list sees may have changed. */
  get version(): number {
    return this.changes;
  }

  /** A write the list ran directly on an instance of `classId`: a class or property is read again. */
  changedDirectly(classId: string): void {
    if (META_CLASS_IDS.has(classId)) {
      this.reload = true;
      this.changes++;
    }
  }

  /** Whether a buffered write of `prop` on an instance of `classId` changes the model. */
  static affects(classId: string, prop?: string): boolean {
    return META_CLASS_IDS.has(classId) && (prop === undefined || MODEL_PROPS.has(prop));
  }

  /** A new class or property (buffered, not yet in the store). */
  async created(
    tx: SqlExecutor,
    flush: () => Promise<void>,
    id: string,
    classId: string,
    name: string,
    author: string,
  ) {
    const rows = await this.ensureRows(tx, flush);
    rows.items.set(id, { id, class_id: classId, name, author, system: false });
    rows.values.delete(id);
    this.current.patch(rows, id);
    this.changes++;
  }

  /** Values of a model property on a class or property: `replace` (upd) or appended (add). */
  async valuesWritten(
    tx: SqlExecutor,
    flush: () => Promise<void>,
    inst: string,
    prop: string,
    values: readonly string[],
    replace: boolean,
  ) {
    const rows = await this.ensureRows(tx, flush);
    const props = rows.values.get(inst) ?? new Map<string, string[]>();
    rows.values.set(inst, props);
    // A new array every time: a model or PropertyInfo built earlier (ConstraintCheck keeps some) keeps the one it was given.
    props.set(prop, replace ? [...values] : [...(props.get(prop) ?? []), ...values]);
    this.current.patch(rows, inst);
    this.changes++;
  }

  private async ensureRows(tx: SqlExecutor, flush: () => Promise<void>): Promise<ModelRows> {
    if (!this.rows || this.reload) {
      // The store holds every write before this one once the pending ones are flushed.
      await flush();
      this.rows = await loadModelRows(tx);
      this.current = OntologyModel.fromRows(this.rows);
      this.reload = false;
      this.changes++;
    }
    return this.rows;
  }
}
