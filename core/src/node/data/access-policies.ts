import {
  accessPolicyProblems,
  type AccessPolicy,
  type CodeRole,
  type PartOf,
  type RoleSharing,
} from '../../common/access-policy.ts';
import { Disposable } from '../../common/disposable.ts';

interface Entry {
  readonly owner: string;
  readonly policy: AccessPolicy;
}

/**
 * The access-policy point of the server (docs/architecture.md "Core holds mechanisms"): the policies the
 * areas registered, asked by the core's access rule (access.ts) instead of a list of its own. A policy
 * is checked when it is registered; disposing the registration takes it back.
 */
export class AccessPolicies {
  private readonly entries: Entry[] = [];

  constructor(initial: readonly { owner: string; policy: AccessPolicy }[] = []) {
    for (const { owner, policy } of initial) this.register(owner, policy);
  }

  register(owner: string, policy: AccessPolicy): Disposable {
    const problems = accessPolicyProblems(policy);
    if (problems.length > 0) throw new Error(`${owner}: access policy refused: ${problems.join('; ')}`);
    const entry: Entry = {
      owner,
      policy: {
        readOnlyRoleCodes: [...(policy.readOnlyRoleCodes ?? [])],
        sharedWithRoles: (policy.sharedWithRoles ?? []).map((s) => ({ classId: s.classId, prop: s.prop })),
        privateRefProps: [...(policy.privateRefProps ?? [])],
        assignableRoles: (policy.assignableRoles ?? []).map((r) => ({ code: r.code, name: r.name })),
        partsOf: (policy.partsOf ?? []).map((s) => ({ classId: s.classId, prop: s.prop })),
      },
    };
    this.entries.push(entry);
    return Disposable.create(() => {
      const at = this.entries.indexOf(entry);
      if (at >= 0) this.entries.splice(at, 1);
    });
  }

  /** Every registered read-only role code, once each, sorted (a stable SQL parameter). */
  readOnlyRoleCodes(): string[] {
    return [...new Set(this.entries.flatMap((e) => e.policy.readOnlyRoleCodes ?? []))].sort();
  }

  /** Every class shared with the roles a property of it names, as the policies declared them. */
  sharedWithRoles(): RoleSharing[] {
    return this.entries.flatMap((e) => e.policy.sharedWithRoles ?? []);
  }

  /** Every class whose instances follow the whole a property of theirs names, as the policies declared them. */
  partsOf(): PartOf[] {
    return this.entries.flatMap((e) => e.policy.partsOf ?? []);
  }

  /** Every property whose values pointing at what the viewer may not read are left out, once each, sorted. */
  privateRefProps(): string[] {
    return [...new Set(this.entries.flatMap((e) => e.policy.privateRefProps ?? []))].sort();
  }

  /** Every role that is a code only (`assignableRoles`), once per code (the first declaration names it), by code. */
  assignableRoles(): CodeRole[] {
    const byCode = new Map<string, CodeRole>();
    for (const e of this.entries)
      for (const r of e.policy.assignableRoles ?? []) if (!byCode.has(r.code)) byCode.set(r.code, r);
    return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
  }
}
