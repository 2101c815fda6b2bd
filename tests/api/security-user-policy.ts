import { CLASS, PROP, SYSTEM_SCHEMA, type PropertyDeclaration } from '@ontobench/core/common';
import { serverExtensions } from '../../host/server/src/extensions.ts';
import type { SignedInRole } from './security-actors.ts';

/**
 * The intended write policy of every property of the User class (issue 11 item 1, the lead's brief):
 * 'admin' = administrators only; 'self' = the user themself or an administrator; 'system' = never
 * through set_data. `fromIssue` marks the ones the issue names, whose declaration in the schema
 * (`write` on the property) must say the same. `sample` is a value the actor would like to set.
 */
export type WritePolicy = 'admin' | 'self' | 'system';

interface Rule {
  policy: WritePolicy;
  fromIssue: boolean;
  sample(role: SignedInRole): string | boolean | string[];
}

const adminOnly = (sample: Rule['sample']): Rule => ({ policy: 'admin', fromIssue: true, sample });
const edu = (role: SignedInRole) => role === 'student' || role === 'teacher';

export const USER_PROPERTY_POLICY: Readonly<Record<string, Rule>> = {
  // The issue says "administrators only"; the schema is stricter, and rightly: the sign-in e-mail lives
  // with the credentials, and a set_data write would split the two. Nobody changes it through set_data.
  [PROP.email]: { policy: 'system', fromIssue: true, sample: (role) => `taken-by-${role}@contract.test` },
  [PROP.isAdmin]: adminOnly(() => true),
  [PROP.isBetaTester]: adminOnly(() => true),
  // An education-app user who switches to the full app reaches every route.
  [PROP.app]: adminOnly((role) => (edu(role) ? 'onto' : 'edu')),
  [PROP.disabledRoutes]: adminOnly(() => ['welcome']),
  [PROP.enabledRoutes]: adminOnly(() => ['settings.plugins', 'settings.extensions']),
  [PROP.hiddenComponents]: adminOnly(() => ['x']),
  [PROP.licenseExpirationDate]: adminOnly(() => '2099-12-31'),
  [PROP.accessSuspended]: adminOnly(() => false),
  [PROP.language]: { policy: 'self', fromIssue: true, sample: () => 'en' },
  // Not named by the issue. The user asks through auth/account-deletion (password asked), never through
  // set_data; an administrator may record it.
  [PROP.deleteAccountRequestDate]: adminOnly(() => '2030-01-01'),
  // The day the server deleted the account (docs/administration.md "Account deletion"): nobody writes it.
  [PROP.accountDeletedDate]: { policy: 'system', fromIssue: false, sample: () => '2030-01-01' },
};

/** Every property whose domain holds the User class, in the system ontology and every server extension's schema. */
export function userProperties(): PropertyDeclaration[] {
  return [...SYSTEM_SCHEMA.properties, ...serverExtensions.flatMap((e) => e.schema?.properties ?? [])].filter((p) =>
    p.domain?.includes(CLASS.User),
  );
}
