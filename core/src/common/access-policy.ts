import { UUID_PATTERN } from './uuid.ts';

/**
 * An access policy: what an area tells the core's access rule about its own roles (docs/architecture.md
 * "Core holds mechanisms"). The core knows assignments, roles and role codes; which codes mean what is
 * the knowledge of the area that defines the role (diagram reader, education student…).
 */
export interface AccessPolicy {
  /**
   * Role codes (an Assignment's `roleCode`) whose active assignment lets a user read the object but not
   * change it. Every other assigned role code lets them change it (spec shell.md §4, domain.md §3).
   */
  readonly readOnlyRoleCodes?: readonly string[];
  /**
   * Classes whose instances are shared with data-source roles: an instance of `classId` is read also by
   * who holds (by an active membership) a role its `prop` values name, e.g. a tag available to roles
   * (domain.md §3 Tag). Reading only: changing and deleting stay with the author and administrators.
   */
  readonly sharedWithRoles?: readonly RoleSharing[];
  /**
   * Object properties whose values are private to who may read what they point at: a value pointing at
   * an instance the viewer may not read is left out of their reads (an object's tags show only the tags
   * the viewer sees). Writing `add`/`rem` leaves such values as they are.
   */
  readonly privateRefProps?: readonly string[];
}

/** One class shared with the roles its property names (AccessPolicy.sharedWithRoles). */
export interface RoleSharing {
  readonly classId: string;
  readonly prop: string;
}

/** A role code: letters, digits, `_` and `-`, starting with a letter (e.g. `course_creator`). */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** What is wrong with a policy as declared (empty when nothing is). */
export function accessPolicyProblems(policy: AccessPolicy): string[] {
  return [...roleCodeProblems(policy), ...sharingProblems(policy)];
}

function roleCodeProblems(policy: AccessPolicy): string[] {
  const codes: unknown = policy.readOnlyRoleCodes;
  if (codes === undefined) return [];
  if (!Array.isArray(codes)) return ['readOnlyRoleCodes must be an array of role codes'];
  return codes
    .filter((code) => typeof code !== 'string' || !ROLE_CODE_PATTERN.test(code))
    .map((code) => `readOnlyRoleCodes: ${JSON.stringify(code)} is not a role code`);
}

function sharingProblems(policy: AccessPolicy): string[] {
  const problems: string[] = [];
  const shared: unknown = policy.sharedWithRoles;
  if (shared !== undefined && !Array.isArray(shared)) problems.push('sharedWithRoles must be an array');
  for (const entry of Array.isArray(shared) ? (shared as unknown[]) : []) {
    const e = entry as Partial<RoleSharing> | null;
    if (
      typeof e?.classId !== 'string' ||
      !UUID_PATTERN.test(e.classId) ||
      typeof e.prop !== 'string' ||
      !UUID_PATTERN.test(e.prop)
    )
      problems.push(`sharedWithRoles: ${JSON.stringify(entry)} is not { classId, prop } of ids`);
  }
  const props: unknown = policy.privateRefProps;
  if (props !== undefined && !Array.isArray(props)) problems.push('privateRefProps must be an array of ids');
  for (const prop of Array.isArray(props) ? (props as unknown[]) : [])
    if (typeof prop !== 'string' || !UUID_PATTERN.test(prop))
      problems.push(`privateRefProps: ${JSON.stringify(prop)} is not an id`);
  return problems;
}
