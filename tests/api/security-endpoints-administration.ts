import { adminOnly, at, signedIn, unknownId, type Probe } from './security-expect.ts';

/**
 * The administration area's routes (issue 21 items 1, 2, 3, 5, 8) in the endpoint matrix (security-endpoint-table.ts).
 * Every call but the roles list is the administrators': 401 without a token and 403 for a user, a teacher
 * and a student, before the body is read. The administrator's probes change nothing another probe needs
 * (the victim's beta flag only; a refused or unknown target otherwise).
 */
export const ADMINISTRATION_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/administration/users': [{ path: at('/api/administration/users?search=a'), expect: adminOnly(200) }],
  'POST /api/administration/users': [
    {
      label: 'a malformed e-mail',
      path: at('/api/administration/users'),
      body: () => ({ name: 'Проверкин Пётр Петрович', email: 'nope', password: 'Matrix-password-1' }),
      expect: adminOnly(400),
    },
  ],
  'GET /api/administration/users/:id': [
    { path: (f) => `/api/administration/users/${f.victim.id}`, expect: adminOnly(200) },
  ],
  'PATCH /api/administration/users/:id': [
    {
      path: (f) => `/api/administration/users/${f.victim.id}`,
      body: () => ({ isBetaTester: true }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/administration/users/:id/password': [
    {
      label: 'an unknown user',
      path: at(`/api/administration/users/${unknownId}/password`),
      body: () => ({ password: 'Matrix-password-1' }),
      expect: adminOnly(404),
    },
  ],
  // Roles are read through the store as the reader: everyone signed in gets what they may read.
  'GET /api/administration/roles': [{ path: at('/api/administration/roles'), expect: signedIn(200) }],
  'POST /api/administration/roles': [
    { label: 'no code', path: at('/api/administration/roles'), body: () => ({ name: 'x' }), expect: adminOnly(400) },
  ],
  'PATCH /api/administration/roles/:id': [
    { path: at(`/api/administration/roles/${unknownId}`), body: () => ({ name: 'x' }), expect: adminOnly(404) },
  ],
  'DELETE /api/administration/roles/:id': [
    { path: at(`/api/administration/roles/${unknownId}`), expect: adminOnly(404) },
  ],
  'POST /api/administration/assignments': [
    {
      label: 'an unknown role code',
      path: at('/api/administration/assignments'),
      body: (f) => ({ roleCode: 'ghost', userId: f.victim.id }),
      expect: adminOnly(400),
    },
  ],
  'PATCH /api/administration/assignments/:id': [
    {
      path: at(`/api/administration/assignments/${unknownId}`),
      body: () => ({ notActive: true }),
      expect: adminOnly(404),
    },
  ],
  'DELETE /api/administration/assignments/:id': [
    { path: at(`/api/administration/assignments/${unknownId}`), expect: adminOnly(404) },
  ],
  'GET /api/administration/commands': [{ path: at('/api/administration/commands'), expect: adminOnly(200) }],
  'POST /api/administration/commands': [
    {
      label: 'JSON that does not parse',
      path: at('/api/administration/commands'),
      body: () => ({ name: 'matrix', json: '{' }),
      expect: adminOnly(400),
    },
  ],
  'PATCH /api/administration/commands/:id': [
    { path: at(`/api/administration/commands/${unknownId}`), body: () => ({ name: 'x' }), expect: adminOnly(404) },
  ],
  'DELETE /api/administration/commands/:id': [
    { path: at(`/api/administration/commands/${unknownId}`), expect: adminOnly(404) },
  ],
  'POST /api/administration/commands/:id/run': [
    { path: at(`/api/administration/commands/${unknownId}/run`), body: () => ({}), expect: adminOnly(404) },
  ],
  // Class views: `mine` is every signed-in user's (the views of their own roles); the rest the administrators'.
  'GET /api/administration/class-views/mine': [
    { path: at('/api/administration/class-views/mine'), expect: signedIn(200) },
  ],
  'GET /api/administration/class-views': [{ path: at('/api/administration/class-views'), expect: adminOnly(200) }],
  'PUT /api/administration/class-views': [
    {
      label: 'an unknown role code',
      path: at('/api/administration/class-views'),
      body: () => ({ classId: unknownId, roleCode: 'ghost', fields: [] }),
      expect: adminOnly(400),
    },
  ],
  'DELETE /api/administration/class-views/:id': [
    { path: at(`/api/administration/class-views/${unknownId}`), expect: adminOnly(404) },
  ],
  // The user-code console: every signed-in user reads their own lines (an administrator everyone's).
  'GET /api/administration/console': [{ path: at('/api/administration/console'), expect: signedIn(200) }],
  'POST /api/administration/copy-settings': [
    {
      label: 'an unknown source role',
      path: at('/api/administration/copy-settings'),
      body: () => ({ sourceRole: 'ghost', targetRoles: ['student'], what: ['views'], apply: false }),
      expect: adminOnly(400),
    },
  ],
};
