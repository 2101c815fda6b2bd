import { HttpError, type ServerExtensionContext } from '@ontobench/sdk/node';
import { PROP, rowTexts } from '@ontobench/sdk/common';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import { WORKFLOWS_API, type InstanceDto } from '../../common/workflows/api.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';
import type { WorkflowEngine } from './advance.ts';
import { instanceSummaries } from './dto.ts';
import { runtimeOf } from './runtime.ts';
import { INSTANCE_FIELDS, WORKFLOW_FIELDS, idFilter, inFilter, readInstance, readRows, refOf, text } from './store.ts';
import { readInstanceDto } from './workflow-routes.ts';

/** How long `cancel` waits for the instance's advance to take it (it is canceled either way). */
const CANCEL_WAIT_MS = 10_000;

/** The instance calls: list, read, cancel (common/workflows/api.ts). */
export function registerInstanceRoutes(ctx: ServerExtensionContext, engine: WorkflowEngine): void {
  ctx.route('GET', WORKFLOWS_API.instances, async (request) => {
    const read = engine.asUser(await request.user());
    const filters: string[] = [];
    for (const [key, prop] of [
      ['workflow', P.workflow],
      ['object', P.object],
    ] as const) {
      const value = request.query[key];
      if (value === undefined) continue;
      if (!idFilter(value)) throw new HttpError(400, `Параметр ${key}: нужен идентификатор`);
      filters.push(`[${prop}] = '${String(value).toLowerCase()}'`);
    }
    const rows = await readRows(
      read,
      PROCESSES_CLASS.WorkflowInstance,
      INSTANCE_FIELDS,
      filters.join(' and ') || undefined,
    );
    const ids = [...new Set(rows.map((r) => text(r, P.workflow)).filter(Boolean))];
    const workflows = ids.length
      ? await readRows(read, PROCESSES_CLASS.Workflow, WORKFLOW_FIELDS, inFilter('id', ids))
      : [];
    const instances = await instanceSummaries(read, rows, new Map(workflows.map((w) => [w.id, w])));
    return { instances: instances.sort((a, b) => (b.dateCreate ?? '').localeCompare(a.dateCreate ?? '')) };
  });

  ctx.route('GET', WORKFLOWS_API.instance(':id'), async (request): Promise<InstanceDto> => {
    const user = await request.user();
    return readInstanceDto(engine.asUser(user), user, request.params.id);
  });

  ctx.route('POST', WORKFLOWS_API.cancel(':id'), async (request): Promise<InstanceDto> => {
    const user = await request.user();
    const read = engine.asUser(user);
    const row = await readInstance(read, request.params.id, true);
    const author = refOf(row, PROP.author);
    if (!user.isAdmin && author !== user.id)
      throw new HttpError(403, 'Отменить экземпляр может только его автор или администратор');
    const state = text(row, P.state);
    if (state !== 'running' && state !== 'waiting') throw new HttpError(409, 'Экземпляр уже завершён');
    const runAs = runtimeOf(rowTexts(row, P.runtime))?.runAs ?? user;
    const job = await engine.kick(runAs, row.id, { cancel: true });
    await ctx.jobs.waitFor(job, CANCEL_WAIT_MS);
    return readInstanceDto(read, user, row.id);
  });
}
