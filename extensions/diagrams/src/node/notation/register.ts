import { filterLiteral, instanceRows, type GetDataReply } from '@ontobench/sdk/common';
import {
  HttpError,
  unrestrictedReader,
  type DataReader,
  type RouteRequest,
  type ServerExtensionContext,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';
import { DIAGRAM_PROP } from '../../common/diagram/schema.ts';
import { NOTATION_API, type NotationDto } from '../../common/notation/api.ts';
import { checkNotationInput, NotationInputError } from '../../common/notation/validate.ts';
import { notationDto, notationWrites, readElements, readNotationRow, readNotationRows } from './store.ts';

/** The body checked by the contract's rules: a 400 with their Russian message, nothing written. */
function checkedInput(body: unknown) {
  try {
    return checkNotationInput(body);
  } catch (error) {
    if (error instanceof NotationInputError) throw new HttpError(400, error.message);
    throw error;
  }
}

/**
 * The notations' calls (domain.md §3 "Notation element"; issue 17 item 2): list, create, read, replace (the
 * name and the whole list of elements, in one transaction) and delete — refused with 409 while a diagram
 * is drawn in it. The notation is read and written as the signed-in user, so the store's access rules
 * decide who sees it (author, administrator, an assignment) and who changes it (not a `reader`); its
 * elements follow the notation.
 */
export function registerNotations(ctx: ServerExtensionContext): void {
  const unrestricted = unrestrictedReader(ctx.data);
  const reader = (user: UserContext): DataReader => dataAs(ctx.data, user);

  /** The notation as the user sees it, with its elements (404 when they may not read it). */
  const one = async (user: UserContext, id: string): Promise<{ notation: NotationDto; readonly: boolean }> => {
    const row = await readNotationRow(reader(user), id);
    const elements = (await readElements(unrestricted, [row.id])).get(row.id) ?? [];
    return { notation: notationDto(row, elements), readonly: row.readonly };
  };

  /** The notation of the path, for a change: 404 unseen, 403 only read. */
  const forChange = async (request: RouteRequest, what: string) => {
    const user = await request.user();
    const { notation } = await one(user, request.params.id ?? '');
    if (notation.access !== 'edit')
      throw new HttpError(403, `Нет прав ${what} нотацию «${notation.name}»: она доступна только для чтения`);
    return { user, notation };
  };

  /** The set_data as the user; a store refusal of a change (an element another user made) said in Russian. */
  const write = async (user: UserContext, data: Record<string, unknown>[], name: string) => {
    try {
      await ctx.data.run(user, { act: 'set_data', data: data as never });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403)
        throw new HttpError(403, `Нет прав на изменение нотации «${name}»`);
      throw error;
    }
  };

  ctx.route('GET', NOTATION_API.list, async (request) => {
    const user = await request.user();
    const rows = await readNotationRows(reader(user));
    const ids = rows.map((r) => r.id);
    const elements = await readElements(unrestricted, ids);
    const notations = rows
      .map((row) => notationDto(row, elements.get(row.id) ?? []))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
    return { notations };
  });

  ctx.route('POST', NOTATION_API.list, async (request) => {
    const user = await request.user();
    const input = checkedInput(request.body);
    if (input.elements.some((e) => e.id))
      throw new HttpError(400, 'У элементов новой нотации не должно быть идентификаторов');
    const id = crypto.randomUUID();
    await write(user, notationWrites(id, true, input, []), input.name);
    return (await one(user, id)).notation;
  });

  ctx.route(
    'GET',
    NOTATION_API.notation(':id'),
    async (request) => (await one(await request.user(), request.params.id ?? '')).notation,
  );

  ctx.route('PUT', NOTATION_API.notation(':id'), async (request) => {
    const { user, notation } = await forChange(request, 'изменять');
    const input = checkedInput(request.body);
    const data = notationWrites(
      notation.id,
      false,
      input,
      notation.elements.map((e) => e.id),
    );
    await write(user, data, notation.name);
    return (await one(user, notation.id)).notation;
  });

  ctx.route('DELETE', NOTATION_API.notation(':id'), async (request) => {
    const { user, notation } = await forChange(request, 'удалять');
    // Every diagram counts, also those the user cannot see: deleting would break them all the same.
    const used = instanceRows(
      (await unrestricted({
        act: 'get_data',
        class: DIAGRAMS_CLASS.Diagram,
        filter: `[${DIAGRAM_PROP.notation}] = ${filterLiteral(notation.id)}`,
        limit: 1,
      })) as GetDataReply,
    );
    if (used.length > 0) {
      // Named only when the user may read it: another user's diagram is not theirs to learn the name of.
      const seen = instanceRows(
        (await reader(user)({
          act: 'get_data',
          class: DIAGRAMS_CLASS.Diagram,
          filter: `[id] = ${filterLiteral(used[0]!.id)}`,
          limit: 1,
        })) as GetDataReply,
      )[0];
      throw new HttpError(
        409,
        `Нотацию «${notation.name}» нельзя удалить: в ней нарисована ${seen ? `диаграмма «${seen.name}»` : 'диаграмма другого пользователя'}. ` +
          'Сначала удалите диаграммы этой нотации или смените их нотацию.',
      );
    }
    await write(
      user,
      [...notation.elements.map((e) => ({ op: 'del', inst: e.id })), { op: 'del', inst: notation.id }],
      notation.name,
    );
    return undefined;
  });
}
