import { apiRequest, replyDone, replyJson, type HttpClient } from '@ontobench/sdk';
import {
  SCHEDULER_API,
  type SaveSchedulerTask,
  type SchedulerQueue,
  type SchedulerRun,
  type SchedulerTaskDto,
} from '../../common/scheduler/api.ts';

/** The scheduler's calls (common/scheduler/api.ts) as the signed-in user. */
const enc = encodeURIComponent;

export const listTasks = async (http: HttpClient, signal?: AbortSignal) =>
  (
    await replyJson<{ tasks: SchedulerTaskDto[] }>(
      await apiRequest(http, 'GET', SCHEDULER_API.tasks, undefined, signal),
    )
  ).tasks;

export const listQueues = async (http: HttpClient, signal?: AbortSignal) =>
  (
    await replyJson<{ queues: SchedulerQueue[] }>(
      await apiRequest(http, 'GET', SCHEDULER_API.queues, undefined, signal),
    )
  ).queues;

export const createTask = async (http: HttpClient, body: SaveSchedulerTask) =>
  replyJson<SchedulerTaskDto>(await apiRequest(http, 'POST', SCHEDULER_API.tasks, body));

export const updateTask = async (http: HttpClient, id: string, body: SaveSchedulerTask) =>
  replyJson<SchedulerTaskDto>(await apiRequest(http, 'PUT', SCHEDULER_API.task(enc(id)), body));

export async function deleteTask(http: HttpClient, id: string): Promise<void> {
  await replyDone(await apiRequest(http, 'DELETE', SCHEDULER_API.task(enc(id))));
}

export const runTask = async (http: HttpClient, id: string) =>
  (await replyJson<{ run: SchedulerRun }>(await apiRequest(http, 'POST', SCHEDULER_API.run(enc(id))))).run;

export const listRuns = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  (
    await replyJson<{ runs: SchedulerRun[] }>(
      await apiRequest(http, 'GET', SCHEDULER_API.runs(enc(id)), undefined, signal),
    )
  ).runs;
