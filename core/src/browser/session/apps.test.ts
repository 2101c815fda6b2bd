import { describe, expect, it } from 'vitest';
import { defineExtension } from '../kernel/extension.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import type { CurrentUser } from '../services/shell-contracts.ts';
import { decideRouteAccess } from './route-access.ts';

const user = (app: string, isAdmin = false) =>
  ({ app, isAdmin, disabledRoutes: [], enabledRoutes: [] }) as unknown as CurrentUser;
const route = (app: string) => ({ id: `r.${app}`, path: `/${app}`, layout: 'main' as const, requiresAuth: true, app });

describe('apps: declared by the areas, confinement is the shell’s mechanism', () => {
  it('a confining app an extension declares keeps its non-admin users on its own routes and those of both', () => {
    const kernel = createTestKernel();
    kernel.host.install(
      defineExtension({ id: 'lab', version: '1.0.0', contributes: { apps: [{ id: 'lab', confinesUsers: true }] } }),
    );
    const confining = kernel.points.confiningApps;
    const access = (routeApp: string, who: CurrentUser) =>
      decideRouteAccess(route(routeApp), 'signed-in', who, [], confining);
    expect(access('onto', user('lab'))).toBe('denied');
    expect(access('lab', user('lab'))).toBe('allow');
    expect(access('both', user('lab'))).toBe('allow');
    expect(access('onto', user('lab', true))).toBe('allow');
    // Users of an app that does not confine reach every route.
    expect(access('lab', user('onto'))).toBe('allow');
  });

  it('without the declaration the app confines nobody; disabling the extension lifts it', async () => {
    const kernel = createTestKernel();
    expect(decideRouteAccess(route('onto'), 'signed-in', user('lab'), [], kernel.points.confiningApps)).toBe('allow');
    kernel.host.install(
      defineExtension({ id: 'lab', version: '1.0.0', contributes: { apps: [{ id: 'lab', confinesUsers: true }] } }),
    );
    expect(kernel.points.confiningApps.has('lab')).toBe(true);
    await kernel.host.disable('lab');
    expect(kernel.points.confiningApps.has('lab')).toBe(false);
  });

  it('a bare kernel declares no app: the education app comes with its area, or with the server’s word', () => {
    const kernel = createTestKernel();
    expect([...kernel.points.confiningApps]).toEqual([]);
    expect(decideRouteAccess(route('onto'), 'signed-in', user('edu'), [], kernel.points.confiningApps)).toBe('allow');
    const confined = { ...user('edu'), appConfines: true };
    expect(decideRouteAccess(route('onto'), 'signed-in', confined, [], kernel.points.confiningApps)).toBe('denied');
  });

  it('refuses an app id that is malformed or the reserved both', () => {
    const kernel = createTestKernel();
    for (const id of ['both', 'Two Words', ''])
      expect(() =>
        kernel.host.install(
          defineExtension({ id: `x${id.length}`, version: '1.0.0', contributes: { apps: [{ id }] } }),
        ),
      ).toThrow(/apps: id .* is not an app id/);
  });
});
