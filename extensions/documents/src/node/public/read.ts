import { PROP, UUID_PATTERN, rowText, rowTexts } from '@ontobench/sdk/common';
import { HttpError, unrestrictedReader, type ServerExtensionContext } from '@ontobench/sdk/node';
import type { PublicDocument } from '../../common/api.ts';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import { parseContent } from '../../common/content-pieces.ts';
import { DOCUMENT_NOT_FOUND, readDocumentRow } from '../content/read.ts';

/**
 * A public document as an anonymous visitor reads it: only when it exists and is marked public
 * (PROP.isPublic, checked in the index: there is no user to ask as), and then only its name, annotation
 * and the public copy of its content. Anything else is one 404 for missing and private alike.
 */
export async function readPublicDocument(
  ctx: ServerExtensionContext,
  rawId: string | undefined,
): Promise<PublicDocument> {
  if (!rawId || !UUID_PATTERN.test(rawId)) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  const id = rawId.toLowerCase();
  if (!(await ctx.index.hasValue(id, DOC_CLASS.Document, PROP.isPublic, 'true')))
    throw new HttpError(404, DOCUMENT_NOT_FOUND);
  // Public: the document was just checked to be public, and only it is read.
  const row = await readDocumentRow(unrestrictedReader(ctx.data), id, [DOC_PROP.annotation, DOC_PROP.publicContent]);
  if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  return {
    id,
    name: row.name,
    annotation: rowText(row, DOC_PROP.annotation),
    content: parseContent(rowTexts(row, DOC_PROP.publicContent)),
  };
}
