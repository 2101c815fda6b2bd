import { DOCX_TYPE, docxFileName, fileReply, type ServerExtensionContext } from '@ontobench/sdk/node';
import { DOCUMENTS_API } from '../../common/api.ts';
import { buildDocx } from '../docx/build.ts';
import { resolveNothing } from '../terms/resolver.ts';
import { readPublicDocument } from './read.ts';

/**
 * The public calls (no sign-in): a public document and its .docx. References in public content are not
 * looked up for an anonymous visitor: each shows its display name (docs/documents.md "Server").
 */
export function registerPublic(ctx: ServerExtensionContext): void {
  ctx.route('GET', DOCUMENTS_API.publicDocument(':id'), (request) => readPublicDocument(ctx, request.params.id));

  ctx.route('GET', DOCUMENTS_API.publicDocx(':id'), async (request) => {
    const doc = await readPublicDocument(ctx, request.params.id);
    const body = await buildDocx(doc.name, doc.content, resolveNothing);
    return fileReply(body, { contentType: DOCX_TYPE, fileName: docxFileName(doc.name) });
  });
}
