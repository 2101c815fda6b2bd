import { hostname } from 'node:os';
import { HttpError, SEMANTIC_SEARCH, type ServerExtensionContext, type UserContext, dataAs } from '@ontobench/sdk/node';
import { SCHEDULER_QUEUES, type SchedulerQueue, type SchedulerQueueId } from '../../common/scheduler/api.ts';
import { readTasks } from './store.ts';

/** What a task's job receives: the task and its payload as checked (JSON parsed when the queue requires it). */
export interface RunData {
  taskId: string;
  payload: unknown;
}

interface QueueDefinition extends SchedulerQueue {
  /** The payload checked: its value for the job, or an HttpError 400 with a Russian reason. */
  check(payload: string): unknown;
  run(ctx: ServerExtensionContext, user: UserContext, payload: unknown): Promise<unknown>;
}

/** The job name of a queue (the jobs service prefixes it with the extension's id: `processes.scheduler.…`). */
export const jobName = (queue: string) => `scheduler.${queue}`;

const MAX_ROWS_KEPT = 20;

const QUEUES: readonly QueueDefinition[] = [
  {
    id: SCHEDULER_QUEUES.heartbeat,
    payloadJson: false,
    example: '',
    check: (payload) => payload,
    // Observable proof the schedule runs: when, where, and how many tasks its user sees.
    run: async (ctx, user, payload) => ({
      at: new Date().toISOString(),
      process: `${hostname()}:${process.pid}`,
      tasks: (await readTasks(dataAs(ctx.data, user))).length,
      ...(typeof payload === 'string' && payload.trim() ? { note: payload.trim() } : {}),
    }),
  },
  {
    id: SCHEDULER_QUEUES.semanticSearch,
    payloadJson: true,
    example: '{\n  "search": "Название семантического поиска",\n  "limit": 100\n}',
    check: (payload) => {
      const value = parseJson(payload);
      const search = (value as { search?: unknown } | null)?.search;
      const limit = (value as { limit?: unknown } | null)?.limit;
      if (
        typeof value !== 'object' ||
        value === null ||
        Array.isArray(value) ||
        typeof search !== 'string' ||
        !search.trim()
      )
        throw new HttpError(
          400,
          'Параметры задачи: нужен объект JSON с полем «search» — названием или идентификатором семантического поиска',
        );
      if (limit !== undefined && (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 10_000))
        throw new HttpError(400, 'Параметры задачи: «limit» — целое число от 1 до 10000');
      return { search: search.trim(), ...(limit === undefined ? {} : { limit }) };
    },
    // The stored search run with the task's user's rights; the output keeps the first rows and the count.
    run: async (ctx, user, payload) => {
      const service = ctx.services.optional(SEMANTIC_SEARCH);
      if (!service) throw new HttpError(503, 'Семантический поиск недоступен: область анализа не запущена');
      const { search, limit } = payload as { search: string; limit?: number };
      const table = await service.run(dataAs(ctx.data, user), search, limit ? { limit } : {});
      return {
        search: table.name,
        total: table.total,
        columns: table.columns.map((c) => c.title),
        rows: table.rows.slice(0, MAX_ROWS_KEPT),
      };
    },
  },
];

function parseJson(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch (error) {
    throw new HttpError(400, `Параметры задачи — не JSON: ${(error as Error).message}`);
  }
}

/** The queues the page offers. */
export const schedulerQueues = (): SchedulerQueue[] =>
  QUEUES.map(({ id, payloadJson, example }) => ({ id, payloadJson, example }));

/** The queue of a task, or a 400. */
export function queueOf(id: unknown): QueueDefinition {
  const queue = QUEUES.find((q) => q.id === id);
  if (!queue) throw new HttpError(400, `Укажите очередь задачи: одну из ${QUEUES.map((q) => `«${q.id}»`).join(', ')}`);
  return queue;
}

/** Declares each queue's job (any server process runs it, once; a run whose process dies is not repeated). */
export async function defineQueues(ctx: ServerExtensionContext): Promise<void> {
  for (const queue of QUEUES) {
    await ctx.jobs.define<RunData>(
      jobName(queue.id as SchedulerQueueId),
      async (job) => {
        if (!job.user) throw new HttpError(400, 'У задачи планировщика нет пользователя');
        return queue.run(ctx, job.user, job.data.payload);
      },
      { retryLimit: 0, concurrency: 1, expireInSeconds: 10 * 60 },
    );
  }
}
