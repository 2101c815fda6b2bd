import { PROP } from '@ontobench/sdk/common';
import {
  HttpError,
  unrestrictedReader,
  type ServerExtensionContext,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import { DOCUMENTS_API, type PublicationEntry, type PublicationTree } from '../../common/api.ts';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import { pathId } from '../comments/input.ts';
import { first, named, readInstances, type DataRun } from '../read/instances.ts';
import { inChunks, inIds } from '@ontobench/sdk/common';
import { linksOf, linkTree, publicationHead, readPublication } from './links.ts';
import { PUBLICATION_MESSAGES as M } from './messages.ts';
import { publishDocument } from './publish.ts';

/**
 * The publications calls (domain.md §3 Publication and publication link): publish a document's current
 * version into a publication, a document's publication history, a publication's tree, and the tree of a
 * public publication for anonymous visitors (one 404 for missing and private).
 */
export function registerPublications(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);
  const asUser = (user: UserContext): DataRun => dataAs(ctx.data, user);

  ctx.route('POST', DOCUMENTS_API.publish(':id'), async (request) => {
    const user = await request.user();
    return publishDocument(ctx.data, user, pathId(request.params.id, M.publicationNotFound), request.body);
  });

  ctx.route('GET', DOCUMENTS_API.history(':id'), async (request): Promise<PublicationEntry[]> => {
    const user = await request.user();
    const id = pathId(request.params.id, M.documentNotFound);
    const [document] = await readInstances(asUser(user), {
      class: DOC_CLASS.Document,
      filter: `[id] = '${id}'`,
      fields: [],
    });
    if (!document) throw new HttpError(404, M.documentNotFound);
    const links = await readInstances(read, {
      class: DOC_CLASS.PublicationLink,
      filter: `[${DOC_PROP.linkDocument}] = '${id}'`,
      fields: [
        { prop: PROP.creationDate, sort: 'desc' },
        { prop: PROP.author },
        { prop: DOC_PROP.linkPublication },
        { prop: DOC_PROP.linkVersion },
      ],
    });
    // Only the publications the user reads: another's private publication is not named to them.
    const publicationIds = [...new Set(links.map((l) => named(l, DOC_PROP.linkPublication)?.id ?? ''))].filter(Boolean);
    const publications = await inChunks(publicationIds, (chunk) =>
      readInstances(asUser(user), {
        class: DOC_CLASS.Publication,
        filter: inIds('id', chunk),
        fields: [{ prop: PROP.isPublic }],
      }),
    );
    const byId = new Map(publications.map((p) => [p.id, p]));
    return links.flatMap((l) => {
      const publication = byId.get(named(l, DOC_PROP.linkPublication)?.id ?? '');
      if (!publication) return [];
      return [
        {
          linkId: l.id,
          publication: { id: publication.id, name: publication.name },
          version: Number(first(l, DOC_PROP.linkVersion) ?? 0),
          publishedAt: String(first(l, PROP.creationDate) ?? ''),
          author: named(l, PROP.author),
          isPublic: first(publication, PROP.isPublic) === true,
        },
      ];
    });
  });

  ctx.route('GET', DOCUMENTS_API.tree(':id'), async (request): Promise<PublicationTree> => {
    const user = await request.user();
    const id = pathId(request.params.id, M.publicationNotFound);
    const publication = await readPublication(asUser(user), id);
    if (!publication) throw new HttpError(404, M.publicationNotFound);
    return { publication: publicationHead(publication), roots: linkTree(await linksOf(read, id, true)) };
  });

  // No sign-in: only a publication marked public (PROP.isPublic); missing and private answer alike.
  ctx.route('GET', DOCUMENTS_API.publicTree(':id'), async (request): Promise<PublicationTree> => {
    const id = pathId(request.params.id, M.publicationNotFound);
    const publication = await readPublication(read, id, true);
    if (!publication) throw new HttpError(404, M.publicationNotFound);
    return { publication: publicationHead(publication), roots: linkTree(await linksOf(read, id, true)) };
  });
}
