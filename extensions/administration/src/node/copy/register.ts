import { CLASS, PROP, ROLE_CODE_PATTERN, UUID_PATTERN, inChunks, inIds, rowText } from '@ontobench/sdk/common';
import {
  HttpError,
  objectBody,
  readRows,
  type DataRequest,
  type ServerExtensionContext,
  type UserContext,
  type UserData,
} from '@ontobench/sdk/node';
import { COPY_API, COPY_KINDS, COPY_KINDS_BETWEEN, type CopyKind } from '../../common/copy/api.ts';
import { CopyPlanner, type Holder } from './plan.ts';
import { planTagsToRoles, planViews } from './role-targets.ts';
import { planSettings, planTagsToUsers } from './user-targets.ts';

/**
 * Copy settings (issue 21 item 5; shell.md §2 `/copy-settings`, administrators): from one role or user to
 * other roles and users — class views (role → roles), a user's settings (user → users) and tags (any way:
 * common/copy/api.ts). The plan is answered first; applied, it is one unit of work: the administrator's
 * writes and those each target user owns (`uow.runAs`), all or nothing.
 */
export function registerCopy(ctx: ServerExtensionContext): void {
  ctx.route(
    'POST',
    COPY_API.copy,
    async (request) => {
      const admin = await request.user();
      const data: UserData = (r) => ctx.data.run(admin, r);
      const body = objectBody(request.body);
      const { source, roles, users } = await holders(data, body);
      const what = kinds(body.what);
      if (typeof body.apply !== 'boolean') throw new HttpError(400, 'Поле «apply» должно быть true или false');
      const gives = (kind: CopyKind, to: Holder[]) => what.includes(kind) && to.length > 0 && allows(source, to, kind);
      const plan = new CopyPlanner();
      if (gives('views', roles)) await planViews(data, source, roles, plan);
      if (gives('settings', users)) await planSettings(data, source, users, plan);
      if (gives('tags', roles)) await planTagsToRoles(data, source, roles, plan);
      if (gives('tags', users)) await planTagsToUsers(data, source, users, plan);
      const applied = body.apply && !plan.empty;
      if (applied) await write(ctx, admin, plan);
      return { changes: plan.changes, applied };
    },
    { adminOnly: true },
  );
}

const allows = (source: Holder, to: Holder[], kind: CopyKind) =>
  COPY_KINDS_BETWEEN[source.kind][to[0]!.kind].includes(kind);

async function write(ctx: ServerExtensionContext, admin: UserContext, plan: CopyPlanner): Promise<void> {
  await ctx.data.unitOfWork(admin, async (uow) => {
    if (plan.asAdmin.length > 0) await uow.run({ act: 'set_data', data: plan.asAdmin } as DataRequest);
    for (const [userId, ops] of plan.asUser) await uow.runAs(userId, { act: 'set_data', data: ops } as DataRequest);
  });
}

/** `what`: a non-empty list of the kinds. */
function kinds(value: unknown): CopyKind[] {
  const list = Array.isArray(value) ? value : [];
  if (list.length === 0 || !list.every((w) => (COPY_KINDS as readonly unknown[]).includes(w)))
    throw new HttpError(400, 'Поле «what» должно быть непустым списком из «views», «settings» и «tags»');
  return [...new Set(list as CopyKind[])];
}

/** The source and the targets, each known (Russian 400 otherwise), the source never among the targets. */
async function holders(data: UserData, body: Record<string, unknown>) {
  if ((body.sourceRole === undefined) === (body.sourceUser === undefined))
    throw new HttpError(400, 'Укажите источник: роль (sourceRole) или пользователя (sourceUser) — одно из двух');
  const roleCodes = list(body.targetRoles, 'targetRoles', (v) => code(v, 'targetRoles'));
  const userIds = list(body.targetUsers, 'targetUsers', (v) => userId(v, 'targetUsers'));
  if (roleCodes.length + userIds.length === 0)
    throw new HttpError(400, 'Укажите, кому копировать: непустой список кодов ролей или пользователей');
  const sourceRole = body.sourceRole === undefined ? [] : [code(body.sourceRole, 'sourceRole')];
  const sourceUser = body.sourceUser === undefined ? [] : [userId(body.sourceUser, 'sourceUser')];
  const roles = await knownRoles(data, [...sourceRole, ...roleCodes]);
  const users = await knownUsers(data, [...sourceUser, ...userIds]);
  const source = sourceRole.length > 0 ? roles.get(sourceRole[0]!)! : users.get(sourceUser[0]!)!;
  const targets = { roles: roleCodes.map((c) => roles.get(c)!), users: userIds.map((id) => users.get(id)!) };
  for (const t of [...targets.roles, ...targets.users])
    if (t.kind === source.kind && t.key === source.key)
      throw new HttpError(400, `«${t.name}» — источник: в себя настройки не копируют`);
  return { source, ...targets };
}

function list<T>(value: unknown, field: string, item: (v: unknown) => T): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new HttpError(400, `Поле «${field}» должно быть списком`);
  return [...new Set(value.map(item))];
}

function code(value: unknown, field: string): string {
  if (typeof value !== 'string' || !ROLE_CODE_PATTERN.test(value.trim()))
    throw new HttpError(400, `Поле «${field}» должно содержать коды ролей`);
  return value.trim();
}

function userId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !UUID_PATTERN.test(value))
    throw new HttpError(400, `Поле «${field}» должно содержать идентификаторы пользователей (uuid)`);
  return value.toLowerCase();
}

async function knownRoles(data: UserData, codes: string[]): Promise<Map<string, Holder>> {
  const out = new Map<string, Holder>();
  if (codes.length === 0) return out;
  for (const row of await readRows(data, CLASS.Role, [PROP.code], { limit: 5000 })) {
    const key = rowText(row, PROP.code) ?? '';
    if (codes.includes(key)) out.set(key, { kind: 'role', key, name: row.name, id: row.id });
  }
  const unknown = codes.find((c) => !out.has(c));
  if (unknown) throw new HttpError(400, `Неизвестный код роли «${unknown}»`);
  return out;
}

async function knownUsers(data: UserData, ids: string[]): Promise<Map<string, Holder>> {
  const out = new Map<string, Holder>();
  if (ids.length === 0) return out;
  for (const row of await inChunks(ids, (chunk) => readRows(data, CLASS.User, [], { filter: inIds('id', chunk) })))
    out.set(row.id, { kind: 'user', key: row.id, name: row.name, id: row.id });
  const unknown = ids.find((id) => !out.has(id));
  if (unknown) throw new HttpError(400, `Пользователь «${unknown}» не найден`);
  return out;
}
