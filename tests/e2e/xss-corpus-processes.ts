import type { APIRequestContext } from '@playwright/test';
import { DIAGRAM_API } from '../../extensions/diagrams/src/common/api.ts';
import { SCHEDULER_API } from '../../extensions/processes/src/common/scheduler/api.ts';
import { WORKFLOWS_API } from '../../extensions/processes/src/common/workflows/api.ts';
import { oneTaskProcess } from './processes-bpmn.ts';
import { PAYLOADS } from './xss-corpus.ts';

/** The corpus's workflows objects (issue 19): a published workflow and an instance waiting at its user task. */
export interface ProcessesCorpus {
  workflow: string;
  instance: string;
}

/** An executable review: start, a user task for the instance's author, end; every name a payload. */
function reviewBpmn(mark: string): string {
  const P = PAYLOADS;
  const names = {
    process: `${mark} процесс ${P[2]}`,
    start: `${mark} ${P[0]}`,
    task: `${mark} задача ${P[1]}`,
    end: `${mark} ${P[3]}`,
  };
  return oneTaskProcess('XssReview', names, '${initiator}');
}

/**
 * Stores the workflows of the XSS corpus as the corpus's user: a workflow published from an executable
 * diagram on the corpus's class and an instance on its individual, names, input variables and the task
 * all payloads, so the lists, the instance's fields, its diagram and history and the tasks carry them; and a
 * scheduler task named with one.
 */
export async function storeProcessesCorpus(
  request: APIRequestContext,
  token: string,
  mark: string,
  ids: { cls: string; ind: string },
): Promise<ProcessesCorpus> {
  const P = PAYLOADS;
  const post = async (path: string, data: unknown) => {
    const reply = await request.post(`/api/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
    if (!reply.ok()) throw new Error(`the corpus's ${path}: ${reply.status()} ${await reply.text()}`);
    return ((await reply.json()) as { id: string }).id;
  };
  const diagramId = await post(DIAGRAM_API.list, { name: `${mark} исполнимая ${P[4]}`, xml: reviewBpmn(mark) });
  const workflow = await post(WORKFLOWS_API.workflows, {
    name: `${mark} процесс ${P[5]}`,
    diagramId,
    contextClassId: ids.cls,
  });
  const instance = await post(WORKFLOWS_API.start(workflow), {
    objectId: ids.ind,
    name: `${mark} экземпляр ${P[6]}`,
    inputVars: JSON.stringify({ [`${mark} ключ`]: P[7] }),
  });
  // The scheduler's list shows a task's name, queue and cron; its note (the heartbeat's payload) in its dialog.
  await post(SCHEDULER_API.tasks, {
    name: `${mark} задача планировщика ${P[8]}`,
    queue: 'heartbeat',
    cron: '0 6 * * *',
    active: false,
    payload: `${mark} ${P[0]}`,
  });
  return { workflow, instance };
}
