import type { SqlExecutor } from '../store/sql-store.ts';
import { accessOf, type InstanceAccess, type Viewer } from './access.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';

/**
 * What the viewer may do with the instances a set_data list touches, read in one query for the whole
 * list instead of one per operation (docs/benchmarks.md, cause 3). It follows the list as it runs:
 * instances created in it are the viewer's own, deleted ones are gone.
 * Nothing else in a list changes the viewer's own access: an assignment grants access to others, and
 * only the object's author (whose access does not depend on it) or an administrator (who sees all) may
 * give one.
 */
export class ListAccess {
  private readonly known = new Map<string, InstanceAccess | null>();
  /** Goes up when an instance known to the list is deleted: what was checked against it may be wrong now. */
  private deletions = 0;

  private constructor(
    private readonly tx: SqlExecutor,
    private readonly viewer: Viewer,
  ) {}

  static async of(tx: SqlExecutor, viewer: Viewer, ids: readonly string[]): Promise<ListAccess> {
    const list = new ListAccess(tx, viewer);
    await list.load(ids);
    return list;
  }

  /** The access to an instance, or undefined when it does not exist or is not an instance id. */
  async get(inst: string): Promise<InstanceAccess | undefined> {
    if (!UUID_PATTERN.test(inst)) return undefined;
    const key = inst.toLowerCase();
    if (!this.known.has(key)) await this.load([key]);
    return this.known.get(key) ?? undefined;
  }

  /**
   * The access as far as the list already knows it, without asking the store: `null` when the instance is
   * known not to exist, `undefined` when it was not read yet (`get` reads it).
   */
  peek(inst: string): InstanceAccess | null | undefined {
    return this.known.get(inst.toLowerCase());
  }

  /** Changes whenever an instance is deleted in the list (FreshWrites forgets what it checked). */
  get version(): number {
    return this.deletions;
  }

  created(inst: string, classId: string): void {
    const own = { classId, author: this.viewer.id, system: false, canRead: true, canWrite: true, canDelete: true };
    this.known.set(inst.toLowerCase(), own);
  }

  deleted(inst: string): void {
    this.known.set(inst.toLowerCase(), null);
    this.deletions++;
  }

  private async load(ids: readonly string[]): Promise<void> {
    const valid = ids.filter((id) => UUID_PATTERN.test(id)).map((id) => id.toLowerCase());
    const found = await accessOf(this.tx, this.viewer, valid);
    for (const id of valid) this.known.set(id, found.get(id) ?? null);
  }
}
