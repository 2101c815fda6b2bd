import { at, signedIn, unknownId, type Probe } from './security-expect.ts';

const table = `/api/dmn/${unknownId}`;

/**
 * The decision tables' routes (issue 17 item 6) in the endpoint matrix (security-endpoint-table.ts): every
 * call runs as the signed-in user; an unknown table is a 404 for everyone signed in (one they may not read
 * looks the same).
 */
export const DMN_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/dmn': [{ path: at('/api/dmn'), expect: signedIn(200) }],
  'POST /api/dmn': [{ label: 'no name', path: at('/api/dmn'), body: () => ({}), expect: signedIn(400) }],
  'GET /api/dmn/:id': [{ path: at(table), expect: signedIn(404) }],
  'PUT /api/dmn/:id': [{ path: at(table), body: () => ({ name: 'x' }), expect: signedIn(404) }],
  'DELETE /api/dmn/:id': [{ path: at(table), expect: signedIn(404) }],
  'GET /api/dmn/:id/versions': [{ path: at(`${table}/versions`), expect: signedIn(404) }],
  'POST /api/dmn/:id/versions': [{ path: at(`${table}/versions`), expect: signedIn(404) }],
  'POST /api/dmn/:id/evaluate': [
    { path: at(`${table}/evaluate`), body: () => ({ inputs: {} }), expect: signedIn(404) },
  ],
};

/** The procedure `dmn.evaluate` of `POST /api/execute` (security-endpoint-table.ts PROCEDURES). */
export const DMN_PROCEDURES: Record<string, Probe> = {
  'dmn.evaluate': {
    label: 'an unknown table',
    path: at('/api/execute'),
    body: () => ({ procedure: 'dmn.evaluate', payload: { table: unknownId, inputs: {} } }),
    expect: signedIn(404),
  },
};
