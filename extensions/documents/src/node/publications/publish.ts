import { randomUUID } from 'node:crypto';
import { PROP, type SetDataOperation } from '@ontobench/sdk/common';
import { HttpError, unrestrictedReader, type ExtensionData, type UserContext } from '@ontobench/sdk/node';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import { first, named, readInstances, texts, type DataRun } from '../read/instances.ts';
import { newLink } from './input.ts';
import { linksOf, readPublication } from './links.ts';
import { PUBLICATION_MESSAGES as M } from './messages.ts';

export interface Published {
  linkId: string;
  order: number;
  version: number;
}

/**
 * Publishes a document's current version into a publication (`POST publications/:id/links`, and the demo
 * data): the user must change the publication and read the document; the link copies the content's
 * pieces as they are and its version, and takes the next order among its siblings unless given one.
 */
export async function publishDocument(
  data: ExtensionData,
  user: UserContext,
  publicationId: string,
  body: unknown,
): Promise<Published> {
  const asUser: DataRun = (request) => data.run(user, request);
  const publication = await readPublication(asUser, publicationId);
  if (!publication) throw new HttpError(404, M.publicationNotFound);
  if (!publication.canChange) throw new HttpError(403, M.cannotChange);
  const input = newLink(body);
  const [document] = await readInstances(asUser, {
    class: DOC_CLASS.Document,
    filter: `[id] = '${input.documentId}'`,
    fields: [{ prop: DOC_PROP.content }, { prop: DOC_PROP.contentVersion }, { prop: PROP.icon }],
  });
  if (!document) throw new HttpError(404, M.documentNotFound);
  // The publication was checked readable: its links are read whoever made them.
  const links = await linksOf(unrestrictedReader(data), publicationId, false);
  if (input.parentId && !links.some((l) => l.id === input.parentId)) throw new HttpError(400, M.badParent);
  const siblings = links.filter((l) => (named(l, DOC_PROP.linkParent)?.id ?? null) === input.parentId);
  const order = input.order ?? Math.max(-1, ...siblings.map((l) => Number(first(l, DOC_PROP.linkOrder) ?? 0))) + 1;
  const version = Number(first(document, DOC_PROP.contentVersion) ?? 0);
  const inst = randomUUID();
  const pieces = texts(document, DOC_PROP.content);
  const icon = first(document, PROP.icon);
  const ops: SetDataOperation[] = [
    { op: 'new', class: DOC_CLASS.PublicationLink, name: document.name, inst },
    { op: 'upd', inst, prop: DOC_PROP.linkPublication, val: publicationId },
    { op: 'upd', inst, prop: DOC_PROP.linkDocument, val: document.id },
    { op: 'upd', inst, prop: DOC_PROP.linkOrder, val: order },
    { op: 'upd', inst, prop: DOC_PROP.linkVersion, val: version },
  ];
  if (input.parentId) ops.push({ op: 'upd', inst, prop: DOC_PROP.linkParent, val: input.parentId });
  if (pieces.length > 0) ops.push({ op: 'upd', inst, prop: DOC_PROP.linkContent, val: pieces });
  if (typeof icon === 'string') ops.push({ op: 'upd', inst, prop: PROP.icon, val: icon });
  await data.run(user, { act: 'set_data', data: ops });
  return { linkId: inst, order, version };
}
