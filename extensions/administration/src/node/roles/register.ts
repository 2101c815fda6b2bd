import { CLASS, PROP, ROLE_CODE_PATTERN, filterLiteral, inIds } from '@ontobench/sdk/common';
import {
  HttpError,
  objectBody,
  readRows,
  updateOp,
  writeAsUser,
  type ServerExtensionContext,
  type UserContext,
  type UserData,
  dataAs,
} from '@ontobench/sdk/node';
import { ROLES_API, type RoleDto } from '../../common/roles/api.ts';
import { optionalFlag, optionalText, pathId } from '../checks.ts';
import { checkFlagChange } from './flags.ts';
import { readRoles } from './store.ts';

const MISSING = 'Роль не найдена';
const WORDS = { forbidden: 'Недостаточно прав: роли меняют только администраторы', missing: MISSING };

/**
 * The roles part (issue 21 item 2; shell.md §3 "Role"): the list for every signed-in user (what the
 * store lets them read), create, change and delete for administrators. A code is required, well formed
 * (the access-policy rule for role codes) and unique ignoring case; a role declared by the system or an
 * extension is not changed here; a role still assigned is not deleted.
 */
export function registerRoles(ctx: ServerExtensionContext): void {
  const as = (user: UserContext) => dataAs(ctx.data, user);

  // Every role for everyone signed in, as the SDK's one list (`GET /api/roles`) has them: roles are named
  // to everyone. Their objects are those of the assignments the reader reads; only administrators edit.
  ctx.route('GET', ROLES_API.roles, async (request) => {
    const user = await request.user();
    return { roles: await readRoles(as({ ...user, isAdmin: true }), undefined, as(user), user.isAdmin) };
  });

  ctx.route(
    'POST',
    ROLES_API.roles,
    async (request) => {
      const user = await request.user();
      const fields = roleFields(objectBody(request.body), null);
      await checkUnique(as(user), fields.code!, null);
      const inst = crypto.randomUUID();
      await writeAsUser(
        as(user),
        [{ op: 'new', class: CLASS.Role, name: fields.name, inst }, ...writes(inst, fields)],
        WORDS,
      );
      return byId(as(user), inst);
    },
    { adminOnly: true },
  );

  ctx.route(
    'PATCH',
    ROLES_API.role(':id'),
    async (request) => {
      const user = await request.user();
      const current = await byId(as(user), pathId(request.params.id, MISSING));
      if (!current.editable) throw new HttpError(400, 'Эту роль объявила система или расширение: её не меняют');
      const fields = roleFields(objectBody(request.body), current);
      if (fields.code !== undefined && fields.code.toLowerCase() !== current.code.toLowerCase())
        await checkUnique(as(user), fields.code, current.id);
      await checkFlagChange(as(user), current, fields);
      const ops = [
        ...(fields.name !== undefined ? [updateOp(current.id, PROP.name, fields.name)] : []),
        ...writes(current.id, fields),
      ];
      if (ops.length > 0) await writeAsUser(as(user), ops, WORDS);
      return byId(as(user), current.id);
    },
    { adminOnly: true },
  );

  ctx.route(
    'DELETE',
    ROLES_API.role(':id'),
    async (request) => {
      const user = await request.user();
      const current = await byId(as(user), pathId(request.params.id, MISSING));
      if (!current.editable) throw new HttpError(400, 'Эту роль объявила система или расширение: её не удаляют');
      const used = await readRows(as(user), CLASS.Assignment, [], {
        filter: `${inIds(PROP.role, [current.id])} or ${inIds(PROP.osaRole, [current.id])}`,
        limit: 1000,
      });
      if (used.length > 0)
        throw new HttpError(409, `Роль назначена (назначений: ${used.length}): сначала удалите её назначения`);
      await writeAsUser(as(user), [{ op: 'del', inst: current.id }], WORDS);
    },
    { adminOnly: true },
  );
}

type Data = UserData;

async function byId(data: Data, id: string): Promise<RoleDto> {
  const [role] = await readRoles(data, `[id] = ${filterLiteral(id)}`);
  if (!role) throw new HttpError(404, MISSING);
  return role;
}

interface RoleFields {
  code?: string;
  name?: string;
  isGlobal?: boolean;
  isMulti?: boolean;
  notActive?: boolean;
  subjectAreas?: string[];
}

/** The body's fields checked; a new role (`current` null) needs a code and a name. */
function roleFields(body: Record<string, unknown>, current: RoleDto | null): RoleFields {
  const code = optionalText(body, 'code', 64);
  if (code !== undefined || !current) {
    if (!code) throw new HttpError(400, 'Укажите код роли');
    if (!ROLE_CODE_PATTERN.test(code))
      throw new HttpError(400, 'Код роли: латинская буква, затем латинские буквы, цифры, «_» или «-» (до 64 символов)');
  }
  const name = optionalText(body, 'name', 200);
  if ((name !== undefined || !current) && !name) throw new HttpError(400, 'Укажите название роли');
  const subjectAreas = body.subjectAreas;
  if (
    subjectAreas !== undefined &&
    (!Array.isArray(subjectAreas) || !subjectAreas.every((id) => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)))
  )
    throw new HttpError(400, 'Поле «subjectAreas» должно быть списком идентификаторов предметных областей');
  return {
    code,
    name,
    isGlobal: optionalFlag(body, 'isGlobal'),
    isMulti: optionalFlag(body, 'isMulti'),
    notActive: optionalFlag(body, 'notActive'),
    subjectAreas: subjectAreas as string[] | undefined,
  };
}

function writes(inst: string, f: RoleFields): unknown[] {
  return [
    ...(f.code !== undefined ? [updateOp(inst, PROP.code, f.code)] : []),
    ...(f.isGlobal !== undefined ? [updateOp(inst, PROP.isGlobal, f.isGlobal)] : []),
    ...(f.isMulti !== undefined ? [updateOp(inst, PROP.isMulti, f.isMulti)] : []),
    ...(f.notActive !== undefined ? [updateOp(inst, PROP.notActive, f.notActive)] : []),
    ...(f.subjectAreas !== undefined ? [updateOp(inst, PROP.subjectArea, f.subjectAreas)] : []),
  ];
}

/** Role codes are unique ignoring case (shell.md §5 finds a role by its code). */
async function checkUnique(data: Data, code: string, except: string | null): Promise<void> {
  const taken = (await readRows(data, CLASS.Role, [PROP.code], { limit: 5000 })).find(
    (r) => r.id !== except && (r.values.get(PROP.code)?.[0]?.val ?? '').toString().toLowerCase() === code.toLowerCase(),
  );
  if (taken) throw new HttpError(409, `Роль с кодом «${code}» уже есть: «${taken.name}»`);
}
