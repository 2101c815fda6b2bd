import { dataProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { PROCESSES_CLASS, processesId } from '../classes.ts';

/**
 * The scheduler's properties (`processesId(0x100)`–): domain.md §3 "Scheduler task" — name, author, queue,
 * cron, active, payload, is actual. Name and author are the core's columns; the task's runs are the jobs
 * service's (`ctx.jobs.runs`), not properties.
 */
export const SCHEDULER_PROP = {
  /** §3 `queue`: the job the task runs (one of SCHEDULER_QUEUES). */
  queue: processesId(0x100),
  /** §3 `cron`: 5 fields, minute resolution, UTC. */
  cron: processesId(0x101),
  /** §3 `active`: shown as «Активно» / «Не активно» (§4); a task not active is not scheduled. */
  active: processesId(0x102),
  /** §3 `payload`: multi-line text, JSON when the queue requires it. */
  payload: processesId(0x103),
  /** §3 `is actual`: false for a task kept only for its history. */
  isActual: processesId(0x104),
} as const;

const TASK = [PROCESSES_CLASS.SchedulerTask];

/** The scheduler part's classes and properties (ids from ../classes.ts). */
export const SCHEDULER_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [{ id: PROCESSES_CLASS.SchedulerTask, name: 'Scheduler task' }],
  properties: [
    dataProperty(SCHEDULER_PROP.queue, 'queue', 'string', TASK),
    dataProperty(SCHEDULER_PROP.cron, 'cron', 'string', TASK),
    dataProperty(SCHEDULER_PROP.active, 'active', 'boolean', TASK),
    dataProperty(SCHEDULER_PROP.payload, 'payload', 'string', TASK),
    dataProperty(SCHEDULER_PROP.isActual, 'isActual', 'boolean', TASK),
  ],
};
