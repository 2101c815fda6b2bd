/**
 * The processes area's fixed ids (domain.md §3 "Workflow", "Workflow instance", "User task", "Scheduler
 * task"). Ids never change; new ones take the next number. Properties: the scheduler's 0x100–0x1ff, the
 * workflows' (workflow, instance, user task) 0x200–0x3ff, the life-cycle board's 0x400–0x4ff.
 */
export const processesId = (n: number) => `9c0c0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const PROCESSES_CLASS = {
  /** §3 "Scheduler task": name, author, queue, cron, active, payload, is actual. */
  SchedulerTask: processesId(0x001),
  /** §3 "Workflow": name, context object type, author, creation date. */
  Workflow: processesId(0x002),
  /** §3 "Workflow instance": name, workflow publication, linked object, author, dates, input vars, state, … */
  WorkflowInstance: processesId(0x003),
  /** §3 "User task": status, result, comment, files, view id, status change time. */
  UserTask: processesId(0x004),
} as const;
