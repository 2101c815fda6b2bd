/**
 * The workflows' calls (mounted under `/api/`) and what they carry: domain.md §3 "Workflow", "Workflow
 * instance", "User task"; §4 user task statuses and results; §6 approvals; §9 the workflow date format.
 * Every call runs as the signed-in user; the server decides access (a task only its assignee or a holder of
 * its role completes; an instance only those who may read it see). Bad input: 400 with a Russian `message`,
 * nothing written. Dates travel as ISO strings; pages show them as `YYYY-MM-DD HH:mm:ss` (WORKFLOW_DATE_FORMAT).
 */

/** §9: how workflow dates are shown. */
export const WORKFLOW_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A published workflow (§3: name, context object type, author, creation date) in a list. */
export interface WorkflowSummary {
  id: string;
  name: string;
  /** §3 "context object type": the ontology class whose objects an instance runs on. */
  contextClass: { id: string; name: string };
  /** The diagram it was published from, and that diagram's version number at publication. */
  diagram: { id: string; name: string; version: number };
  /** The author's user id. */
  author: string | null;
  /** The author's name as the store shows it (the id when it has none). */
  authorName: string | null;
  dateCreate: string | null;
  /** Instances still running. */
  running: number;
}

/** A whole workflow: its summary and the executable BPMN it runs (a copy made at publication). */
export interface WorkflowDto extends WorkflowSummary {
  /** The executable BPMN 2.0 XML. */
  xml: string;
  /** The process's id in the XML. */
  processId: string;
}

/** `POST processes/workflows`: publish a diagram's executable BPMN as a workflow. */
export interface PublishWorkflow {
  name: string;
  diagramId: string;
  contextClassId: string;
}

/** `POST processes/workflows/{id}/start`: a new instance on an object of the context class. */
export interface StartInstance {
  objectId: string;
  /** §3 "name": when absent, the workflow's name and the object's. */
  name?: string;
  /** §3 "input vars": a multi-line string holding a JSON object (checked; 400 when it is not one). */
  inputVars?: string;
}

/** The engine's states of an instance, as the store keeps them (§3 "state"). */
export type InstanceState = 'running' | 'waiting' | 'completed' | 'canceled' | 'failed';

/** One step of an instance's history: an activity that started or ended. */
export interface InstanceStep {
  /** The BPMN element's id. */
  elementId: string;
  /** The element's name in the diagram (its id when it has none). */
  name: string;
  /** The BPMN type, e.g. `bpmn:UserTask`. */
  type: string;
  startedAt: string;
  endedAt: string | null;
  /** A failed service task's message, a user task's result…, in the user's words. */
  note?: string;
}

/** An instance in a list (§3 "Workflow instance"). */
export interface InstanceSummary {
  id: string;
  name: string;
  workflow: { id: string; name: string };
  /** §3 "linked object". */
  object: { id: string; name: string } | null;
  /** The author's user id. */
  author: string | null;
  /** The author's name as the store shows it (the id when it has none). */
  authorName: string | null;
  dateCreate: string | null;
  startDate: string | null;
  endDate: string | null;
  state: InstanceState;
  /** §3 "last state update". */
  stateUpdated: string | null;
}

/** A whole instance: every §3 field, the diagram with its current and completed steps, the history. */
export interface InstanceDto extends InstanceSummary {
  /** §3 "input vars", as sent. */
  inputVars: string;
  /** §3 "schema": the executable XML the instance runs. */
  schema: string;
  /** §3 "version": the workflow's diagram version the instance runs. */
  version: number;
  /** The instance's variables now (JSON object). */
  variables: Record<string, unknown>;
  /** Elements running or waiting now. */
  current: string[];
  /** Elements that have ended. */
  completed: string[];
  history: InstanceStep[];
  /** May the user cancel it (its author or an administrator, while it runs). */
  canCancel: boolean;
}

/** §4 user task status. */
export type TaskStatus = 'inProgress' | 'completed' | 'canceled' | 'canceledByTimeout';
export const TASK_STATUSES: readonly TaskStatus[] = ['inProgress', 'completed', 'canceled', 'canceledByTimeout'];

/** §4 user task result. */
export type TaskResult = 'approve' | 'reject' | 'correctingNeeded' | 'insufficientElaboration';
export const TASK_RESULTS: readonly TaskResult[] = ['approve', 'reject', 'correctingNeeded', 'insufficientElaboration'];

/** A file attached to a task's completion (stored with the task). */
export interface TaskFile {
  id: string;
  name: string;
  size: number;
  /** Its media type, as the data URL it was sent in said (absent on files stored before it was kept). */
  type?: string;
}

/** A user task (§3: status, result, comment, files, view id, status change time). */
export interface UserTaskDto {
  id: string;
  /** The BPMN user task's name. */
  name: string;
  instance: { id: string; name: string };
  object: { id: string; name: string } | null;
  /** The user it is assigned to, or null when it is for a role. */
  assignee: { id: string; name: string } | null;
  /** The role it is assigned to (its holders may all complete it), or null. */
  role: { id: string; name: string } | null;
  status: TaskStatus;
  result: TaskResult | null;
  comment: string;
  files: TaskFile[];
  /** §3 "view id": the page the task is done on, when the process names one. */
  viewId: string | null;
  /** §3 "status change time". */
  statusChanged: string | null;
  dateCreate: string | null;
  /** May the signed-in user complete it (assignee or role holder, while in progress). */
  canComplete: boolean;
}

/** `POST processes/tasks/{id}/complete`: the result moves the instance on. */
export interface CompleteTask {
  result: TaskResult;
  comment?: string;
  /** Files as data URLs with their names (each at most TASK_FILE_MAX bytes). */
  files?: { name: string; dataUrl: string }[];
}

/** The largest file a task's completion carries. */
export const TASK_FILE_MAX = 5 * 1024 * 1024;

/** `GET processes/approvals/count`: the approvals counter of the top bar (shell.md §8: a number or empty). */
export interface ApprovalsCount {
  /** Tasks in progress the user may complete; 0 shows nothing. */
  count: number;
}

/** The workflows' realtime channel (`processes/tasks`): a task appeared or changed for its assignee or role. */
export const TASKS_CHANNEL = 'tasks';
export interface TaskNotice {
  taskId: string;
  instanceId: string;
  status: TaskStatus;
}

/** The workflows' paths (the server mounts them under `/api/`; the browser calls `/api/` + path). */
export const WORKFLOWS_API = {
  /** GET `{ workflows: WorkflowSummary[] }`; POST PublishWorkflow → WorkflowDto. */
  workflows: 'processes/workflows',
  /** GET → WorkflowDto; DELETE (only with no running instance: 409 otherwise). */
  workflow: (id: string) => `processes/workflows/${id}`,
  /** POST StartInstance → InstanceDto. */
  start: (id: string) => `processes/workflows/${id}/start`,
  /** GET `{ instances: InstanceSummary[] }` the user may read; `?workflow=<id>`, `?object=<id>` narrow it. */
  instances: 'processes/instances',
  /** GET → InstanceDto. */
  instance: (id: string) => `processes/instances/${id}`,
  /** POST → InstanceDto (canceled; its tasks in progress become canceled). */
  cancel: (id: string) => `processes/instances/${id}/cancel`,
  /** GET `{ tasks: UserTaskDto[] }`: `?scope=mine` (assigned to me) or `group` (to my roles); `?status=`. */
  tasks: 'processes/tasks',
  /** GET → UserTaskDto. */
  task: (id: string) => `processes/tasks/${id}`,
  /** POST CompleteTask → UserTaskDto; 403 for anyone but the assignee or a holder of its role. */
  complete: (id: string) => `processes/tasks/${id}/complete`,
  /**
   * GET a file of the task's completion (`TaskFile.id`): its bytes as a download (`Content-Disposition`
   * with `filename*`), for whoever may read the task (others: 404).
   */
  file: (id: string, fileId: string) => `processes/tasks/${id}/files/${fileId}`,
  /** GET → ApprovalsCount. */
  approvals: 'processes/approvals/count',
} as const;

/** The paths as the server mounts them (declared to the kernel as `apiPaths`). */
export const WORKFLOWS_API_PATHS: readonly string[] = [
  WORKFLOWS_API.workflows,
  WORKFLOWS_API.workflow(':id'),
  WORKFLOWS_API.start(':id'),
  WORKFLOWS_API.instances,
  WORKFLOWS_API.instance(':id'),
  WORKFLOWS_API.cancel(':id'),
  WORKFLOWS_API.tasks,
  WORKFLOWS_API.task(':id'),
  WORKFLOWS_API.complete(':id'),
  WORKFLOWS_API.file(':id', ':file'),
  WORKFLOWS_API.approvals,
];
