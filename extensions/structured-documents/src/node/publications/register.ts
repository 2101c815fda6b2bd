import { UUID_PATTERN } from '@ontobench/sdk/common';
import {
  HttpError,
  unrestrictedReader,
  type ServerExtensionContext,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import { SDOC_API, type SnapshotEntry } from '../../common/api.ts';
import { checkDocumentId, readDocumentRow, readDocumentState } from '../state/read-state.ts';
import { renderSources, renderState } from '../render/render.ts';
import { snapshotById, snapshotsOf, writeSnapshot } from './snapshots.ts';

export const PUBLICATION_NOT_FOUND = 'Публикация не найдена';
export const MAY_NOT_PUBLISH = 'Публиковать документ может тот, кто меняет его структуру';

function publishInput(body: unknown): { name: string; isPublic: boolean } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const name = typeof b.name === 'string' ? b.name.trim() : '';
  if (name === '' || name.length > 500) throw new HttpError(400, 'name: нужно название публикации (до 500 символов)');
  if (b.isPublic !== undefined && typeof b.isPublic !== 'boolean') throw new HttpError(400, 'isPublic: true или false');
  return { name, isPublic: b.isPublic === true };
}

/**
 * Publications (domain.md §3 "Snapshot or publication": name, contentJSON, contentHTML, isPublic, author),
 * the render calls of §7 and the public page. A publication freezes the document state as the user sees
 * it and its HTML; whoever reads the document reads its publications; anyone reads a public one.
 */
export function registerPublications(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);
  const asUser = (user: UserContext) => dataAs(ctx.data, user);

  const render = async (user: UserContext, body: unknown) => {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const state = await readDocumentState(ctx, user, checkDocumentId(b.documentId));
    if (b.elementId !== undefined && (typeof b.elementId !== 'string' || !UUID_PATTERN.test(b.elementId)))
      throw new HttpError(400, 'elementId: нужен UUID');
    const filter = Array.isArray(b.markupClassFilter)
      ? b.markupClassFilter.filter((c) => typeof c === 'string')
      : undefined;
    return renderState(
      state,
      { elementId: (b.elementId as string | undefined)?.toLowerCase(), markupClassFilter: filter },
      renderSources(ctx.services, asUser(user)),
    );
  };
  ctx.route('POST', SDOC_API.render, async (request) => render(await request.user(), request.body));
  ctx.route('POST', SDOC_API.quickView, async (request) => render(await request.user(), request.body));

  ctx.route('GET', SDOC_API.snapshots(':id'), async (request) => {
    const user = await request.user();
    const documentId = checkDocumentId(request.params.id);
    await readDocumentRow(ctx, user, documentId);
    return snapshotsOf(read, documentId);
  });

  ctx.route('POST', SDOC_API.snapshots(':id'), async (request): Promise<SnapshotEntry> => {
    const user = await request.user();
    const documentId = checkDocumentId(request.params.id);
    const input = publishInput(request.body);
    const state = await readDocumentState(ctx, user, documentId);
    if (!state.accessRights.editStructureAllowed) throw new HttpError(403, MAY_NOT_PUBLISH);
    const { html } = await renderState(state, {}, renderSources(ctx.services, asUser(user)));
    const id = crypto.randomUUID();
    await ctx.data.unitOfWork({ ...user, isAdmin: true }, (uow) =>
      writeSnapshot(uow, { id, name: input.name, isPublic: input.isPublic, state: { ...state, locks: [] }, html }),
    );
    const created = await snapshotById(read, id);
    const { documentId: _documentId, state: _state, html: _html, ...entry } = created!;
    return entry;
  });

  ctx.route('GET', SDOC_API.snapshot(':id'), async (request) => {
    const user = await request.user();
    const id = typeof request.params.id === 'string' && UUID_PATTERN.test(request.params.id) ? request.params.id : null;
    const snapshot = id ? await snapshotById(read, id.toLowerCase()) : null;
    if (!snapshot) throw new HttpError(404, PUBLICATION_NOT_FOUND);
    // A publication of a document the user does not read is one that does not exist, for them.
    await readDocumentRow(ctx, user, snapshot.documentId).catch(() => {
      throw new HttpError(404, PUBLICATION_NOT_FOUND);
    });
    return snapshot;
  });

  /** No sign-in: the document's newest public publication, or the one named if it is public. */
  const publicPage = async (documentId: unknown, publicationId?: unknown) => {
    const docId = checkDocumentId(documentId);
    const entries = (await snapshotsOf(read, docId)).filter((s) => s.isPublic);
    const chosen =
      publicationId === undefined ? entries[0] : entries.find((s) => s.id === String(publicationId).toLowerCase());
    const snapshot = chosen ? await snapshotById(read, chosen.id) : null;
    if (!snapshot) throw new HttpError(404, PUBLICATION_NOT_FOUND);
    return {
      documentId: docId,
      publication: { id: snapshot.id, name: snapshot.name, createdAt: snapshot.createdAt },
      title: snapshot.state?.title ?? snapshot.name,
      html: snapshot.html,
    };
  };
  ctx.route('GET', 'public/structuredDoc/:documentId', async (request) => publicPage(request.params.documentId));
  ctx.route('GET', 'public/structuredDoc/:documentId/:publicationId', async (request) =>
    publicPage(request.params.documentId, request.params.publicationId),
  );
}
