import type { CopyChange, CopyKind, HolderKind } from '../../common/copy/api.ts';

/** A role or a user that gives or takes settings: its code (role) or id (user), its name, a role's id. */
export interface Holder {
  kind: HolderKind;
  key: string;
  name: string;
  /** The role's instance id (tags are shared with role ids); for a user the same as `key`. */
  id: string;
}

/**
 * What a copy will do: the changes it shows, the operations written as the administrator, and those
 * written as each target user (what they own: their settings records and tags), all in one transaction.
 */
export class CopyPlanner {
  readonly changes: CopyChange[] = [];
  readonly asAdmin: unknown[] = [];
  readonly asUser = new Map<string, unknown[]>();

  note(what: CopyKind, target: Holder, name: string, action: CopyChange['action']): void {
    this.changes.push({ what, targetKind: target.kind, target: target.key, targetName: target.name, name, action });
  }

  writeAs(userId: string, ...ops: unknown[]): void {
    this.asUser.set(userId, [...(this.asUser.get(userId) ?? []), ...ops]);
  }

  get empty(): boolean {
    return this.asAdmin.length === 0 && this.asUser.size === 0;
  }
}
