import { at, signedIn, unknownId, type Probe } from './security-expect.ts';

/** The diagrams area's routes (issue 17: diagrams, notations, graphs) in the endpoint matrix (security-endpoint-table.ts). */
export const DIAGRAMS_ENDPOINTS: Record<string, Probe[]> = {
  // Diagrams (issue 17 items 1, 4, 5): everyone their own and what is assigned to them; an unknown id is a 404.
  'GET /api/diagrams': [{ path: at('/api/diagrams'), expect: signedIn(200) }],
  'POST /api/diagrams': [{ label: 'no name', path: at('/api/diagrams'), body: () => ({}), expect: signedIn(400) }],
  'GET /api/diagrams/:id': [{ path: at(`/api/diagrams/${unknownId}`), expect: signedIn(404) }],
  'PUT /api/diagrams/:id': [
    { path: at(`/api/diagrams/${unknownId}`), body: () => ({ name: 'x' }), expect: signedIn(404) },
  ],
  'DELETE /api/diagrams/:id': [{ path: at(`/api/diagrams/${unknownId}`), expect: signedIn(404) }],
  'GET /api/diagrams/:id/svg': [{ path: at(`/api/diagrams/${unknownId}/svg`), expect: signedIn(404) }],
  'GET /api/diagrams/:id/versions': [{ path: at(`/api/diagrams/${unknownId}/versions`), expect: signedIn(404) }],
  'POST /api/diagrams/:id/versions': [
    { path: at(`/api/diagrams/${unknownId}/versions`), body: () => ({}), expect: signedIn(404) },
  ],
  'GET /api/diagrams/:id/executable': [{ path: at(`/api/diagrams/${unknownId}/executable`), expect: signedIn(404) }],
  'POST /api/diagrams/:id/autobuild': [
    { path: at(`/api/diagrams/${unknownId}/autobuild`), body: () => ({}), expect: signedIn(404) },
  ],
  // Notations (issue 17 item 2): read and written as the user; an unknown one is a 404 for everyone signed in.
  'GET /api/diagram-notations': [{ path: at('/api/diagram-notations'), expect: signedIn(200) }],
  'POST /api/diagram-notations': [{ path: at('/api/diagram-notations'), body: () => ({}), expect: signedIn(400) }],
  'GET /api/diagram-notations/:id': [{ path: at(`/api/diagram-notations/${unknownId}`), expect: signedIn(404) }],
  'PUT /api/diagram-notations/:id': [
    { path: at(`/api/diagram-notations/${unknownId}`), body: () => ({ name: 'x' }), expect: signedIn(404) },
  ],
  'DELETE /api/diagram-notations/:id': [{ path: at(`/api/diagram-notations/${unknownId}`), expect: signedIn(404) }],
  // Graphs (issue 17 item 7): everyone their own and what is assigned to them; an unknown id is a 404.
  'GET /api/graphs': [{ path: at('/api/graphs'), expect: signedIn(200) }],
  'POST /api/graphs': [{ label: 'no name', path: at('/api/graphs'), body: () => ({}), expect: signedIn(400) }],
  'GET /api/graphs/:id': [{ path: at(`/api/graphs/${unknownId}`), expect: signedIn(404) }],
  'PUT /api/graphs/:id': [{ path: at(`/api/graphs/${unknownId}`), body: () => ({ name: 'x' }), expect: signedIn(404) }],
  'DELETE /api/graphs/:id': [{ path: at(`/api/graphs/${unknownId}`), expect: signedIn(404) }],
};
