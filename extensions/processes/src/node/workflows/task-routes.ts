import { randomUUID } from 'node:crypto';
import { PROP, filterLiteral, joinContent, rowTexts, splitContent, type InstanceRow } from '@ontobench/sdk/common';
import { fileReply, HttpError, type ServerExtensionContext, type UserContext, updateOp } from '@ontobench/sdk/node';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import {
  TASK_STATUSES,
  WORKFLOWS_API,
  type ApprovalsCount,
  type TaskStatus,
  type UserTaskDto,
} from '../../common/workflows/api.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';
import type { WorkflowEngine } from './advance.ts';
import { taskDtos } from './dto.ts';
import { checkCompletion, dataUrlType } from './input.ts';
import { rolesOf } from './people.ts';
import { runtimeOf } from './runtime.ts';
import { TASK_FIELDS, TASK_NOT_FOUND, readInstance, readRows, readTask, refOf, text } from './store.ts';

/**
 * Who may do what with a user task (docs/processes.md "Assignees and roles"): its assignee; for a task of a
 * role, every holder of the role and administrators (§6: they skip the role-assignment check). Its
 * instance's author reads it too. Tasks are read with the unrestricted reader after this decision.
 */
interface Viewer {
  user: UserContext;
  roles: string[];
}
const mayComplete = (v: Viewer, row: InstanceRow): boolean => {
  const assignee = text(row, P.assignee);
  const role = text(row, P.role);
  if (assignee) return assignee === v.user.id;
  return !!role && (v.user.isAdmin || v.roles.includes(role));
};
const mayRead = (v: Viewer, row: InstanceRow): boolean =>
  v.user.isAdmin || mayComplete(v, row) || refOf(row, PROP.author) === v.user.id;

/** The 409 of a completion that comes too late: completed by someone else first, or canceled. */
const notInProgress = (status: string) =>
  new HttpError(409, status === 'completed' ? 'Задача уже завершена' : 'Задача уже не в работе');

/** A stored file of a completion (its data URL kept with the task). */
interface StoredFile {
  id: string;
  name: string;
  dataUrl: string;
}

/** The tasks calls: list, read, complete, the approvals counter (common/workflows/api.ts). */
export function registerTaskRoutes(ctx: ServerExtensionContext, engine: WorkflowEngine): void {
  const read = engine.unrestricted;
  const viewerOf = async (user: UserContext): Promise<Viewer> => ({ user, roles: await rolesOf(read, user) });

  /** Tasks the viewer may complete or was given: `mine` (assigned to them), `group` (to their roles). */
  async function tasksOf(v: Viewer, scope: string | undefined, status?: TaskStatus): Promise<InstanceRow[]> {
    const me = `[${P.assignee}] = ${filterLiteral(v.user.id)}`;
    const roles = v.user.isAdmin
      ? `[${P.role}] is not null`
      : v.roles.length > 0
        ? `[${P.role}] in (${v.roles.map(filterLiteral).join(', ')})`
        : null;
    const who = scope === 'mine' ? me : scope === 'group' ? roles : roles ? `(${me} or ${roles})` : me;
    if (!who) return [];
    const filter = status ? `${who} and [${P.status}] = ${filterLiteral(status)}` : who;
    return readRows(read, PROCESSES_CLASS.UserTask, TASK_FIELDS, filter);
  }

  ctx.route('GET', WORKFLOWS_API.tasks, async (request) => {
    const v = await viewerOf(await request.user());
    const scope = request.query.scope;
    if (scope !== undefined && scope !== 'mine' && scope !== 'group')
      throw new HttpError(400, 'Параметр scope: mine или group');
    const status = request.query.status;
    if (status !== undefined && !TASK_STATUSES.includes(status as TaskStatus))
      throw new HttpError(400, `Параметр status: ${TASK_STATUSES.join(', ')}`);
    const rows = await tasksOf(v, scope as string | undefined, status as TaskStatus | undefined);
    const tasks = await taskDtos(read, rows, (row) => mayComplete(v, row));
    return { tasks: tasks.sort((a, b) => (b.dateCreate ?? '').localeCompare(a.dateCreate ?? '')) };
  });

  const visibleTask = async (v: Viewer, id: unknown, withFiles = false) => {
    const row = await readTask(read, id, withFiles).catch(() => null);
    if (!row || !mayRead(v, row)) throw new HttpError(404, TASK_NOT_FOUND);
    return row;
  };

  ctx.route('GET', WORKFLOWS_API.task(':id'), async (request): Promise<UserTaskDto> => {
    const v = await viewerOf(await request.user());
    const row = await visibleTask(v, request.params.id, true);
    return (await taskDtos(read, [row], (r) => mayComplete(v, r), true))[0]!;
  });

  ctx.route(
    'POST',
    WORKFLOWS_API.complete(':id'),
    async (request): Promise<UserTaskDto> => {
      const v = await viewerOf(await request.user());
      // An unknown task is a 404; anyone but its assignee or a holder of its role gets 403.
      const row = await readTask(read, request.params.id);
      if (!mayComplete(v, row))
        throw new HttpError(403, 'Завершить задачу может только её исполнитель или держатель её роли');
      if (text(row, P.status) !== 'inProgress') throw notInProgress(text(row, P.status));
      const done = checkCompletion(request.body);
      const instance = await readInstance(read, refOf(row, P.instance), true);
      const runAs = runtimeOf(rowTexts(instance, P.runtime))?.runAs;
      if (!runAs) throw new HttpError(409, 'Экземпляр процесса ещё не запущен');
      const files = done.files.map((f) => ({
        id: randomUUID(),
        name: f.name.trim(),
        size: Buffer.byteLength(f.dataUrl.slice(f.dataUrl.indexOf(',') + 1), 'base64'),
        type: dataUrlType(f.dataUrl),
        dataUrl: f.dataUrl,
      }));
      const list = files.map(({ id, name, size, type }) => ({ id, name, size, type }));
      const now = new Date().toISOString();
      // Exactly once (docs/processes.md "Completing a task"): the task's row is locked, its status read
      // again inside the lock, and written only while still in progress. A second completion at the same
      // moment waits for the first to commit, then finds it completed: 409, nothing written.
      // Written as the instance's author, who owns its tasks: the access decision was made above.
      await ctx.data.unitOfWork(runAs, async (uow) => {
        await uow.lock([row.id]);
        const status = text(await readTask(uow.run, row.id), P.status);
        if (status !== 'inProgress') throw notInProgress(status);
        await uow.run({
          act: 'set_data',
          data: [
            updateOp(row.id, P.status, 'completed'),
            updateOp(row.id, P.result, done.result),
            updateOp(row.id, P.comment, done.comment),
            updateOp(row.id, P.statusChanged, now),
            ...(files.length
              ? [
                  updateOp(row.id, P.files, splitContent(JSON.stringify(files))),
                  updateOp(row.id, P.fileList, JSON.stringify(list)),
                ]
              : []),
          ],
        } as never);
      });
      await engine.kick(runAs, instance.id);
      const task = { id: row.id, assignee: text(row, P.assignee) || null, role: text(row, P.role) || null };
      await engine
        .notify(task, { taskId: row.id, instanceId: instance.id, status: 'completed' })
        .catch(() => undefined);
      return (await taskDtos(read, [await readTask(read, row.id, true)], (r) => mayComplete(v, r), true))[0]!;
    },
    { bodyLimit: 4 * 6 * 1024 * 1024 },
  );

  // A file of a task's completion: the same read rule as the task (others: 404), always a download.
  ctx.route('GET', WORKFLOWS_API.file(':id', ':file'), async (request) => {
    const v = await viewerOf(await request.user());
    const row = await visibleTask(v, request.params.id, true);
    const pieces = rowTexts(row, P.files);
    const files = pieces.length > 0 ? (JSON.parse(joinContent(pieces)) as StoredFile[]) : [];
    const file = files.find((f) => f.id === request.params.file);
    if (!file) throw new HttpError(404, 'Файл не найден');
    return fileReply(Buffer.from(file.dataUrl.slice(file.dataUrl.indexOf(',') + 1), 'base64'), {
      contentType: dataUrlType(file.dataUrl) || 'application/octet-stream',
      fileName: file.name,
    });
  });

  ctx.route('GET', WORKFLOWS_API.approvals, async (request): Promise<ApprovalsCount> => {
    const v = await viewerOf(await request.user());
    const rows = await tasksOf(v, undefined, 'inProgress');
    return { count: rows.filter((row) => mayComplete(v, row)).length };
  });
}
