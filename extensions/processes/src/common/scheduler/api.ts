/**
 * The scheduler's calls (mounted under `/api/`; issue 19 item 6; domain.md §3 "Scheduler task"). Every call
 * runs as the signed-in user through the data API: a task the user may not read is a 404, one they may not
 * change (not its author, not an administrator) refuses changes, runs and its runs' output with 403.
 */

/** The queues a task may run (the scheduler's own jobs, `GET scheduler/queues`). */
export const SCHEDULER_QUEUES = {
  /** Records a heartbeat (time, process, tasks) and trims finished runs of tasks deleted since. No payload. */
  heartbeat: 'heartbeat',
  /** Runs a stored semantic search as the task's user; payload `{ "search": "<name or id>", "limit"?: n }`. */
  semanticSearch: 'semanticSearch',
} as const;

export type SchedulerQueueId = (typeof SCHEDULER_QUEUES)[keyof typeof SCHEDULER_QUEUES];

/** A queue as the page offers it: whether its payload must be JSON, and an example payload. */
export interface SchedulerQueue {
  id: SchedulerQueueId;
  payloadJson: boolean;
  example: string;
}

/** A run of a task: a job of the durable queue (its row in the core's ob_job). */
export interface SchedulerRun {
  id: string;
  /** `pending` (queued), `running`, `completed`, `error`. */
  status: 'pending' | 'running' | 'completed' | 'error';
  /** ISO date-times. */
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The job's result (JSON) or error; null for a user who may only read the task. */
  output: unknown;
  error: string | null;
}

/** A task in the list and in its dialog. */
export interface SchedulerTaskDto {
  id: string;
  name: string;
  queue: string;
  cron: string;
  /** §3 `active`: «Активно» / «Не активно». */
  active: boolean;
  /** §3 `payload`: multi-line text ('' when none). */
  payload: string;
  isActual: boolean;
  author: string | null;
  /** ISO: the cron's next time when active, else null. */
  nextRun: string | null;
  /** The latest run (by the cron or run now), or null. */
  lastRun: SchedulerRun | null;
  access: 'edit' | 'read';
}

/** `POST scheduler/tasks` (all but `active` required) and `PUT scheduler/tasks/{id}` (absent: unchanged). */
export interface SaveSchedulerTask {
  name?: string;
  queue?: string;
  cron?: string;
  active?: boolean;
  payload?: string;
}

/** The scheduler's paths (the server mounts them under `/api/`; the browser calls `/api/` + path). */
export const SCHEDULER_API = {
  /** GET `{ queues: SchedulerQueue[] }`. */
  queues: 'scheduler/queues',
  /** GET `{ tasks: SchedulerTaskDto[] }`; POST SaveSchedulerTask → SchedulerTaskDto. */
  tasks: 'scheduler/tasks',
  /** GET → SchedulerTaskDto; PUT SaveSchedulerTask → SchedulerTaskDto; DELETE. */
  task: (id: string) => `scheduler/tasks/${id}`,
  /** POST → `{ run: SchedulerRun }` (queued now, whether active or not). */
  run: (id: string) => `scheduler/tasks/${id}/run`,
  /** GET → `{ runs: SchedulerRun[] }`, newest first. */
  runs: (id: string) => `scheduler/tasks/${id}/runs`,
} as const;

/** The scheduler part's calls, mounted under `/api/` (paths without it). */
export const SCHEDULER_API_PATHS: readonly string[] = [
  SCHEDULER_API.queues,
  SCHEDULER_API.tasks,
  SCHEDULER_API.task(':id'),
  SCHEDULER_API.run(':id'),
  SCHEDULER_API.runs(':id'),
];
