import {
  PROP,
  apiRequest,
  filterLiteral,
  replyDone,
  replyError,
  replyJson,
  type DataClient,
  type HttpClient,
  type PickedObject,
} from '@ontobench/sdk';
import {
  WORKFLOWS_API,
  type ApprovalsCount,
  type CompleteTask,
  type InstanceDto,
  type InstanceSummary,
  type PublishWorkflow,
  type StartInstance,
  type TaskStatus,
  type UserTaskDto,
  type WorkflowDto,
  type WorkflowSummary,
} from '../../common/workflows/api.ts';

/**
 * The workflows pages' calls (common/workflows/api.ts WORKFLOWS_API) as the signed-in user; a 404 rejects
 * with the SDK's NotFoundError (the page says "not found"), any other failure with a ReplyError.
 */
const enc = encodeURIComponent;

export const listWorkflows = async (http: HttpClient, signal?: AbortSignal) =>
  (
    await replyJson<{ workflows: WorkflowSummary[] }>(
      await apiRequest(http, 'GET', WORKFLOWS_API.workflows, undefined, signal),
    )
  ).workflows;

export const getWorkflow = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<WorkflowDto>(await apiRequest(http, 'GET', WORKFLOWS_API.workflow(enc(id)), undefined, signal));

export async function deleteWorkflow(http: HttpClient, id: string): Promise<void> {
  await replyDone(await apiRequest(http, 'DELETE', WORKFLOWS_API.workflow(enc(id))));
}

/** One reason the diagram cannot be executed (the diagrams area's ExecutableProblem). */
export interface PublishProblem {
  elementId: string | null;
  message: string;
}

/** A publication refused because the diagram is not executable: the server's problems. */
export class NotExecutableError extends Error {
  override name = 'NotExecutableError';
  constructor(readonly problems: PublishProblem[]) {
    super(problems.map((p) => p.message).join('; '));
  }
}

/** Publishes a diagram; a 400 with `problems` rejects with NotExecutableError. */
export async function publishWorkflow(http: HttpClient, body: PublishWorkflow): Promise<WorkflowDto> {
  const reply = await apiRequest(http, 'POST', WORKFLOWS_API.workflows, body);
  if (reply.status === 400) {
    const sent = (await reply
      .clone()
      .json()
      .catch(() => null)) as { problems?: PublishProblem[] } | null;
    if (Array.isArray(sent?.problems) && sent.problems.length > 0) throw new NotExecutableError(sent.problems);
  }
  return replyJson<WorkflowDto>(reply);
}

/** The workflows that run on an object, and the object's name (null when none of them runs on it). */
export interface ObjectWorkflows {
  object: PickedObject | null;
  workflows: WorkflowSummary[];
}

/**
 * The workflows whose context class holds the object: for each context class, one get_data on it
 * filtered by the object's id (a class includes its subclasses' instances, as the server's start check
 * does; a class the user may not read or that is gone holds nothing).
 */
export async function workflowsForObject(
  http: HttpClient,
  data: DataClient,
  objectId: string,
  signal?: AbortSignal,
): Promise<ObjectWorkflows> {
  const all = await listWorkflows(http, signal);
  const holding = new Map<string, string>();
  await Promise.all(
    [...new Set(all.map((w) => w.contextClass.id))].map(async (cls) => {
      const reply = await data
        .getData(
          { class: cls, filter: `[id] = ${filterLiteral(objectId)}`, fields: [{ prop: PROP.name }], limit: 1 },
          { signal },
        )
        .catch(() => null);
      if (!reply || reply.count_rows === 0) return;
      const name = reply.rows.find((cell) => cell.inst === objectId && cell.prop === PROP.name)?.val;
      holding.set(cls, name === null || name === undefined || name === '' ? objectId : String(name));
    }),
  );
  const workflows = all.filter((w) => holding.has(w.contextClass.id));
  const name = workflows.length > 0 ? holding.get(workflows[0]!.contextClass.id)! : null;
  return { object: name === null ? null : { id: objectId, name }, workflows };
}

export const startInstance = async (http: HttpClient, workflowId: string, body: StartInstance) =>
  replyJson<InstanceDto>(await apiRequest(http, 'POST', WORKFLOWS_API.start(enc(workflowId)), body));

/** The instances the user may read, newest first; `workflow` narrows them to one workflow's. */
export async function listInstances(http: HttpClient, signal?: AbortSignal, workflow?: string) {
  const path = workflow ? `${WORKFLOWS_API.instances}?workflow=${enc(workflow)}` : WORKFLOWS_API.instances;
  const { instances } = await replyJson<{ instances: InstanceSummary[] }>(
    await apiRequest(http, 'GET', path, undefined, signal),
  );
  return [...instances].sort((a, b) => (b.dateCreate ?? '').localeCompare(a.dateCreate ?? ''));
}

export const getInstance = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<InstanceDto>(await apiRequest(http, 'GET', WORKFLOWS_API.instance(enc(id)), undefined, signal));

export const cancelInstance = async (http: HttpClient, id: string) =>
  replyJson<InstanceDto>(await apiRequest(http, 'POST', WORKFLOWS_API.cancel(enc(id)), {}));

/** The user's tasks (`mine`) or their roles' (`group`), of one status or every one, newest first. */
export async function listTasks(
  http: HttpClient,
  scope: 'mine' | 'group',
  status: TaskStatus | null,
  signal?: AbortSignal,
): Promise<UserTaskDto[]> {
  const query = `?scope=${scope}${status ? `&status=${status}` : ''}`;
  const { tasks } = await replyJson<{ tasks: UserTaskDto[] }>(
    await apiRequest(http, 'GET', WORKFLOWS_API.tasks + query, undefined, signal),
  );
  return [...tasks].sort((a, b) => (b.dateCreate ?? '').localeCompare(a.dateCreate ?? ''));
}

export const completeTask = async (http: HttpClient, id: string, body: CompleteTask) =>
  replyJson<UserTaskDto>(await apiRequest(http, 'POST', WORKFLOWS_API.complete(enc(id)), body));

/** The approvals counter; a failure rejects (the counter shows '???'). */
export async function approvalsCount(http: HttpClient, signal?: AbortSignal): Promise<number> {
  const reply = await apiRequest(http, 'GET', WORKFLOWS_API.approvals, undefined, signal);
  if (!reply.ok) throw await replyError(reply);
  return ((await reply.json()) as ApprovalsCount).count;
}

/** The diagrams the user reads (the diagrams area's `GET /api/diagrams`, called by path). */
export interface DiagramChoice {
  id: string;
  name: string;
  versionNumber: number;
}
export const listDiagrams = async (http: HttpClient, signal?: AbortSignal) =>
  (await replyJson<{ diagrams: DiagramChoice[] }>(await apiRequest(http, 'GET', 'diagrams', undefined, signal)))
    .diagrams;
