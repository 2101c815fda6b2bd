import { instanceRows, PROP, UUID_PATTERN, type GetDataReply, type SetDataOperation } from '@ontobench/sdk/common';
import {
  HttpError,
  unrestrictedReader,
  type DataReader,
  type ServerExtensionContext,
  type UserContext,
} from '@ontobench/sdk/node';
import { SDOC_API, type NumberingSet } from '../../common/api.ts';
import { checkNumberingSet, numberingProblemText } from '../../common/numbering-input.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../common/schema.ts';
import { readNumberingSets } from '../state/numbering-sets.ts';

export const ADMIN_ONLY_NUMBERING = 'Наборы нумерации меняет администратор';
export const SET_NOT_FOUND = 'Набор нумерации не найден';

function setId(value: unknown): string {
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) throw new HttpError(400, 'id: нужен UUID');
  return value.toLowerCase();
}

function admin(user: UserContext): void {
  if (!user.isAdmin) throw new HttpError(403, ADMIN_ONLY_NUMBERING);
}

/** Administrators only, refused before the body is read (the route checks again with the user it reads). */
const ADMIN = { adminOnly: true } as const;

/**
 * The level numbering sets (domain.md §3 "Level numbering": name, level, number format, level text; a
 * set groups levels): shared settings every document numbers with, so everybody signed in reads them and
 * an administrator defines them (their class is admin-only in the store too). A save replaces the set's
 * levels in one unit of work; the editor then says §8's "Нумерация компонентов сохранена".
 */
export function registerNumbering(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);

  ctx.route('GET', SDOC_API.numberingSets, async (request): Promise<NumberingSet[]> => {
    await request.user();
    return readNumberingSets(read);
  });

  ctx.route(
    'PUT',
    SDOC_API.numberingSet(':id'),
    async (request): Promise<NumberingSet> => {
      const user = await request.user();
      admin(user);
      const id = setId(request.params.id);
      const sets = await readNumberingSets(read);
      const taken = new Set(sets.filter((s) => s.id !== id).map((s) => s.alias.toLowerCase()));
      const checked = checkNumberingSet(request.body, taken);
      if (!checked.ok) throw new HttpError(400, numberingProblemText(checked.problem));
      const { set } = checked;
      const existing = sets.find((s) => s.id === id);
      const oldLevels = existing ? await levelIds(read, id) : [];
      const ops: SetDataOperation[] = [
        ...(existing
          ? [{ op: 'upd' as const, inst: id, prop: PROP.name, val: set.name }]
          : [{ op: 'new' as const, class: SDOC_CLASS.LevelNumberingSet, name: set.name, inst: id }]),
        { op: 'upd', inst: id, prop: SDOC_PROP.setAlias, val: set.alias },
        ...oldLevels.map((inst) => ({ op: 'del' as const, inst })),
        ...set.levels.flatMap((level) => {
          const inst = crypto.randomUUID();
          return [
            { op: 'new' as const, class: SDOC_CLASS.LevelNumbering, name: `${set.name}: уровень ${level.level}`, inst },
            { op: 'upd' as const, inst, prop: SDOC_PROP.level, val: level.level },
            { op: 'upd' as const, inst, prop: SDOC_PROP.numberFormat, val: level.format },
            { op: 'upd' as const, inst, prop: SDOC_PROP.levelText, val: level.levelText },
            { op: 'upd' as const, inst, prop: SDOC_PROP.levelSet, val: id },
          ];
        }),
      ];
      await ctx.data.unitOfWork(user, (uow) => uow.run({ act: 'set_data', data: ops }));
      const saved = (await readNumberingSets(read)).find((s) => s.id === id);
      if (!saved) throw new Error(`numbering set ${id} was not there after its save`);
      return saved;
    },
    ADMIN,
  );

  ctx.route(
    'DELETE',
    SDOC_API.numberingSet(':id'),
    async (request) => {
      const user = await request.user();
      admin(user);
      const id = setId(request.params.id);
      if (!(await readNumberingSets(read)).some((s) => s.id === id)) throw new HttpError(404, SET_NOT_FOUND);
      const levels = await levelIds(read, id);
      await ctx.data.unitOfWork(user, (uow) =>
        uow.run({ act: 'set_data', data: [...levels, id].map((inst) => ({ op: 'del' as const, inst })) }),
      );
      return { deleted: id };
    },
    ADMIN,
  );
}

/** The ids of a set's levels. */
async function levelIds(read: DataReader, setId: string): Promise<string[]> {
  const reply = (await read({
    act: 'get_data',
    class: SDOC_CLASS.LevelNumbering,
    fields: [{ prop: SDOC_PROP.levelSet, filter: setId }],
    limit: 1000,
  })) as GetDataReply;
  return instanceRows(reply).map((row) => row.id);
}
