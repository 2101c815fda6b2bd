import type { Migration, SeedContext, ServerExtensionContext } from '@ontobench/sdk/node';
import { ADVANCE_EXPIRY_SECONDS, ADVANCE_JOB, workflowEngine, type AdvanceData } from './advance.ts';
import { seedReviewDemo } from './demo.ts';
import { registerInstanceRoutes } from './instance-routes.ts';
import { SWEEP_CRON, SWEEP_JOB, SWEEP_SCHEDULE, sweepCompletions } from './sweep.ts';
import { registerTaskRoutes } from './task-routes.ts';
import { registerWorkflowRoutes } from './workflow-routes.ts';

/** The workflows keep everything in the store (docs/processes.md "What is stored where"): no table of their own. */
export const workflowsMigrations: readonly Migration[] = [];

/** Instances one server process advances at once. */
const ADVANCE_CONCURRENCY = Number(process.env.ONTOBENCH_WORKFLOW_CONCURRENCY) || 4;

/** Mounts the workflows part's routes and defines the job that moves instances on. */
export async function registerWorkflows(ctx: ServerExtensionContext): Promise<void> {
  const engine = workflowEngine(ctx);
  await ctx.jobs.define<AdvanceData>(ADVANCE_JOB, engine.advance, {
    // A process killed mid-advance: after the expiry the queue hands the job to another (or the restarted) one.
    retryLimit: 20,
    expireInSeconds: ADVANCE_EXPIRY_SECONDS,
    concurrency: ADVANCE_CONCURRENCY,
  });
  // A completion whose advance was never enqueued (its process died in between) is found by the sweep.
  await ctx.jobs.define(SWEEP_JOB, () => sweepCompletions(engine), { retryLimit: 0, concurrency: 1 });
  await ctx.jobs.schedule(SWEEP_SCHEDULE, SWEEP_CRON, SWEEP_JOB, {}, { user: null });
  await ctx.jobs.enqueue(SWEEP_JOB, {}, { user: null });
  registerWorkflowRoutes(ctx, engine);
  registerInstanceRoutes(ctx, engine);
  registerTaskRoutes(ctx, engine);
}

/** Nothing to stop: running advances end on their own or are taken over after their expiry. */
export async function stopWorkflows(): Promise<void> {}

/** The workflows part's demo data (a new demo database only). */
export async function seedWorkflows(ctx: SeedContext): Promise<void> {
  await seedReviewDemo(ctx);
}
