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
  /**
   * The area's roles that are codes only (no Role instance), which a user may be given on an object by
   * an assignment, with their names: e.g. the diagram roles `editor` and `reader` (domain.md §3). The
   * assignment panel offers them beside the Role instances (`GET /api/roles`, `codeRoles`). A name is
   * data, shown as it is in every language, as Role names are.
   */
  readonly assignableRoles?: readonly CodeRole[];
  /**
   * Parts that follow their whole: an instance of `classId` whose object property `prop` names another
   * object (its whole) is read by who reads the whole as its author or by an active assignment, and
   * changed and deleted by who may change the whole (its author, an assignment whose role code is not a
   * read-only one) — e.g. the elements of a notation follow the notation (issue 17). One level: a part's
   * part follows its own whole, not the whole's whole.
   */
  readonly partsOf?: readonly PartOf[];
}

/** Parts of one class that follow the whole their property names (AccessPolicy.partsOf). */
export interface PartOf {
  readonly classId: string;
  readonly prop: string;
}

/** A role that is a code only (AccessPolicy.assignableRoles): its code and its name. */
export interface CodeRole {
  readonly code: string;
  readonly name: string;
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
  return [
    ...roleCodeProblems(policy),
    ...sharingProblems(policy),
    ...assignableProblems(policy),
    ...classPropProblems('partsOf', policy.partsOf),
  ];
}

function assignableProblems(policy: AccessPolicy): string[] {
  const roles: unknown = policy.assignableRoles;
  if (roles === undefined) return [];
  if (!Array.isArray(roles)) return ['assignableRoles must be an array of { code, name }'];
  return (roles as unknown[])
    .filter((entry) => {
      const e = entry as Partial<CodeRole> | null;
      return (
        typeof e?.code !== 'string' ||
        !ROLE_CODE_PATTERN.test(e.code) ||
        typeof e.name !== 'string' ||
        e.name.trim() === ''
      );
    })
    .map((entry) => `assignableRoles: ${JSON.stringify(entry)} is not { code, name } with a role code`);
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
  problems.push(...classPropProblems('sharedWithRoles', policy.sharedWithRoles));
  const props: unknown = policy.privateRefProps;
  if (props !== undefined && !Array.isArray(props)) problems.push('privateRefProps must be an array of ids');
  for (const prop of Array.isArray(props) ? (props as unknown[]) : [])
    if (typeof prop !== 'string' || !UUID_PATTERN.test(prop))
      problems.push(`privateRefProps: ${JSON.stringify(prop)} is not an id`);
  return problems;
}

/** What is wrong with a list of `{ classId, prop }` of ids (sharedWithRoles, partsOf). */
function classPropProblems(field: string, list: unknown): string[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return [`${field} must be an array`];
  return (list as unknown[]).flatMap((entry) => {
    const e = entry as Partial<PartOf> | null;
    const ok =
      typeof e?.classId === 'string' &&
      UUID_PATTERN.test(e.classId) &&
      typeof e.prop === 'string' &&
      UUID_PATTERN.test(e.prop);
    return ok ? [] : [`${field}: ${JSON.stringify(entry)} is not { classId, prop } of ids`];
  });
}
