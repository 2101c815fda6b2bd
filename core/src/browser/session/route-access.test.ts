import { describe, expect, it } from 'vitest';
import type { RouteContribution } from '../kernel/contributions.ts';
import type { CurrentUser } from '../services/shell-contracts.ts';
import { decideRouteAccess } from './route-access.ts';
import { safeReturnPath, signInPath } from './paths.ts';
import { readTokenQuery } from './token-query.ts';

type Facts = Pick<RouteContribution, 'id' | 'path' | 'layout' | 'requiresAuth' | 'app' | 'adminOnly'>;
const route = (over: Partial<Facts> = {}): Facts => ({
  id: 'dmn',
  path: '/dmn',
  layout: 'main',
  requiresAuth: true,
  app: 'onto',
  ...over,
});
const user = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u',
  name: 'n',
  email: 'e',
  app: 'onto',
  isAdmin: false,
  isBetaTester: false,
  licenseExpirationDate: null,
  disabledRoutes: [],
  enabledRoutes: [],
  hiddenComponents: [],
  deleteAccountRequestDate: null,
  ...over,
});

describe('route entry flow (spec shell.md §2, §6)', () => {
  it('public-layout routes pass without any sign-in, even while it is unknown', () => {
    expect(decideRouteAccess(route({ layout: 'public', requiresAuth: false }), 'unknown', undefined)).toBe('allow');
  });

  it('waits for the sign-in check, then sends a signed-out user to sign in', () => {
    expect(decideRouteAccess(route(), 'unknown', undefined)).toBe('wait');
    expect(decideRouteAccess(route(), 'signed-out', undefined)).toBe('sign-in');
    expect(decideRouteAccess(route({ requiresAuth: false, layout: 'empty' }), 'signed-out', undefined)).toBe('allow');
  });

  it('admin routes: administrators, or users whose enabledRoutes has the route', () => {
    const admin = route({ id: 'queryHistory', adminOnly: true });
    expect(decideRouteAccess(admin, 'signed-in', user())).toBe('denied');
    expect(decideRouteAccess(admin, 'signed-in', user({ isAdmin: true }))).toBe('allow');
    expect(decideRouteAccess(admin, 'signed-in', user({ enabledRoutes: ['queryHistory'] }))).toBe('allow');
  });

  it("the user's disabledRoutes and the global blocked list deny, for admins too", () => {
    expect(decideRouteAccess(route(), 'signed-in', user({ disabledRoutes: ['dmn'] }))).toBe('denied');
    expect(decideRouteAccess(route(), 'signed-in', user({ isAdmin: true, disabledRoutes: ['/dmn'] }))).toBe('denied');
    expect(decideRouteAccess(route(), 'signed-in', user({ isAdmin: true }), ['dmn'])).toBe('denied');
    expect(decideRouteAccess(route(), 'signed-in', user(), ['fca'])).toBe('allow');
    const deniedPage = route({ id: 'access-denied', requiresAuth: false, layout: 'empty' });
    expect(decideRouteAccess(deniedPage, 'signed-in', user(), ['access-denied'])).toBe('allow');
  });

  it('in the education app a non-admin reaches only routes tagged edu or both (the server says the app confines)', () => {
    // No area has loaded yet (no confining apps in the browser): check-auth's appConfines holds from the first page.
    const student = user({ app: 'edu', appConfines: true });
    expect(decideRouteAccess(route({ app: 'onto' }), 'signed-in', student)).toBe('denied');
    expect(decideRouteAccess(route({ app: 'edu' }), 'signed-in', student)).toBe('allow');
    expect(decideRouteAccess(route({ app: 'both' }), 'signed-in', student)).toBe('allow');
    const admin = user({ app: 'edu', appConfines: true, isAdmin: true });
    expect(decideRouteAccess(route({ app: 'onto' }), 'signed-in', admin)).toBe('allow');
  });

  it('an app confines only when the server says so or a loaded area declares it: the core knows no app of its own', () => {
    expect(decideRouteAccess(route({ app: 'onto' }), 'signed-in', user({ app: 'edu' }))).toBe('allow');
    expect(decideRouteAccess(route({ app: 'onto' }), 'signed-in', user({ app: 'edu' }), [], new Set(['edu']))).toBe(
      'denied',
    );
  });
});

describe('sign-in redirect keeps the path (shell §6)', () => {
  it('carries the path and query to return to, except for the sign-in pages themselves', () => {
    expect(signInPath('/settings/extensions?tab=2')).toBe(
      '/osa-auth/login?returnTo=%2Fsettings%2Fextensions%3Ftab%3D2',
    );
    expect(signInPath('/')).toBe('/osa-auth/login');
    expect(signInPath('/osa-auth/login?returnTo=x')).toBe('/osa-auth/login');
  });

  it('returns only to a path of this site', () => {
    expect(safeReturnPath('/docs/view/1')).toBe('/docs/view/1');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});

describe('token query (shell §2: jwtToken or ssoToken on any URL)', () => {
  it('takes the token out and keeps the rest of the query', () => {
    expect(readTokenQuery('?a=1&jwtToken=abc&b=2')).toEqual({ kind: 'jwt', token: 'abc', rest: '?a=1&b=2' });
    expect(readTokenQuery('ssoToken=xyz')).toEqual({ kind: 'sso', token: 'xyz', rest: '' });
    expect(readTokenQuery('?a=1')).toBeNull();
  });
});
