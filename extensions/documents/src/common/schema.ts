import { CLASS, dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { DOC_CLASS, docId } from './classes.ts';

export { DOC_CLASS } from './classes.ts';

/**
 * The documents area's part of the store (spec domain.md §3: Document, Publication and publication link,
 * Comment, User manual), with fixed ids, installed by the server at every start. Ids never change; new
 * ones take the next number. Fields the core already has are the core's properties: name, author and
 * creation date, code, subject area, tags, life-cycle stage (the spec's `stage`), icon, colour,
 * description, public (the spec's `isPublicDoc`) and assignments. What each field means where the spec
 * only names it: docs/documents.md, "Fields". The server's calls keep the derived ones (content version,
 * editor, public content, published content) in step; they are ordinary `owner` properties, since a
 * 'system' property cannot be written by an extension at all, and an owner who forges them through
 * set_data only misleads themself (the renderers read content through the schema, docs/documents.md).
 */
const id = docId;

export const DOC_PROP = {
  /** Multi-line text: what the document (or publication) is about. */
  annotation: id(0x101),
  /** The content: ProseMirror JSON split into ordered pieces (content-pieces.ts). */
  content: id(0x102),
  /** The user who saved the content last (set by the server on each save). */
  editor: id(0x103),
  /** A free status text, shown with `statusColor`. */
  status: id(0x104),
  statusColor: id(0x105),
  /** Objects the document is about or related to (any class). */
  connections: id(0x106),
  /** The content an anonymous visitor reads (a copy taken when the document is made public), in pieces. */
  publicContent: id(0x107),
  /** The content's version: 1 at the first save, one more at each save (the server's counter). */
  contentVersion: id(0x108),

  /** Read-only text: the settings of the publication's automatic processing. */
  settings: id(0x110),

  /** The document a publication link publishes. */
  linkDocument: id(0x120),
  /** The link this one is nested under in its publication's tree. */
  linkParent: id(0x121),
  /** The publication a link belongs to. */
  linkPublication: id(0x122),
  /** The place among its siblings (ascending). */
  linkOrder: id(0x123),
  /** The document's content version the link published. */
  linkVersion: id(0x124),
  /** The published content (a copy of the document's content at that version), in pieces. */
  linkContent: id(0x125),

  /** The comment's text (plain text). */
  commentText: id(0x130),
  commentCompleted: id(0x131),
  /** The comment this one answers. */
  commentParent: id(0x132),
  /** JSON of free parameters. */
  commentParams: id(0x133),
  /** JSON `{ from, to, quote }` of the commented text range, or none for the whole document. */
  documentRange: id(0x134),
  /** The object commented on (the document). */
  commentObject: id(0x135),

  /** The document a user manual opens. */
  manualDocument: id(0x140),
  manualNotActive: id(0x141),
  /** True: the manual shows on `url` only; false: on every path starting with it. */
  manualExactLink: id(0x142),
  manualUrl: id(0x143),
  /** Route names (`ontology.classes`…) the manual shows on, besides `url`. */
  manualRoutes: id(0x144),
} as const;

const DOCUMENT = [DOC_CLASS.Document];
const PUBLICATION = [DOC_CLASS.Publication];
const LINK = [DOC_CLASS.PublicationLink];
const COMMENT = [DOC_CLASS.Comment];
const MANUAL = [DOC_CLASS.UserManual];
const text = (pid: string, name: string, domain: readonly string[], multiple = false) =>
  dataProperty(pid, name, 'string', domain, { multiple });

export const DOCUMENTS_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [
    { id: DOC_CLASS.Document, name: 'Document' },
    { id: DOC_CLASS.Publication, name: 'Publication' },
    { id: DOC_CLASS.PublicationLink, name: 'Publication link' },
    { id: DOC_CLASS.Comment, name: 'Comment' },
    { id: DOC_CLASS.UserManual, name: 'User manual', policy: { create: 'admin', change: 'admin', delete: 'admin' } },
  ],
  properties: [
    text(DOC_PROP.annotation, 'annotation', [DOC_CLASS.Document, DOC_CLASS.Publication]),
    text(DOC_PROP.content, 'content', DOCUMENT, true),
    objectProperty(DOC_PROP.editor, 'editor', DOCUMENT, [CLASS.User]),
    text(DOC_PROP.status, 'status', DOCUMENT),
    text(DOC_PROP.statusColor, 'status colour', DOCUMENT),
    objectProperty(DOC_PROP.connections, 'connections', DOCUMENT, [], { multiple: true }),
    text(DOC_PROP.publicContent, 'public content', DOCUMENT, true),
    dataProperty(DOC_PROP.contentVersion, 'content version', 'integer', DOCUMENT),
    dataProperty(DOC_PROP.settings, 'settings of automatic processing', 'string', PUBLICATION, { write: 'admin' }),
    objectProperty(DOC_PROP.linkDocument, 'document', LINK, DOCUMENT),
    objectProperty(DOC_PROP.linkParent, 'parent', LINK, LINK),
    objectProperty(DOC_PROP.linkPublication, 'publication', LINK, PUBLICATION),
    dataProperty(DOC_PROP.linkOrder, 'order', 'integer', LINK),
    dataProperty(DOC_PROP.linkVersion, 'version', 'integer', LINK),
    text(DOC_PROP.linkContent, 'published content', LINK, true),
    text(DOC_PROP.commentText, 'text', COMMENT),
    dataProperty(DOC_PROP.commentCompleted, 'completed', 'boolean', COMMENT),
    objectProperty(DOC_PROP.commentParent, 'parent comment', COMMENT, COMMENT),
    text(DOC_PROP.commentParams, 'params', COMMENT),
    text(DOC_PROP.documentRange, 'document range', COMMENT),
    objectProperty(DOC_PROP.commentObject, 'object', COMMENT, []),
    objectProperty(DOC_PROP.manualDocument, 'document', MANUAL, DOCUMENT),
    dataProperty(DOC_PROP.manualNotActive, 'not active', 'boolean', MANUAL),
    dataProperty(DOC_PROP.manualExactLink, 'exact link', 'boolean', MANUAL),
    text(DOC_PROP.manualUrl, 'url', MANUAL),
    text(DOC_PROP.manualRoutes, 'routes', MANUAL, true),
  ],
};
