import { defineServerExtension, EXECUTABLE_BPMN, SEMANTIC_SEARCH } from '@ontobench/sdk/node';
import { PROCESSES_API_PATHS } from '../common/api.ts';
import { PROCESSES_ROUTE_PATHS } from '../common/routes.ts';
import { PROCESSES_SCHEMA } from '../common/schema.ts';
import { boardMigrations, registerBoard, seedBoard, stopBoard } from './board/register.ts';
import { registerScheduler, schedulerMigrations, seedScheduler, stopScheduler } from './scheduler/register.ts';
import { registerWorkflows, seedWorkflows, stopWorkflows, workflowsMigrations } from './workflows/register.ts';

/**
 * The server half of the processes area (issue 19; domain.md §3 "Workflow", "Workflow instance", "User
 * task", "Scheduler task"): the scheduler, the life-cycle board, and workflows that really run, each a part
 * of its own (docs/processes.md).
 */
export default defineServerExtension({
  id: 'processes',
  version: '0.1.0',
  schema: PROCESSES_SCHEMA,
  // An assignment as `reader` on the area's objects lets its user read them, not change them (the core
  // names no role's rule; the diagram, document and DMN areas declare the same code).
  accessPolicy: { readOnlyRoleCodes: ['reader'] },
  migrations: [...schedulerMigrations, ...workflowsMigrations, ...boardMigrations],
  apiPaths: PROCESSES_API_PATHS,
  reservedRoutePaths: PROCESSES_ROUTE_PATHS,
  // The scheduler's semantic-search queue runs the analysis area's stored searches when it is there.
  // Workflows are published from the diagrams area's executable export.
  optional: [SEMANTIC_SEARCH, EXECUTABLE_BPMN],
  async start(ctx) {
    registerScheduler(ctx);
    registerBoard(ctx);
    await registerWorkflows(ctx);
  },
  async stop() {
    await Promise.all([stopWorkflows(), stopScheduler(), stopBoard()]);
  },
  async seed(ctx) {
    await seedScheduler(ctx);
    // The review workflow before the board: the board's demo reads classes other areas' seeds made, and a
    // failure there must not leave the demo without its workflow (the host runs the hook again at the next
    // start only when it threw).
    await seedWorkflows(ctx);
    await seedBoard(ctx);
  },
});
