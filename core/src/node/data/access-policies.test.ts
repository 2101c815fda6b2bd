import { describe, expect, it } from 'vitest';
import { AccessPolicies } from './access-policies.ts';

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

  it('answers the classes shared with roles and the private-reference properties, until disposed', () => {
    const policies = new AccessPolicies();
    const sharing = { classId: '00000000-0000-4000-8000-000000000013', prop: '00000000-0000-4000-8000-000000000180' };
    const tags = policies.register('collaboration', {
      sharedWithRoles: [sharing],
      privateRefProps: ['00000000-0000-4000-8000-000000000124'],
    });
    expect(policies.sharedWithRoles()).toEqual([sharing]);
    expect(policies.privateRefProps()).toEqual(['00000000-0000-4000-8000-000000000124']);
    tags.dispose();
    expect([policies.sharedWithRoles(), policies.privateRefProps()]).toEqual([[], []]);
  });

  it('refuses sharing that does not name a class and a property by id', () => {
    const policies = new AccessPolicies();
    expect(() => policies.register('x', { sharedWithRoles: [{ classId: 'Tag', prop: 'roles' }] })).toThrow(
      /sharedWithRoles: .* is not \{ classId, prop \} of ids/,
    );
    expect(() => policies.register('x', { privateRefProps: ['tags'] })).toThrow(/privateRefProps: "tags" is not an id/);
    expect(policies.sharedWithRoles()).toEqual([]);
  });

  it('starts empty: no role code is read-only until an area says so (the core names no area’s role)', () => {
    expect(new AccessPolicies().readOnlyRoleCodes()).toEqual([]);
    expect(new AccessPolicies().assignableRoles()).toEqual([]);
  });

  it('answers the code-only roles the policies declare, once per code (the first name), by code, until disposed', () => {
    const policies = new AccessPolicies();
    const diagrams = policies.register('diagrams', {
      readOnlyRoleCodes: ['reader'],
      assignableRoles: [
        { code: 'reader', name: 'Читатель' },
        { code: 'editor', name: 'Редактор' },
      ],
    });
    policies.register('other', { assignableRoles: [{ code: 'reader', name: 'Другой читатель' }] });
    expect(policies.assignableRoles()).toEqual([
      { code: 'editor', name: 'Редактор' },
      { code: 'reader', name: 'Читатель' },
    ]);
    diagrams.dispose();
    expect(policies.assignableRoles()).toEqual([{ code: 'reader', name: 'Другой читатель' }]);
  });

  it('refuses code-only roles without a role code or a name', () => {
    const policies = new AccessPolicies();
    expect(() => policies.register('x', { assignableRoles: [{ code: 'no code', name: 'Имя' }] })).toThrow(
      /assignableRoles: .* is not \{ code, name \}/,
    );
    expect(() => policies.register('x', { assignableRoles: [{ code: 'ok', name: ' ' }] })).toThrow(/assignableRoles/);
    expect(() => policies.register('x', { assignableRoles: 'editor' as never })).toThrow(/must be an array/);
    expect(policies.assignableRoles()).toEqual([]);
  });
});
