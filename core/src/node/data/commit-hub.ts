import type { Disposable } from '../../common/disposable.ts';

/** One instance a committed write created, changed or deleted. */
export interface InstanceChange {
  /** The instance's class (for `del`: the class it had). */
  classId: string;
  inst: string;
  /** `new` created, `upd` changed a value or the name (upd, add, rem), `del` deleted. */
  kind: 'new' | 'upd' | 'del';
}

/** What one committed transaction changed, and who wrote it. */
export interface CommittedChanges {
  userId: string;
  changes: readonly InstanceChange[];
}

export type CommittedHandler = (event: CommittedChanges) => void | Promise<void>;

/**
 * Tells listeners what a transaction changed once it committed (never after a rollback). Listeners run
 * after the write answered nothing yet to wait for: a listener's throw is logged, it cannot undo a
 * commit. Local to this server process; tell other processes or browsers through a realtime channel.
 */
export class CommitHub {
  private readonly handlers = new Set<CommittedHandler>();

  constructor(private readonly report: (error: unknown) => void = (error) => console.error(error)) {}

  onCommitted(handler: CommittedHandler): Disposable {
    this.handlers.add(handler);
    return { dispose: () => void this.handlers.delete(handler) };
  }

  /** Called after the commit. A transaction that changed nothing tells no one. */
  committed(event: CommittedChanges): void {
    if (event.changes.length === 0) return;
    for (const handler of [...this.handlers]) {
      try {
        Promise.resolve(handler(event)).catch(this.report);
      } catch (error) {
        this.report(error);
      }
    }
  }
}

/** One entry per instance: `new` or `del` win over `upd` (a created then changed instance is new). */
export function mergeChanges(changes: readonly InstanceChange[]): InstanceChange[] {
  const byInst = new Map<string, InstanceChange>();
  for (const change of changes) {
    const key = change.inst.toLowerCase();
    const before = byInst.get(key);
    if (!before) byInst.set(key, change);
    else if (change.kind === 'del') byInst.set(key, before.kind === 'new' ? { ...change, kind: 'del' } : change);
    else if (change.kind === 'new') byInst.set(key, change);
  }
  return [...byInst.values()];
}
