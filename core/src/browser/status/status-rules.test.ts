import { describe, expect, it } from 'vitest';
import {
  LIMITED_MODE_PATH,
  MAINTENANCE_PATH,
  showsLimitedWarning,
  showsMaintenanceWarning,
  statusMove,
} from './status-rules.ts';

const user = { signedIn: true, isAdmin: false };
const admin = { signedIn: true, isAdmin: true };
const anonymous = { signedIn: false, isAdmin: false };

describe('status rules (spec shell.md §4)', () => {
  it('RED sends a non-admin to the limited-mode page; an admin stays', () => {
    expect(statusMove({ path: '/docs', viewer: user, maintenance: false, health: 'RED' })).toEqual({ to: 'limited' });
    expect(statusMove({ path: LIMITED_MODE_PATH, viewer: user, maintenance: false, health: 'RED' })).toBeNull();
    expect(statusMove({ path: '/docs', viewer: admin, maintenance: false, health: 'RED' })).toBeNull();
  });

  it('a failed ping sends everyone to limited mode', () => {
    for (const viewer of [user, admin, anonymous]) {
      expect(statusMove({ path: '/', viewer, maintenance: false, health: 'UNREACHABLE' })).toEqual({ to: 'limited' });
    }
  });

  it('YELLOW and GREEN leave the limited-mode page', () => {
    for (const health of ['YELLOW', 'GREEN'] as const) {
      expect(statusMove({ path: LIMITED_MODE_PATH, viewer: user, maintenance: false, health })).toEqual({
        to: 'back',
        from: LIMITED_MODE_PATH,
      });
      expect(statusMove({ path: '/docs', viewer: user, maintenance: false, health })).toBeNull();
    }
    // An admin under RED works on: the limited page is not for them.
    expect(statusMove({ path: LIMITED_MODE_PATH, viewer: admin, maintenance: false, health: 'RED' })).toEqual({
      to: 'back',
      from: LIMITED_MODE_PATH,
    });
  });

  it('maintenance sends a signed-in non-admin to the maintenance page and back when it is off', () => {
    expect(statusMove({ path: '/docs', viewer: user, maintenance: true, health: 'GREEN' })).toEqual({
      to: 'maintenance',
    });
    expect(statusMove({ path: MAINTENANCE_PATH, viewer: user, maintenance: true, health: 'GREEN' })).toBeNull();
    expect(statusMove({ path: '/docs', viewer: admin, maintenance: true, health: 'GREEN' })).toBeNull();
    // Anonymous visitors can still reach the sign-in page, so an admin can sign in and end maintenance.
    expect(statusMove({ path: '/osa-auth/login', viewer: anonymous, maintenance: true, health: 'GREEN' })).toBeNull();
    expect(statusMove({ path: MAINTENANCE_PATH, viewer: user, maintenance: false, health: 'GREEN' })).toEqual({
      to: 'back',
      from: MAINTENANCE_PATH,
    });
    // Not known yet: stay.
    expect(statusMove({ path: MAINTENANCE_PATH, viewer: user, maintenance: undefined, health: undefined })).toBeNull();
  });

  it('maintenance comes before the backend status', () => {
    expect(statusMove({ path: '/', viewer: user, maintenance: true, health: 'UNREACHABLE' })).toEqual({
      to: 'maintenance',
    });
  });

  it('the warnings: YELLOW for everyone, RED for admins; maintenance for signed-in admins', () => {
    expect(showsLimitedWarning('YELLOW', user)).toBe(true);
    expect(showsLimitedWarning('RED', admin)).toBe(true);
    expect(showsLimitedWarning('RED', user)).toBe(false);
    expect(showsLimitedWarning('GREEN', admin)).toBe(false);
    expect(showsMaintenanceWarning(true, admin)).toBe(true);
    expect(showsMaintenanceWarning(true, user)).toBe(false);
    expect(showsMaintenanceWarning(false, admin)).toBe(false);
  });
});
