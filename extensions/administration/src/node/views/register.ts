import { CLASS, PROP, ROLE_CODE_PATTERN, UUID_PATTERN, filterLiteral, rowText } from '@ontobench/sdk/common';
import {
  HttpError,
  objectBody,
  readRows,
  unrestrictedReader,
  updateOp,
  writeAsUser,
  type ServerExtensionContext,
  type UserContext,
  type UserData,
  dataAs,
} from '@ontobench/sdk/node';
import { ADMIN_CLASS, ADMIN_PROP } from '../../common/schema.ts';
import { LIST_ONLY_PROPS, VIEWS_API, type ClassViewField } from '../../common/views/api.ts';
import { pathId } from '../checks.ts';
import { classAndForm, readViews, VIEW_MISSING } from './store.ts';
import { rolesOf, viewsFor, withColumnLabels } from './mine.ts';

const WORDS = { forbidden: 'Недостаточно прав: виды классов меняют только администраторы', missing: VIEW_MISSING };
const MAX_FIELDS = 300;
const MAX_TAB = 60;

/**
 * The class views part (issue 21 item 3; shell.md §2 `/settings/views`, domain.md §3 "class views per
 * role"): for a class and a role, which fields in which order on which tab. Stored as instances of the
 * area's ClassView class, one per class and role; administrators list, save (create or replace) and
 * delete them; `mine` answers every signed-in user the views of the roles they hold.
 */
export function registerViews(ctx: ServerExtensionContext): void {
  const as = (user: UserContext): UserData => dataAs(ctx.data, user);
  const read = unrestrictedReader(ctx.data);

  ctx.route('GET', VIEWS_API.mine, async (request) => {
    const user = await request.user();
    const views = viewsFor(await readViews(read), await rolesOf(read, user.id));
    // The headings are the properties' names, read as the views are: with an administrator's rights.
    return { views: await withColumnLabels(as({ ...user, isAdmin: true }), views) };
  });

  ctx.route('GET', VIEWS_API.views, async (request) => ({ views: await readViews(as(await request.user())) }), {
    adminOnly: true,
  });

  ctx.route(
    'PUT',
    VIEWS_API.views,
    async (request) => {
      const data = as(await request.user());
      const body = objectBody(request.body);
      const classId = typeof body.classId === 'string' ? body.classId.toLowerCase() : '';
      if (!UUID_PATTERN.test(classId))
        throw new HttpError(400, 'Поле «classId» должно быть идентификатором класса (uuid)');
      const roleCode = typeof body.roleCode === 'string' ? body.roleCode.trim() : '';
      if (!ROLE_CODE_PATTERN.test(roleCode)) throw new HttpError(400, 'Поле «roleCode» должно быть кодом роли');
      await knownRole(data, roleCode);
      const klass = await classAndForm(data, classId);
      const fields = viewFields(body.fields, klass);
      const [current] = await readRows(data, ADMIN_CLASS.ClassView, [], {
        filter: `[${ADMIN_PROP.viewClass}] = ${filterLiteral(classId)} and [${ADMIN_PROP.viewRole}] = ${filterLiteral(roleCode)}`,
      });
      const inst = current?.id ?? crypto.randomUUID();
      await writeAsUser(
        data,
        [
          ...(current ? [] : [{ op: 'new', class: ADMIN_CLASS.ClassView, name: `${klass.name} — ${roleCode}`, inst }]),
          updateOp(inst, ADMIN_PROP.viewClass, classId),
          updateOp(inst, ADMIN_PROP.viewRole, roleCode),
          updateOp(inst, ADMIN_PROP.viewFields, JSON.stringify(fields)),
        ],
        WORDS,
      );
      const [saved] = await readViews(data, `[id] = ${filterLiteral(inst)}`);
      return saved;
    },
    { adminOnly: true },
  );

  ctx.route(
    'DELETE',
    VIEWS_API.view(':id'),
    async (request) => {
      const data = as(await request.user());
      const id = pathId(request.params.id, VIEW_MISSING);
      const [found] = await readRows(data, ADMIN_CLASS.ClassView, [], { filter: `[id] = ${filterLiteral(id)}` });
      if (!found) throw new HttpError(404, VIEW_MISSING);
      await writeAsUser(data, [{ op: 'del', inst: id }], WORDS);
    },
    { adminOnly: true },
  );
}

async function knownRole(data: UserData, code: string): Promise<void> {
  const roles = await readRows(data, CLASS.Role, [PROP.code], { limit: 5000 });
  if (!roles.some((r) => rowText(r, PROP.code) === code)) throw new HttpError(400, `Неизвестный код роли «${code}»`);
}

/**
 * The view's fields checked: a non-empty list of the class's form properties (or, as list columns only,
 * the author and the creation date), each once, with a short tab and boolean `list` / `form: false`.
 */
function viewFields(value: unknown, klass: { name: string; props: Set<string> }): ClassViewField[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new HttpError(400, 'Поле «fields» должно быть непустым списком полей вида');
  if (value.length > MAX_FIELDS) throw new HttpError(400, `В виде не больше ${MAX_FIELDS} полей`);
  const seen = new Set<string>();
  return value.map((item: unknown, n) => {
    const f = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const at = `Поле вида ${n + 1}`;
    const prop = typeof f.prop === 'string' ? f.prop.toLowerCase() : '';
    if (!UUID_PATTERN.test(prop)) throw new HttpError(400, `${at}: «prop» должно быть идентификатором свойства`);
    const listOnly = LIST_ONLY_PROPS.includes(prop);
    if (!klass.props.has(prop) && !listOnly)
      throw new HttpError(400, `${at}: свойство ${prop} не входит в форму класса «${klass.name}»`);
    if (seen.has(prop)) throw new HttpError(400, `${at}: свойство ${prop} указано дважды`);
    seen.add(prop);
    const tab = f.tab === undefined || f.tab === null ? '' : f.tab;
    if (typeof tab !== 'string' || tab.trim().length > MAX_TAB)
      throw new HttpError(400, `${at}: вкладка — строка до ${MAX_TAB} символов`);
    if (f.list !== undefined && typeof f.list !== 'boolean')
      throw new HttpError(400, `${at}: «list» должно быть true или false`);
    if (f.form !== undefined && f.form !== false) throw new HttpError(400, `${at}: «form» может быть только false`);
    const form = listOnly || f.form === false ? false : undefined;
    if (form === false && f.list !== true)
      throw new HttpError(400, `${at}: поле не на форме должно быть столбцом списка («list»: true)`);
    return {
      prop,
      ...(tab.trim() && tab.trim() !== 'main' && form === undefined ? { tab: tab.trim() } : {}),
      ...(typeof f.list === 'boolean' ? { list: f.list } : {}),
      ...(form === false ? { form } : {}),
    };
  });
}
