import type { RoleSummary } from '@ontobench/sdk/common';
/**
 * The roles part's calls (under `/api/`; issue 21 item 2; shell.md §3 "Role"). Reading is every signed-in
 * user's, through the store as that user (what the store lets them read: see docs/administration.md);
 * creating, changing and deleting a role are the administrators'.
 */
export const ROLES_API = {
  /** GET → `{ roles: RoleDto[] }`; POST RoleInput → RoleDto (201). */
  roles: 'administration/roles',
  /** PATCH RoleInput (fields absent stay) → RoleDto; DELETE → 204. */
  role: (id: string) => `administration/roles/${id}`,
} as const;

export const ROLES_API_PATHS: readonly string[] = [ROLES_API.roles, ROLES_API.role(':id')];

/**
 * A role (shell.md §3): the SDK's summary (id, code, name, global or multi-object, not active) and the
 * area's details: subject areas, objects, editable.
 */
export interface RoleDto extends RoleSummary {
  subjectAreas: { id: string; name: string }[];
  /** The objects the role is assigned on (its active and suspended assignments' objects). */
  objects: { id: string; name: string }[];
  /**
   * The viewer may change and delete it: false for everyone but administrators, and for administrators
   * on a role the system or an extension declared (the education roles, say).
   */
  editable: boolean;
}

export interface RoleInput {
  code?: string;
  name?: string;
  isGlobal?: boolean;
  isMulti?: boolean;
  notActive?: boolean;
  /** Ids of subject areas. */
  subjectAreas?: string[];
}
