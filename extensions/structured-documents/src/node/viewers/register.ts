import { unrestrictedReader, type RouteRequest, type ServerExtensionContext } from '@ontobench/sdk/node';
import { SDOC_API, SDOC_CHANNEL, type DocumentEvent, type ViewerEntry } from '../../common/api.ts';
import { checkDocumentId, readDocumentRow } from '../state/read-state.ts';
import { changeViewer, checkViewerId, readViewers } from './store.ts';

/**
 * The viewer's readers (shell §2 "/view/{id} registers a viewer on entry"; domain.md §5): a tab that opens
 * the viewer registers itself, renews the registration while it stays and removes it when it leaves.
 * Whoever reads the document may register and see who else reads it; every change of the readers is
 * announced on the document's topic (`{ type: 'viewers' }`), which the viewer and the editor show.
 */
export function registerViewers(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);
  // The channel is the document state's (state/register.ts opens it first, with who may subscribe).
  const channel = ctx.channel<DocumentEvent>(SDOC_CHANNEL);

  /** The signed-in user and the document of the path, which they must read (404 otherwise). */
  const readable = async (request: RouteRequest) => {
    const user = await request.user();
    const documentId = checkDocumentId(request.params.id);
    await readDocumentRow(ctx, user, documentId);
    return { user, documentId };
  };
  const announce = async (documentId: string): Promise<{ viewers: ViewerEntry[] }> => {
    const viewers = await readViewers(read, documentId);
    channel.publishTo(documentId, { type: 'viewers', documentId, viewers });
    return { viewers };
  };

  ctx.route('GET', SDOC_API.viewers(':id'), async (request) => {
    const { documentId } = await readable(request);
    return { viewers: await readViewers(read, documentId) };
  });

  ctx.route('POST', SDOC_API.viewers(':id'), async (request) => {
    const { user, documentId } = await readable(request);
    const viewerId = checkViewerId((request.body as { viewerId?: unknown } | null)?.viewerId);
    await changeViewer(ctx, user, documentId, viewerId, 'register');
    return announce(documentId);
  });

  ctx.route('PUT', SDOC_API.viewer(':id', ':viewerId'), async (request) => {
    const { user, documentId } = await readable(request);
    await changeViewer(ctx, user, documentId, checkViewerId(request.params.viewerId), 'renew');
    return { viewers: await readViewers(read, documentId) };
  });

  ctx.route('DELETE', SDOC_API.viewer(':id', ':viewerId'), async (request) => {
    const { user, documentId } = await readable(request);
    await changeViewer(ctx, user, documentId, checkViewerId(request.params.viewerId), 'remove');
    return announce(documentId);
  });
}
