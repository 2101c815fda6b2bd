import { describe, expect, it } from 'vitest';
import { AccessPolicies } from './access-policies.ts';
import { interimAccessPolicies } from '../ontology/interim-areas.ts';

describe('AccessPolicies', () => {
  it('answers the read-only role codes of every registered policy, once each, until one is disposed', () => {
    const policies = new AccessPolicies();
    const a = policies.register('a', { readOnlyRoleCodes: ['reader', 'viewer'] });
    policies.register('b', { readOnlyRoleCodes: ['viewer', 'auditor'] });
    expect(policies.readOnlyRoleCodes()).toEqual(['auditor', 'reader', 'viewer']);
    a.dispose();
    expect(policies.readOnlyRoleCodes()).toEqual(['auditor', 'viewer']);
  });

  it('refuses a policy whose codes are not role codes, and keeps nothing of it', () => {
    const policies = new AccessPolicies();
    expect(() => policies.register('x', { readOnlyRoleCodes: ['ok', ''] })).toThrow(/x: access policy refused/);
    expect(() => policies.register('x', { readOnlyRoleCodes: 'reader' as never })).toThrow(/must be an array/);
    expect(policies.readOnlyRoleCodes()).toEqual([]);
  });

  it('starts with the rules of the areas not built yet: reader, student and customer only read', () => {
    expect(interimAccessPolicies().readOnlyRoleCodes()).toEqual(['customer', 'reader', 'student']);
  });
});
