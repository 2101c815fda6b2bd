import { DOCX_TYPE, docxFileName, fileReply, type ServerExtensionContext, dataAs } from '@ontobench/sdk/node';
import { SDOC_API } from '../../common/api.ts';
import { expandedContents, renderSources, searchFeeds } from '../render/render.ts';
import { checkDocumentId, readDocumentState } from '../state/read-state.ts';
import { buildStructuredDocx } from './build.ts';

/**
 * `GET structured-documents/{id}/docx` (issue 16 item 9): the document as a Word file for whoever reads
 * it (404 otherwise, as every call of the area), named after the document. References are resolved and
 * semantic searches run as the user (the documents and analysis areas' services, when they run).
 */
export function registerDocx(ctx: ServerExtensionContext): void {
  ctx.route('GET', SDOC_API.docx(':id'), async (request) => {
    const user = await request.user();
    const state = await readDocumentState(ctx, user, checkDocumentId(request.params.id));
    const { resolver, search } = renderSources(ctx.services, dataAs(ctx.data, user));
    const [texts, searches] = await Promise.all([
      expandedContents(state.root, resolver, 'text'),
      searchFeeds(state.root, search),
    ]);
    const body = await buildStructuredDocx(state, texts, searches);
    return fileReply(body, { contentType: DOCX_TYPE, fileName: docxFileName(state.name) });
  });
}
