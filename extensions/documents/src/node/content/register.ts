import {
  DOCX_TYPE,
  docxFileName,
  fileReply,
  type ServerExtensionContext,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import { DOCUMENTS_API } from '../../common/api.ts';
import { MAX_DOC_JSON_LENGTH } from '../../common/doc-schema.ts';
import { buildDocx } from '../docx/build.ts';
import { termResolver } from '../terms/resolver.ts';
import { checkDocumentId, readDocumentView, type Reader } from './read.ts';
import { saveContent, setPublicFlag } from './write.ts';

/** The largest body of a save: the content's JSON at its limit, at up to 3 bytes a character, and the envelope. */
const SAVE_BODY_LIMIT = MAX_DOC_JSON_LENGTH * 3 + 64 * 1024;

/**
 * The documents area's content calls (common/api.ts): the document as the user sees it, saving its
 * content, the public flag and the .docx. Everything is read and written through the data API as the
 * signed-in user, so the store's access rules decide (docs/documents.md "Server").
 */
export function registerContent(ctx: ServerExtensionContext): void {
  const readerOf = (user: UserContext): Reader => dataAs(ctx.data, user);

  ctx.route('GET', DOCUMENTS_API.document(':id'), async (request) => {
    const user = await request.user();
    return readDocumentView(readerOf(user), user, checkDocumentId(request.params.id));
  });

  ctx.route(
    'PUT',
    DOCUMENTS_API.content(':id'),
    async (request) => {
      const user = await request.user();
      return saveContent(ctx.data, user, checkDocumentId(request.params.id), request.body);
    },
    { bodyLimit: SAVE_BODY_LIMIT },
  );

  ctx.route('PUT', DOCUMENTS_API.publicFlag(':id'), async (request) => {
    const user = await request.user();
    return setPublicFlag(ctx.data, user, checkDocumentId(request.params.id), request.body);
  });

  ctx.route('GET', DOCUMENTS_API.docx(':id'), async (request) => {
    const user = await request.user();
    const read = readerOf(user);
    const view = await readDocumentView(read, user, checkDocumentId(request.params.id));
    const body = await buildDocx(view.name, view.content, termResolver(ctx.index, read));
    return fileReply(body, { contentType: DOCX_TYPE, fileName: docxFileName(view.name) });
  });
}
