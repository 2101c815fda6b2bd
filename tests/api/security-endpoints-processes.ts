import { at, signedIn, unknownId, type Probe } from './security-expect.ts';

const workflow = `/api/processes/workflows/${unknownId}`;
const instance = `/api/processes/instances/${unknownId}`;
const task = `/api/processes/tasks/${unknownId}`;

/**
 * The workflows' routes (issue 19 items 2, 4, 5) in the endpoint matrix (security-endpoint-table.ts): every
 * call runs as the signed-in user; an unknown workflow, instance or task is a 404 for everyone signed in (one
 * they may not read looks the same), completing another's task is a 403 (an unknown one a 404), bad input a 400.
 */
export const PROCESSES_WORKFLOW_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/processes/workflows': [{ path: at('/api/processes/workflows'), expect: signedIn(200) }],
  'POST /api/processes/workflows': [
    { label: 'no name', path: at('/api/processes/workflows'), body: () => ({}), expect: signedIn(400) },
  ],
  'GET /api/processes/workflows/:id': [{ path: at(workflow), expect: signedIn(404) }],
  'DELETE /api/processes/workflows/:id': [{ path: at(workflow), expect: signedIn(404) }],
  'POST /api/processes/workflows/:id/start': [
    { path: at(`${workflow}/start`), body: () => ({ objectId: unknownId }), expect: signedIn(404) },
  ],
  'GET /api/processes/instances': [
    { path: at('/api/processes/instances'), expect: signedIn(200) },
    { label: 'a bad filter', path: at('/api/processes/instances?workflow=x'), expect: signedIn(400) },
  ],
  'GET /api/processes/instances/:id': [{ path: at(instance), expect: signedIn(404) }],
  'POST /api/processes/instances/:id/cancel': [{ path: at(`${instance}/cancel`), expect: signedIn(404) }],
  'GET /api/processes/tasks': [
    { path: at('/api/processes/tasks?scope=mine'), expect: signedIn(200) },
    { label: 'a bad scope', path: at('/api/processes/tasks?scope=x'), expect: signedIn(400) },
  ],
  'GET /api/processes/tasks/:id': [{ path: at(task), expect: signedIn(404) }],
  'POST /api/processes/tasks/:id/complete': [
    { path: at(`${task}/complete`), body: () => ({ result: 'approve' }), expect: signedIn(404) },
  ],
  // A completion's file: the task's read rule (an unknown task or file, or one the user may not read: 404).
  'GET /api/processes/tasks/:id/files/:file': [{ path: at(`${task}/files/${unknownId}`), expect: signedIn(404) }],
  'GET /api/processes/approvals/count': [{ path: at('/api/processes/approvals/count'), expect: signedIn(200) }],
};
