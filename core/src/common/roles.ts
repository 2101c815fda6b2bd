/**
 * The list of roles every signed-in user may read (`GET /api/roles`; shell.md §3 Role: id, code, name,
 * is_global, is_multi, not_active): every role, whoever made it. Roles are named to everyone wherever they
 * are pointed at (assignments, tag sharing), so their names and flags are no secret. One list for every
 * screen that shows or offers roles (the roles page, the tag dialog), so they agree.
 */
export const ROLES_PATH = 'roles';

export interface RoleSummary {
  id: string;
  code: string;
  name: string;
  isGlobal: boolean;
  isMulti: boolean;
  notActive: boolean;
}

/**
 * The reply of `GET /api/roles`: the Role instances, and the roles that are codes only, which the
 * started areas' access policies declare (`AccessPolicy.assignableRoles`, e.g. the diagram editor and
 * reader). The assignment panel offers both (docs/architecture.md "Core holds mechanisms").
 */
export interface RolesReply {
  roles: RoleSummary[];
  codeRoles: { code: string; name: string }[];
}
