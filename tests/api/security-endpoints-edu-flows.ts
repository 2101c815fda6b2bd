import { at, signedIn, unknownId, type Probe } from './security-expect.ts';

const flow = `/api/edu/flows/${unknownId}`;

/**
 * The education area's flows, work and grading (issue 20 items 3–5) in the endpoint matrix: the lists answer
 * everyone signed in with what they may see (nothing, for most actors of the matrix); an unknown flow or
 * flow instance is a 404 for everyone; a malformed flow or a bad body is a 400 before anything is read or written.
 */
export const EDU_FLOWS_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/edu/flows': [{ path: at('/api/edu/flows'), expect: signedIn(200) }],
  'POST /api/edu/flows': [
    { label: 'a flow without a name', path: at('/api/edu/flows'), body: () => ({ code: 'x' }), expect: signedIn(400) },
  ],
  'GET /api/edu/flows/:id': [{ path: at(flow), expect: signedIn(404) }],
  'PUT /api/edu/flows/:id': [
    { path: at(flow), body: () => ({ name: 'x', code: 'x', courseId: unknownId }), expect: signedIn(404) },
  ],
  'POST /api/edu/flows/:id/join': [{ path: at(`${flow}/join`), expect: signedIn(404) }],
  'POST /api/edu/flows/:id/students/:studentId': [{ path: at(`${flow}/students/${unknownId}`), expect: signedIn(404) }],
  'DELETE /api/edu/flows/:id/students/:studentId': [
    { path: at(`${flow}/students/${unknownId}`), expect: signedIn(404) },
  ],
  'GET /api/edu/flows/:id/summary': [{ path: at(`${flow}/summary`), expect: signedIn(404) }],
  'GET /api/edu/flow-questions': [
    {
      label: 'an unknown flow',
      path: at(`/api/edu/flow-questions?flow_id=${unknownId}&student_id=${unknownId}`),
      expect: signedIn(404),
    },
    { label: 'a malformed flow id', path: at('/api/edu/flow-questions?flow_id=x&student_id=x'), expect: signedIn(400) },
  ],
  'POST /api/edu/flows/:id/units/:aoeId/submit': [
    { path: at(`${flow}/units/${unknownId}/submit`), body: () => ({ answers: {} }), expect: signedIn(404) },
  ],
  'GET /api/edu/flows-need-marks': [
    { path: at('/api/edu/flows-need-marks'), expect: signedIn(200) },
    { label: 'an unknown flow', path: at(`/api/edu/flows-need-marks?flow_id=${unknownId}`), expect: signedIn(404) },
  ],
  'GET /api/edu/flows-need-marks/count': [{ path: at('/api/edu/flows-need-marks/count'), expect: signedIn(200) }],
  'GET /api/edu/flows-students-info': [{ path: at('/api/edu/flows-students-info'), expect: signedIn(200) }],
  'PUT /api/edu/flow-instances/:id/mark': [
    { path: at(`/api/edu/flow-instances/${unknownId}/mark`), body: () => ({ mark: 1 }), expect: signedIn(404) },
  ],
  'GET /api/edu/users-rating': [{ path: at('/api/edu/users-rating'), expect: signedIn(200) }],
  'GET /api/edu/active-students': [{ path: at('/api/edu/active-students'), expect: signedIn(200) }],
};
