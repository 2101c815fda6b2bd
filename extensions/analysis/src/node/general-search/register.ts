import { HttpError, type ServerExtensionContext, dataAs } from '@ontobench/sdk/node';
import { GENERAL_SEARCH_API, type QueryCallDetails, type QueryHistoryReply } from '../../common/general-search/api.ts';
import { checkHistoryQuery, withClassNames } from './history.ts';
import { checkSearchQuery, generalSearch } from './search.ts';

/**
 * Mounts the general search's and the query history's routes (issue 18 items 6, 7). The search reads as
 * the signed-in user; the history (the core's record of every get_data and execute, `ctx.queryHistory`)
 * is the administrators' alone.
 */
export function registerGeneralSearch(ctx: ServerExtensionContext): void {
  ctx.route('GET', GENERAL_SEARCH_API.search, async (request) => {
    const user = await request.user();
    const query = checkSearchQuery(request.query);
    return generalSearch(ctx.index, dataAs(ctx.data, user), query);
  });

  ctx.route(
    'GET',
    GENERAL_SEARCH_API.history,
    async (request): Promise<QueryHistoryReply> => {
      const reply = await ctx.queryHistory.list(checkHistoryQuery(request.query));
      const user = await request.user();
      return { ...reply, items: await withClassNames(reply.items, dataAs(ctx.data, user)) };
    },
    { adminOnly: true },
  );

  ctx.route(
    'GET',
    GENERAL_SEARCH_API.call(':id'),
    async (request): Promise<QueryCallDetails> => {
      const call = await ctx.queryHistory.get(request.params.id ?? '');
      if (!call) throw new HttpError(404, 'Вызов не найден в истории запросов');
      return call;
    },
    { adminOnly: true },
  );
}
