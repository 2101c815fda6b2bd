import type { RolesReply } from '../../../common/roles.ts';

/** A role the assignment panel offers: its code (the assignment's `roleCode`), its name, its Role instance. */
export interface AssignableRole {
  code: string;
  name: string;
  /** The Role instance the assignment points at (`PROP.role`); null for a code-only role. */
  roleId: string | null;
}

/**
 * What a user may be given on an object (shell.md §5 "An assignment is added only if the role code is
 * known"), from the server (`GET /api/roles`): the active Role instances that are not global (a global
 * role is a membership, not a role on an object), by name, then the code-only roles the started areas'
 * access policies declare (`assignableRoles`, e.g. the diagram editor and reader) whose code no instance
 * has. The core names no area's role (docs/architecture.md "Core holds mechanisms").
 */
export function assignableRoles(reply: RolesReply): AssignableRole[] {
  const offered: AssignableRole[] = [];
  const codes = new Set<string>();
  const offer = (role: AssignableRole) => {
    if (role.code === '' || codes.has(role.code)) return;
    codes.add(role.code);
    offered.push(role);
  };
  for (const r of reply.roles) if (!r.notActive && !r.isGlobal) offer({ code: r.code, name: r.name, roleId: r.id });
  for (const r of reply.codeRoles) offer({ code: r.code, name: r.name, roleId: null });
  return offered;
}

/**
 * The name an assignment's role code is shown by: the name of a role with that code (an instance, active
 * or not, or a code-only role), else the code itself (one made through the API that nobody declares).
 */
export function roleNameOf(reply: RolesReply, code: string): string {
  return reply.roles.find((r) => r.code === code)?.name ?? reply.codeRoles.find((r) => r.code === code)?.name ?? code;
}
