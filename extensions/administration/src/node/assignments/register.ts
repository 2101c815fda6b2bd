import { CLASS, PROP, filterLiteral, inIds, rowRefs, rowText } from '@ontobench/sdk/common';
import {
  HttpError,
  objectBody,
  readRowById,
  readRows,
  updateOp,
  writeAsUser,
  type ServerExtensionContext,
  type UserContext,
  type UserData,
  dataAs,
} from '@ontobench/sdk/node';
import { ASSIGNMENTS_API } from '../../common/assignments/api.ts';
import { optionalDate, optionalFlag, optionalId, optionalText, pathId } from '../checks.ts';

const MISSING = 'Назначение не найдено';
const WORDS = { forbidden: 'Недостаточно прав: назначения делают только администраторы', missing: MISSING };

/**
 * The assignments part (issue 21 item 2; shell.md §3 "Assignment", §4, §5, §6): create an assignment of
 * a role to a user or to a data-source role, on an object or (without one) as a role membership;
 * suspend or reactivate it, set or clear activeUntil, delete it. Written through the data API as the
 * administrator, so the store's own rules on assignments (core assignment-writes.ts) hold as well.
 * The list is the core's `POST assignments/fetch`.
 */
export function registerAssignments(ctx: ServerExtensionContext): void {
  const as = (user: UserContext): UserData => dataAs(ctx.data, user);

  ctx.route(
    'POST',
    ASSIGNMENTS_API.assignments,
    async (request) => {
      const user = await request.user();
      const body = objectBody(request.body);
      const data = as(user);
      const role = await roleOf(data, optionalId(body, 'roleId'), optionalText(body, 'roleCode', 64));
      const userId = optionalId(body, 'userId');
      const osaRoleId = optionalId(body, 'osaRoleId');
      const objectId = optionalId(body, 'objectId');
      if (!userId === !osaRoleId)
        throw new HttpError(
          400,
          'Назначение получает либо пользователь, либо роль источника данных — укажите одно из двух',
        );
      const activeUntil = optionalDate(body, 'activeUntil') ?? null;
      const notActive = optionalFlag(body, 'notActive') ?? false;
      const holder = userId
        ? await mustExist(data, CLASS.User, userId, 'Пользователь не найден')
        : await mustExist(data, CLASS.Role, osaRoleId!, 'Роль источника данных не найдена');
      const kind = objectId ? await ctx.index.kindOf(objectId) : null;
      if (objectId && !kind) throw new HttpError(400, 'Объект назначения не найден');
      if (role.isGlobal && objectId)
        throw new HttpError(400, `Роль «${role.name}» глобальная: её назначают без объекта`);
      await checkHolder(data, role, userId ? PROP.user : PROP.osaRole, holder, objectId ?? null);
      const inst = crypto.randomUUID();
      await writeAsUser(
        data,
        [
          { op: 'new', class: CLASS.Assignment, name: `${role.code}: ${holder.name}`.slice(0, 200), inst },
          updateOp(inst, PROP.role, role.id),
          updateOp(inst, PROP.roleCode, role.code),
          updateOp(inst, userId ? PROP.user : PROP.osaRole, holder.id),
          ...(objectId ? [updateOp(inst, PROP.obj, objectId)] : []),
          ...(kind ? [updateOp(inst, PROP.objClass, kind.classId)] : []),
          ...(activeUntil ? [updateOp(inst, PROP.activeUntil, activeUntil)] : []),
          ...(notActive ? [updateOp(inst, PROP.notActive, true)] : []),
        ],
        WORDS,
      );
      return { id: inst };
    },
    { adminOnly: true },
  );

  ctx.route(
    'PATCH',
    ASSIGNMENTS_API.assignment(':id'),
    async (request) => {
      const user = await request.user();
      const body = objectBody(request.body);
      const unknown = Object.keys(body).find((key) => key !== 'notActive' && key !== 'activeUntil');
      if (unknown) throw new HttpError(400, `Поле «${unknown}» не меняется: удалите назначение и создайте новое`);
      const notActive = optionalFlag(body, 'notActive');
      const activeUntil = optionalDate(body, 'activeUntil');
      const current = await readRowById(as(user), CLASS.Assignment, [], request.params.id, MISSING);
      const ops = [
        ...(notActive !== undefined ? [updateOp(current.id, PROP.notActive, notActive ? true : null)] : []),
        ...(activeUntil !== undefined ? [updateOp(current.id, PROP.activeUntil, activeUntil)] : []),
      ];
      if (ops.length > 0) await writeAsUser(as(user), ops, WORDS);
    },
    { adminOnly: true },
  );

  ctx.route(
    'DELETE',
    ASSIGNMENTS_API.assignment(':id'),
    async (request) => {
      const user = await request.user();
      const id = pathId(request.params.id, MISSING);
      await readRowById(as(user), CLASS.Assignment, [], id, MISSING);
      await writeAsUser(as(user), [{ op: 'del', inst: id }], WORDS);
    },
    { adminOnly: true },
  );
}

/**
 * The role of a new assignment, by id or by code. Shell.md §5: "An assignment is added only if the role
 * code is known" — a role with that code must exist and be active (400 otherwise).
 */
async function roleOf(data: UserData, roleId: string | undefined, roleCode: string | undefined): Promise<RoleFlags> {
  if (!roleId && !roleCode) throw new HttpError(400, 'Укажите роль назначения');
  const rows = await readRows(data, CLASS.Role, [PROP.code, PROP.notActive, PROP.isGlobal, PROP.isMulti], {
    filter: roleId ? inIds('id', [roleId]) : `[${PROP.code}] = ${filterLiteral(roleCode!)}`,
    limit: 2,
  });
  const row = rows[0];
  if (!row) throw new HttpError(400, roleId ? 'Роль не найдена' : `Неизвестный код роли «${roleCode}»`);
  const code = String(row.values.get(PROP.code)?.[0]?.val ?? '');
  if (!code)
    throw new HttpError(400, `У роли «${row.name}» нет кода: назначение добавляется, только если код роли известен`);
  if (rowText(row, PROP.notActive) === 'true')
    throw new HttpError(400, `Роль «${row.name}» не активна: её не назначают`);
  const flag = (prop: string) => rowText(row, prop) === 'true';
  return { id: row.id, code, name: row.name, isGlobal: flag(PROP.isGlobal), isMulti: flag(PROP.isMulti) };
}

interface RoleFlags {
  id: string;
  code: string;
  name: string;
  isGlobal: boolean;
  isMulti: boolean;
}

async function mustExist(data: UserData, classId: string, id: string, missing: string) {
  const [row] = await readRows(data, classId, [], { filter: inIds('id', [id]), limit: 1 });
  if (!row) throw new HttpError(400, missing);
  return row;
}

/**
 * The holder's assignments of the role, suspended and expired ones too (either can be reactivated):
 * the same role on the same object (or the same membership) is 409; a role that is not multi-object
 * (shell.md §3 Role `is_multi`) goes to a holder on one object at most — a second object is 400.
 */
async function checkHolder(
  data: UserData,
  role: RoleFlags,
  holderProp: string,
  holder: { id: string; name: string },
  objectId: string | null,
) {
  const rows = await readRows(data, CLASS.Assignment, [PROP.obj], {
    filter: `${inIds(PROP.role, [role.id])} and ${inIds(holderProp, [holder.id])}`,
    limit: 5000,
  });
  const objects = rows.map((r) => ({ id: rowText(r, PROP.obj) ?? null, name: rowRefs(r, PROP.obj)[0]?.name ?? '' }));
  if (objects.some((o) => o.id === objectId)) throw new HttpError(409, 'Такое назначение уже есть');
  const other = objects.find((o) => o.id !== null);
  if (objectId && !role.isMulti && other)
    throw new HttpError(
      400,
      `Роль «${role.name}» назначается только на один объект: у «${holder.name}» она уже есть на «${other.name}»`,
    );
}
