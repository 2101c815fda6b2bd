import { dataAs } from '@ontobench/sdk/node';
import type { ServerExtensionContext } from '@ontobench/sdk/node';
import { DOCUMENTS_API } from '../../common/api.ts';
import { checkRefs, resolveTerms } from './resolve.ts';

/** The term-resolution call (spec domain.md §7): what references name, as the signed-in user may see it. */
export function registerTerms(ctx: ServerExtensionContext): void {
  ctx.route('POST', DOCUMENTS_API.resolveTerms, async (request) => {
    const user = await request.user();
    const refs = checkRefs(request.body);
    return resolveTerms(ctx.index, dataAs(ctx.data, user), refs);
  });
}
