import { filterLiteral } from '@ontobench/sdk/common';
import { HttpError, type ServerExtensionContext, dataAs } from '@ontobench/sdk/node';
import { RESULTS_API } from '../../common/results/api.ts';
import { readResults } from './store.ts';

/**
 * The results part: the signed-in user's imports with their status (`/csv-import-index`), read through the
 * data API as that user (each reads their own; an administrator every one).
 */
export function registerResults(ctx: ServerExtensionContext): void {
  ctx.route('GET', RESULTS_API.results, async (request) => {
    const user = await request.user();
    return { results: await readResults(dataAs(ctx.data, user)) };
  });
  ctx.route('GET', RESULTS_API.result(':id'), async (request) => {
    const user = await request.user();
    const id = request.params.id ?? '';
    const [result] = /^[0-9a-f-]{36}$/i.test(id)
      ? await readResults(dataAs(ctx.data, user), `[id] = ${filterLiteral(id.toLowerCase())}`)
      : [];
    if (!result) throw new HttpError(404, 'Импорт не найден');
    return result;
  });
}
