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
}

/** A role code: letters, digits, `_` and `-`, starting with a letter (e.g. `course_creator`). */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** What is wrong with a policy as declared (empty when nothing is). */
export function accessPolicyProblems(policy: AccessPolicy): string[] {
  const codes: unknown = policy.readOnlyRoleCodes;
  if (codes === undefined) return [];
  if (!Array.isArray(codes)) return ['readOnlyRoleCodes must be an array of role codes'];
  return codes
    .filter((code) => typeof code !== 'string' || !ROLE_CODE_PATTERN.test(code))
    .map((code) => `readOnlyRoleCodes: ${JSON.stringify(code)} is not a role code`);
}
