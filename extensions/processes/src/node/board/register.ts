import { PROP, UUID_PATTERN } from '@ontobench/sdk/common';
import {
  HttpError,
  type Migration,
  type RouteRequest,
  type SeedContext,
  type ServerExtensionContext,
  dataAs,
} from '@ontobench/sdk/node';
import { BOARD_API, type BoardCard } from '../../common/board/api.ts';
import { seedBoardDemo } from './demo.ts';
import { readBoard, readCard, readStages, type Reader } from './read.ts';

/** The board part's own tables: none (stages and cards are the store's objects). */
export const boardMigrations: readonly Migration[] = [];

/** One answer for an object that does not exist, one the user may not read, and one with no stage. */
export const CARD_NOT_FOUND = 'Объект на доске не найден';
export const MAY_NOT_MOVE = 'У вас нет прав менять стадию этого объекта';
const BAD_STAGE = 'Укажите стадию жизненного цикла (stage) — идентификатор одной из стадий';

/** An optional id of the query (`class`, `tag`), or a 400 with a Russian reason. */
function queryId(request: RouteRequest, key: 'class' | 'tag'): string | undefined {
  const value = request.query[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !UUID_PATTERN.test(value))
    throw new HttpError(
      400,
      key === 'class'
        ? 'Фильтр по классу: ожидается идентификатор класса'
        : 'Фильтр по тегу: ожидается идентификатор тега',
    );
  return value.toLowerCase();
}

/** The set_data as the user; a refusal of the object's access rules is a 403, a vanished object a 404. */
async function writeStage(read: Reader, id: string, stage: string): Promise<void> {
  try {
    await read({ act: 'set_data', data: [{ op: 'upd', inst: id, prop: PROP.lifeCycleStage, val: stage }] });
  } catch (error) {
    const code = (error as { refusal?: { code?: string } } | null)?.refusal?.code ?? '';
    if (code.startsWith('access.')) throw new HttpError(403, MAY_NOT_MOVE);
    if (code === 'object.notFound') throw new HttpError(404, CARD_NOT_FOUND);
    throw error;
  }
}

/**
 * The life-cycle board's calls (common/board/api.ts, issue 19 item 7). Objects of any class are found
 * through the store index (class ids only), then read class by class as the signed-in user, so a card is
 * shown only to who may read its object; a move is a set_data as the user, so only who may change the
 * object moves it (a reader's move is a 403).
 */
export function registerBoard(ctx: ServerExtensionContext): void {
  const as = async (request: RouteRequest): Promise<Reader> => {
    const user = await request.user();
    return dataAs(ctx.data, user);
  };

  ctx.route('GET', BOARD_API.board, async (request) => {
    const read = await as(request);
    const filters = { classId: queryId(request, 'class'), tagId: queryId(request, 'tag') };
    return readBoard(read, ctx.index, filters);
  });

  ctx.route('PUT', BOARD_API.card(':id'), async (request): Promise<BoardCard> => {
    const read = await as(request);
    const id = (request.params.id ?? '').toLowerCase();
    if (!UUID_PATTERN.test(id)) throw new HttpError(404, CARD_NOT_FOUND);
    const body = request.body as { stage?: unknown } | undefined;
    const stage = typeof body?.stage === 'string' ? body.stage.toLowerCase() : '';
    if (!UUID_PATTERN.test(stage)) throw new HttpError(400, BAD_STAGE);
    if (!(await readCard(read, ctx.index, id))) throw new HttpError(404, CARD_NOT_FOUND);
    if (!(await readStages(read)).some((s) => s.id === stage)) throw new HttpError(400, BAD_STAGE);
    await writeStage(read, id, stage);
    const card = await readCard(read, ctx.index, id);
    if (!card) throw new HttpError(404, CARD_NOT_FOUND);
    return card;
  });
}

/** Stops what the board part started: nothing. */
export async function stopBoard(): Promise<void> {}

/** The board part's demo data (a new demo database only). */
export async function seedBoard(ctx: SeedContext): Promise<void> {
  await seedBoardDemo(ctx);
}
