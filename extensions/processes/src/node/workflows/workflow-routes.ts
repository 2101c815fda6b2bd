import { randomUUID } from 'node:crypto';
import { CLASS, filterLiteral } from '@ontobench/sdk/common';
import {
  EXECUTABLE_BPMN,
  HttpError,
  type ServerExtensionContext,
  type UserContext,
  objectBody,
  updateOp,
} from '@ontobench/sdk/node';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import { WORKFLOWS_API, type InstanceDto, type WorkflowDto, type WorkflowSummary } from '../../common/workflows/api.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';
import type { WorkflowEngine } from './advance.ts';
import { instanceDto, instanceSummaries, workflowSummary } from './dto.ts';
import { checkClass, checkId, checkInputVars, checkName } from './input.ts';
import { publishWrites } from './publish.ts';
import { newRuntime, runtimeText } from './runtime.ts';
import {
  WORKFLOW_FIELDS,
  namesOf,
  piecesOf,
  readInstance,
  readRows,
  readWorkflow,
  text,
  type Reader,
} from './store.ts';
import type { InstanceRow } from '@ontobench/sdk/common';

/** How long `start` waits for the first steps before it answers (the instance runs on either way). */
const START_WAIT_MS = 1_000;

/** Instances still running, by workflow id. */
async function runningBy(read: Reader, ids: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (ids.length === 0) return out;
  const rows = await readRows(
    read,
    PROCESSES_CLASS.WorkflowInstance,
    [P.workflow],
    `[${P.state}] in ('running', 'waiting') and [${P.workflow}] in (${ids.map(filterLiteral).join(', ')})`,
  );
  for (const row of rows) {
    const id = text(row, P.workflow);
    out.set(id, (out.get(id) ?? 0) + 1);
  }
  return out;
}

/** The workflow calls: list, publish, read, delete, start (common/workflows/api.ts). */
export function registerWorkflowRoutes(ctx: ServerExtensionContext, engine: WorkflowEngine): void {
  const summaries = async (read: Reader, rows: InstanceRow[]): Promise<WorkflowSummary[]> => {
    const classes = await namesOf(
      read,
      CLASS.Class,
      rows.map((r) => text(r, P.contextClass)),
    );
    const running = await runningBy(
      read,
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      workflowSummary(row, classes.get(text(row, P.contextClass)) ?? '', running.get(row.id) ?? 0),
    );
  };
  const dto = async (read: Reader, row: InstanceRow): Promise<WorkflowDto> => ({
    ...(await summaries(read, [row]))[0]!,
    xml: piecesOf(row, P.xml),
    processId: text(row, P.processId),
  });

  ctx.route('GET', WORKFLOWS_API.workflows, async (request) => {
    const read = engine.asUser(await request.user());
    const rows = await readRows(read, PROCESSES_CLASS.Workflow, WORKFLOW_FIELDS);
    const workflows = await summaries(read, rows);
    return { workflows: workflows.sort((a, b) => a.name.localeCompare(b.name, 'ru')) };
  });

  ctx.route('POST', WORKFLOWS_API.workflows, async (request): Promise<WorkflowDto> => {
    const user = await request.user();
    const read = engine.asUser(user);
    const input = objectBody(request.body);
    const name = checkName(input.name, 'название рабочего процесса');
    const diagramId = checkId(input.diagramId, 'Укажите диаграмму процесса');
    const contextClass = await checkClass(read, input.contextClassId);
    const diagrams = ctx.services.optional(EXECUTABLE_BPMN);
    if (!diagrams) throw new HttpError(400, 'Область диаграмм не запущена: публиковать нечего');
    const diagram = await diagrams.executable(read, diagramId);
    if (!diagram) throw new HttpError(400, 'Диаграмма не найдена');
    const inst = randomUUID();
    await read({
      act: 'set_data',
      data: await publishWrites(inst, name, diagramId, diagram, contextClass.id),
    } as never);
    return dto(read, await readWorkflow(read, inst, true));
  });

  ctx.route('GET', WORKFLOWS_API.workflow(':id'), async (request) => {
    const read = engine.asUser(await request.user());
    return dto(read, await readWorkflow(read, request.params.id, true));
  });

  ctx.route('DELETE', WORKFLOWS_API.workflow(':id'), async (request) => {
    const read = engine.asUser(await request.user());
    const row = await readWorkflow(read, request.params.id);
    if (((await runningBy(read, [row.id])).get(row.id) ?? 0) > 0)
      throw new HttpError(409, 'У рабочего процесса есть выполняющиеся экземпляры');
    if (!row.canDelete) throw new HttpError(403, 'У вас нет прав на удаление этого рабочего процесса');
    await read({ act: 'set_data', data: [{ op: 'del', inst: row.id }] } as never);
    return undefined;
  });

  ctx.route('POST', WORKFLOWS_API.start(':id'), async (request): Promise<InstanceDto> => {
    const user = await request.user();
    const read = engine.asUser(user);
    const workflow = await readWorkflow(read, request.params.id, true);
    const input = objectBody(request.body);
    const objectId = checkId(input.objectId, 'Укажите объект, на котором запускается процесс');
    const contextClass = text(workflow, P.contextClass);
    const object = (await readRows(read, contextClass, [], `[id] = ${filterLiteral(objectId)}`))[0];
    if (!object) throw new HttpError(400, 'Объект не найден или не относится к типу объекта контекста процесса');
    const inputVars = checkInputVars(input.inputVars);
    const name = checkName(input.name, 'название экземпляра', true) || `${workflow.name}: ${object.name}`;
    const inst = randomUUID();
    const now = new Date().toISOString();
    const variables = {
      ...inputVars.vars,
      objectId: object.id,
      objectName: object.name,
      initiator: user.id,
      instanceId: inst,
    };
    await read({
      act: 'set_data',
      data: [
        { op: 'new', class: PROCESSES_CLASS.WorkflowInstance, name, inst },
        updateOp(inst, P.workflow, workflow.id),
        updateOp(inst, P.object, object.id),
        updateOp(inst, P.inputVars, inputVars.text),
        updateOp(inst, P.state, 'running'),
        updateOp(inst, P.stateUpdated, now),
        updateOp(inst, P.startDate, now),
        updateOp(inst, P.version, Number(text(workflow, P.diagramVersion)) || 1),
        updateOp(inst, P.runtime, runtimeText(newRuntime(user, variables))),
      ],
    } as never);
    const job = await engine.kick(user, inst);
    await ctx.jobs.waitFor(job, START_WAIT_MS);
    return readInstanceDto(read, user, inst);
  });
}

/** An instance as `read`'s user may read it (404 otherwise), with its workflow's XML. */
export async function readInstanceDto(read: Reader, user: UserContext, id: unknown): Promise<InstanceDto> {
  const row = await readInstance(read, id, true);
  const workflow = await readWorkflow(read, text(row, P.workflow), true).catch(() => null);
  const workflows = new Map(workflow ? [[workflow.id, workflow]] : []);
  const [summary] = await instanceSummaries(read, [row], workflows);
  return instanceDto(summary!, row, workflow ? piecesOf(workflow, P.xml) : '', user);
}
