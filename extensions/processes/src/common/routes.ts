/**
 * The browser paths of the processes area's pages (shell.md §2: `/workflows`, `/workflowInstances`,
 * `/userTasks` of the workflows area, `/scheduler`, `/lifeCycleBoard`), handed to the server so that no
 * runtime plugin takes one; a test checks the list against the contributions.
 */
export const PROCESSES_ROUTE_PATHS: readonly string[] = [
  '/workflows',
  '/workflows/:id',
  '/workflowInstances',
  '/workflowInstances/:id',
  '/userTasks',
  '/scheduler',
  '/lifeCycleBoard',
];

/** Where the processes area's pages open. */
export const processesPath = {
  workflows: '/workflows',
  workflow: (id: string) => `/workflows/${id}`,
  instances: '/workflowInstances',
  instance: (id: string) => `/workflowInstances/${id}`,
  userTasks: '/userTasks',
  scheduler: '/scheduler',
  board: '/lifeCycleBoard',
};
