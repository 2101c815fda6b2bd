import { dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { PROCESSES_CLASS, processesId } from '../classes.ts';

/**
 * The workflows' part of the store (properties `processesId(0x200)`–`0x3ff`; docs/processes.md). A workflow,
 * an instance and a user task keep the core's name, author and creation date; the rest is here. Texts that
 * may outgrow one value (XML, the engine's state) are stored in ordered pieces (`splitContent`; multiple).
 */
export const WORKFLOWS_PROP = {
  // Workflow (§3: name, context object type, author, creation date).
  /** The executable BPMN copied at publication (pieces). */
  xml: processesId(0x200),
  /** The process's id in the XML. */
  processId: processesId(0x201),
  /** §3 "context object type": the class id. */
  contextClass: processesId(0x202),
  /** The diagram published (its id), its name and version number then. */
  diagramId: processesId(0x203),
  diagramName: processesId(0x204),
  diagramVersion: processesId(0x205),

  // Workflow instance (§3).
  /** §3 "workflow publication". */
  workflow: processesId(0x220),
  /** §3 "linked object": its id. */
  object: processesId(0x221),
  /** §3 "input vars": the JSON object as sent. */
  inputVars: processesId(0x222),
  /** §3 "state": an InstanceState. */
  state: processesId(0x223),
  /** §3 "last state update" (ISO). */
  stateUpdated: processesId(0x224),
  startDate: processesId(0x225),
  endDate: processesId(0x226),
  /** §3 "version": the diagram's version the instance runs. */
  version: processesId(0x227),
  /** The engine's saved state, history, variables and steps (JSON, pieces): written after every step. */
  runtime: processesId(0x228),

  // User task (§3: status, result, comment, files, view id, status change time).
  /** The instance it belongs to. */
  instance: processesId(0x260),
  /** The BPMN user task's id. */
  elementId: processesId(0x261),
  status: processesId(0x262),
  result: processesId(0x263),
  comment: processesId(0x264),
  /** TaskFile[] with their data URLs (JSON, pieces). */
  files: processesId(0x265),
  viewId: processesId(0x266),
  statusChanged: processesId(0x267),
  /** The user it is assigned to (id), or the role (id). */
  assignee: processesId(0x268),
  role: processesId(0x269),
  /** The instance's linked object (id) and its name at the task's creation, for lists. */
  taskObject: processesId(0x26a),
  taskObjectName: processesId(0x26b),
  /** TaskFile[] without their data (JSON): what lists show and link to (issue 19 "Task files download"). */
  fileList: processesId(0x26c),
} as const;

const WORKFLOW = [PROCESSES_CLASS.Workflow];
const INSTANCE = [PROCESSES_CLASS.WorkflowInstance];
const TASK = [PROCESSES_CLASS.UserTask];
const P = WORKFLOWS_PROP;

/** The workflows part's classes and properties (ids from ../classes.ts). */
export const WORKFLOWS_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [
    { id: PROCESSES_CLASS.Workflow, name: 'Workflow' },
    { id: PROCESSES_CLASS.WorkflowInstance, name: 'Workflow instance' },
    { id: PROCESSES_CLASS.UserTask, name: 'User task' },
  ],
  properties: [
    dataProperty(P.xml, 'xml', 'string', WORKFLOW, { multiple: true }),
    dataProperty(P.processId, 'processId', 'string', WORKFLOW),
    dataProperty(P.contextClass, 'contextObjectType', 'string', WORKFLOW),
    dataProperty(P.diagramId, 'diagram', 'string', WORKFLOW),
    dataProperty(P.diagramName, 'diagramName', 'string', WORKFLOW),
    dataProperty(P.diagramVersion, 'diagramVersion', 'integer', WORKFLOW),
    objectProperty(P.workflow, 'workflowPublication', INSTANCE, WORKFLOW),
    dataProperty(P.object, 'linkedObject', 'string', INSTANCE),
    dataProperty(P.inputVars, 'inputVars', 'string', INSTANCE),
    dataProperty(P.state, 'state', 'string', INSTANCE),
    dataProperty(P.stateUpdated, 'lastStateUpdate', 'string', INSTANCE),
    dataProperty(P.startDate, 'startDate', 'string', INSTANCE),
    dataProperty(P.endDate, 'endDate', 'string', INSTANCE),
    dataProperty(P.version, 'version', 'integer', INSTANCE),
    dataProperty(P.runtime, 'runtime', 'string', INSTANCE, { multiple: true }),
    objectProperty(P.instance, 'workflowInstance', TASK, INSTANCE),
    dataProperty(P.elementId, 'elementId', 'string', TASK),
    dataProperty(P.status, 'status', 'string', TASK),
    dataProperty(P.result, 'result', 'string', TASK),
    dataProperty(P.comment, 'comment', 'string', TASK),
    dataProperty(P.files, 'files', 'string', TASK, { multiple: true }),
    dataProperty(P.viewId, 'viewId', 'string', TASK),
    dataProperty(P.statusChanged, 'statusChangeTime', 'string', TASK),
    dataProperty(P.assignee, 'assignee', 'string', TASK),
    dataProperty(P.role, 'role', 'string', TASK),
    dataProperty(P.taskObject, 'linkedObject', 'string', TASK),
    dataProperty(P.taskObjectName, 'linkedObjectName', 'string', TASK),
    dataProperty(P.fileList, 'fileList', 'string', TASK),
  ],
};
