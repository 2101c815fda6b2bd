import { describe, expect, it } from 'vitest';
import { shellExtension, type CurrentUser } from '@ontobench/core/browser';
import { decideRouteAccess, type RouteAccess } from '../../../core/src/browser/session/route-access.ts';
import { testUser } from '../../../core/src/browser/status/test-fakes.ts';
import { allFirstPartyExtensions } from './extensions.ts';

/**
 * Standing guard (issue 11): the browser half of the authorisation matrix, generated from the real
 * route table (the shell's routes and every first-party extension's). Each route × anonymous, student,
 * teacher, user, admin gets the answer of the rules of spec shell.md §2 and §6, stated here on their
 * own: public routes open to anyone; others send anonymous to sign in; admin routes deny non-admins
 * (unless enabledRoutes names them); education-app users reach only routes tagged edu or both.
 * The server enforces data access on its own (tests/api/security-*.test.ts); this guards the screens.
 */
type Role = 'anonymous' | 'student' | 'teacher' | 'user' | 'admin';
const ROLES: readonly Role[] = ['anonymous', 'student', 'teacher', 'user', 'admin'];

const extensions = [shellExtension, ...(await allFirstPartyExtensions())];
const routes = extensions.flatMap((e) => (e.contributes?.routes ?? []).map((r) => ({ ...r, extension: e.id })));
type Route = (typeof routes)[number];

const USERS: Record<Role, CurrentUser | undefined> = {
  anonymous: undefined,
  student: testUser({ app: 'edu', appConfines: true }),
  teacher: testUser({ app: 'edu', appConfines: true }),
  user: testUser({}),
  admin: testUser({ isAdmin: true }),
};

function expected(route: Route, role: Role): RouteAccess {
  if (route.layout === 'public' || !route.requiresAuth) return 'allow';
  if (role === 'anonymous') return 'sign-in';
  if (role === 'admin') return 'allow';
  if (route.adminOnly) return 'denied';
  if ((role === 'student' || role === 'teacher') && route.app === 'onto') return 'denied';
  return 'allow';
}

const cases = routes.flatMap((route) =>
  ROLES.map((role) => ({ name: `${route.path} (${route.extension}: ${route.id}) × ${role}`, route, role })),
);

describe('browser routes × actors (generated from the route table)', () => {
  it('the table is the real one: every first-party extension contributes, every route has an id and a path', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(new Set(routes.map((r) => r.id)).size, 'route ids are unique').toBe(routes.length);
  });

  it.each(cases)('$name', ({ route, role }) => {
    const status = role === 'anonymous' ? 'signed-out' : 'signed-in';
    expect(decideRouteAccess(route, status, USERS[role])).toBe(expected(route, role));
  });

  it.each(routes.filter((r) => r.adminOnly))(
    '$path: a user whose enabledRoutes names it may enter, by id or by path',
    (route) => {
      expect(decideRouteAccess(route, 'signed-in', testUser({ enabledRoutes: [route.id] }))).toBe('allow');
      expect(decideRouteAccess(route, 'signed-in', testUser({ enabledRoutes: [route.path] }))).toBe('allow');
    },
  );

  it('every administration menu entry leads to an administrators-only route', () => {
    const adminMenus = extensions
      .flatMap((e) => e.contributes?.menus ?? [])
      .filter((m) => m.group === 'administration');
    const open = adminMenus.filter((m) => !routes.some((r) => r.path === m.route && r.adminOnly));
    expect(open.map((m) => `${m.id} → ${m.route}`)).toEqual([]);
  });

  it('an education-app non-administrator reaches, outside the edu routes, only the ones named here', () => {
    // shell.md §6 "In education mode a non-admin reaches only routes tagged edu"; §2 tags the rest: "The
    // documents, publications and document-view routes also appear in the education app", /user_profile is
    // "(any app)". The others are decisions written down in docs/architecture.md "Apps (app tags)".
    const spec = [
      '/user_profile',
      '/docs',
      '/docs/view/:id',
      '/doc/:id',
      '/docs/edit/:id',
      '/comments',
      '/publications',
      '/doctree/:id',
      '/structuredDocuments',
      '/structuredDocuments/edit/:id',
      '/view/:id',
      '/editElement/:id',
      '/comparePublications/:documentId/:pubId/:secondPubId',
    ];
    const decided = [
      '/', // the start page: its sections follow the guard
      '/semantic-search', // a search carries an app of its own (domain.md §3: onto or edu)
      '/semantic-search/:id',
      '/semantic-tables/:id',
      '/chat', // docs/collaboration.md "Where the chat shows"
      '/portfolio-projects', // the education area's own pages for students
      '/portfolio-project/:id',
      '/analysis-students',
    ];
    const reached = routes
      .filter((r) => r.requiresAuth && r.layout !== 'public' && !r.adminOnly && r.app !== 'edu')
      .filter((r) => decideRouteAccess(r, 'signed-in', USERS.student) === 'allow')
      .map((r) => r.path);
    expect(reached.sort()).toEqual([...spec, ...decided].sort());
  });

  it('a public-layout route asks for no sign-in (the guard lets it through before any check)', () => {
    expect(routes.filter((r) => r.layout === 'public' && r.requiresAuth).map((r) => r.id)).toEqual([]);
  });
});
