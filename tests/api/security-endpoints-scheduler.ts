import { at, signedIn, unknownId, type Probe } from './security-expect.ts';

const task = `/api/scheduler/tasks/${unknownId}`;

/**
 * The scheduler's routes (issue 19 item 6) in the endpoint matrix (security-endpoint-table.ts): every call
 * runs as the signed-in user through the data API; an unknown task is a 404 for everyone signed in (one
 * they may not read looks the same); a task with a malformed cron is a 400 before anything is written.
 */
export const SCHEDULER_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/scheduler/queues': [{ path: at('/api/scheduler/queues'), expect: signedIn(200) }],
  'GET /api/scheduler/tasks': [{ path: at('/api/scheduler/tasks'), expect: signedIn(200) }],
  'POST /api/scheduler/tasks': [
    {
      label: 'a malformed cron',
      path: at('/api/scheduler/tasks'),
      body: () => ({ name: 'x', queue: 'heartbeat', cron: 'never' }),
      expect: signedIn(400),
    },
  ],
  'GET /api/scheduler/tasks/:id': [{ path: at(task), expect: signedIn(404) }],
  'PUT /api/scheduler/tasks/:id': [{ path: at(task), body: () => ({ name: 'x' }), expect: signedIn(404) }],
  'DELETE /api/scheduler/tasks/:id': [{ path: at(task), expect: signedIn(404) }],
  'POST /api/scheduler/tasks/:id/run': [{ path: at(`${task}/run`), expect: signedIn(404) }],
  'GET /api/scheduler/tasks/:id/runs': [{ path: at(`${task}/runs`), expect: signedIn(404) }],
};
