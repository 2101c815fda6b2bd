import { json } from '../http/fake-fetch.ts';

/** Replies of the sign-in calls, for tests. */
export const USER_ID = '11111111-1111-4111-8111-111111111111';

/** GET auth/check-auth of a signed-in ordinary user, with overrides. */
export function checkAuthReply(overrides: Record<string, unknown> = {}) {
  return {
    isAuthenticated: true,
    isAdmin: false,
    app: 'onto',
    appConfines: false,
    licenseExpirationDate: null,
    isBetaTester: false,
    disabledRoutes: [],
    enabledRoutes: [],
    hiddenComponents: [],
    deleteAccountRequestDate: null,
    user: { id: USER_ID, name: 'Иванов Иван Иванович', email: 'ivan@example.org' },
    language: 'ru',
    ...overrides,
  };
}

/** GET auth/osa-sessionid. */
export const dataSession = (id = 'ds-1') => json([{ res: JSON.stringify({ session: id }) }]);

/** The status calls other shell layers make, answered as a healthy backend, for shell-level tests. */
export const healthyBackend = {
  'GET /api/public/ping': () => json({ status: 'GREEN', services: [{ name: 'database', status: 'GREEN' }] }),
  'GET /api/public/maintenanceMode': () => json({ enabled: false, message: '' }),
  'GET /api/app/plugins': () => json([]),
  /** Settings and other data the layers read: nothing stored. */
  'POST /api/data': () => json({ rows: [], count_rows: 0 }),
};
