/**
 * Copy settings (under `/api/`; issue 21 item 5 "copy settings, views and tags from one user or role to
 * others"; shell.md §2 `/copy-settings`, administrators). The source is one role or one user; the targets
 * roles, users or both. What is copied depends on who gives and who takes (docs/administration.md):
 * - `views` (class views) belong to roles: role → roles, each copied view creates or replaces the target's;
 * - `settings` (a user's own Settings records, shell.md §3) belong to users: user → users, the source's
 *   keys set in the target's own settings, the target's other keys kept;
 * - `tags`: a role's are the tags shared with it, a user's the tags they made; a role target gets them
 *   shared with it, a user target gets a tag of their own of the same name and colour (unless they have one).
 * `apply: false` answers the plan (the preview); `apply: true` writes the whole plan in one transaction.
 */
export const COPY_API = {
  /** POST CopyInput → CopyPlan. */
  copy: 'administration/copy-settings',
} as const;

export const COPY_API_PATHS: readonly string[] = [COPY_API.copy];

export const COPY_KINDS = ['views', 'settings', 'tags'] as const;
export type CopyKind = (typeof COPY_KINDS)[number];
export type HolderKind = 'role' | 'user';

/** Which kinds a source of `from` can give to a target of `to`. */
export const COPY_KINDS_BETWEEN: Record<HolderKind, Record<HolderKind, readonly CopyKind[]>> = {
  role: { role: ['views', 'tags'], user: ['tags'] },
  user: { role: ['tags'], user: ['settings', 'tags'] },
};

export interface CopyInput {
  /** The source: a role's code, or (instead) a user's id. */
  sourceRole?: string;
  sourceUser?: string;
  /** The targets: roles' codes and users' ids; at least one in all. */
  targetRoles?: string[];
  targetUsers?: string[];
  what: CopyKind[];
  apply: boolean;
}

/**
 * One change of the plan: what, for which target (a role's code or a user's id, and its name), on what
 * (a class's name, a tag's name, a settings key), and how.
 */
export interface CopyChange {
  what: CopyKind;
  targetKind: HolderKind;
  target: string;
  targetName: string;
  name: string;
  action: 'create' | 'replace' | 'share';
}

export interface CopyPlan {
  changes: CopyChange[];
  applied: boolean;
}
