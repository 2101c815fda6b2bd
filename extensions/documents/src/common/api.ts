import { docxApiPath, documentApiPath } from './entry-paths.ts';

/**
 * The documents area's calls (under `/api/`) and what they carry: one contract the server's routes and
 * the browser's client share. Spec names where the spec gives one (`document/fetchDiscussions`);
 * the others are the area's own (domain.md §7 leaves them unnamed). Every call checks access on the
 * server through the data API: a document the user may not read answers 404, one they may only read
 * refuses writes with 403 (docs/documents.md "Access").
 */

/** A ProseMirror node as JSON (TipTap's `getJSON()`): the document's content. */
export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

export const DOCUMENTS_API = {
  /** GET: the document as the user sees it (DocumentView). */
  document: documentApiPath,
  /** PUT `{ content, baseVersion }` → SaveReply; 409 when the stored version is not `baseVersion`. */
  content: (id: string) => `documents/${id}/content`,
  /** GET: the content as a .docx file. */
  docx: docxApiPath,
  /** PUT `{ isPublic }`: makes the document public (a copy of its content is what visitors read) or not. */
  publicFlag: (id: string) => `documents/${id}/public`,
  /** GET: the publication history of a document (PublicationEntry[]). */
  history: (id: string) => `documents/${id}/publications`,
  /** GET: the comments of a document (CommentView[]); POST `{ text, parentId?, documentRange? }` adds one. */
  comments: (id: string) => `documents/${id}/comments`,
  /** PATCH `{ text?, completed? }` changes a comment; DELETE removes it with its replies. */
  comment: (id: string) => `comments/${id}`,
  /** GET: the newest comments (CommentEntry[], up to 1,000) of every document the user reads (`/comments`). */
  allComments: 'comments',
  /** POST `{ documentIds }` → DiscussionCounts (spec domain.md §7, fetched with a 200 ms debounce, §9). */
  fetchDiscussions: 'document/fetchDiscussions',
  /** POST `{ refs: ReferenceKey[] }` → ResolvedTerm[] (spec domain.md §7 "Term resolution"). */
  resolveTerms: 'terms/resolve',
  /** POST `{ documentId, parentId?, order? }` publishes the document's current version into the publication. */
  publish: (publicationId: string) => `publications/${publicationId}/links`,
  /** GET: the publication's tree of published documents (PublicationTree). */
  tree: (publicationId: string) => `publications/${publicationId}/tree`,
  /** GET: the active user manuals (ManualEntry[]). */
  manuals: 'documents/manuals',
  /** No sign-in: a public document (PublicDocument), 404 for any other. */
  publicDocument: (id: string) => `public/doc/${id}`,
  publicDocx: (id: string) => `public/doc/${id}/docx`,
  /** No sign-in: a public publication's tree with its documents' published content. */
  publicTree: (publicationId: string) => `public/doctree/${publicationId}`,
} as const;

/** The paths as the server mounts them (declared to the kernel as `apiPaths`). */
export const DOCUMENTS_API_PATHS: readonly string[] = [
  'documents/:id',
  'documents/:id/content',
  'documents/:id/docx',
  'documents/:id/public',
  'documents/:id/publications',
  'documents/:id/comments',
  'comments/:id',
  'comments',
  'document/fetchDiscussions',
  'terms/resolve',
  'publications/:id/links',
  'publications/:id/tree',
  'documents/manuals',
  'public/doc/:id',
  'public/doc/:id/docx',
  'public/doctree/:id',
];

/** The user's part in a document: what the editor and the viewer allow. */
export type DocumentRole = 'admin' | 'author' | 'editor' | 'reader';

export interface Named {
  id: string;
  name: string;
}

export interface DocumentView {
  id: string;
  name: string;
  code: string | null;
  annotation: string | null;
  status: string | null;
  statusColor: string | null;
  stage: Named | null;
  icon: string | null;
  color: string | null;
  isPublicDoc: boolean;
  subjectAreas: Named[];
  connections: Named[];
  author: Named | null;
  /** Who saved the content last. */
  editor: Named | null;
  /** ISO date-time of creation. */
  createdAt: string | null;
  /** The content's version (0 before the first save). */
  version: number;
  content: DocNode | null;
  role: DocumentRole;
  canEdit: boolean;
}

export interface SaveRequest {
  content: DocNode;
  baseVersion: number;
}

export interface SaveReply {
  version: number;
  /** ISO date-time. */
  savedAt: string;
}

/** One publication of a document: where and which version. */
export interface PublicationEntry {
  linkId: string;
  publication: Named;
  version: number;
  /** ISO date-time of the link's creation. */
  publishedAt: string;
  author: Named | null;
  isPublic: boolean;
}

export interface PublicationTreeNode {
  linkId: string;
  name: string;
  icon: string | null;
  order: number;
  document: Named;
  version: number;
  /** The published content (only in the tree of one publication's page, not in lists). */
  content: DocNode | null;
  children: PublicationTreeNode[];
}

export interface PublicationTree {
  publication: Named & { annotation: string | null; isPublic: boolean; settings: string | null };
  roots: PublicationTreeNode[];
}

export interface DocumentRange {
  from: number;
  to: number;
  /** The commented text as it was, for when the range no longer matches. */
  quote: string;
}

export interface CommentView {
  id: string;
  text: string;
  author: Named;
  /** ISO date-time. */
  date: string;
  completed: boolean;
  parentId: string | null;
  params: Record<string, unknown> | null;
  documentRange: DocumentRange | null;
  /** The document commented on. */
  object: string;
  /** Whether the signed-in user may edit (the author) and remove (the author or whoever may change the document). */
  canEdit: boolean;
  canRemove: boolean;
}

/** A comment with the name of its document (the `/comments` page). */
export interface CommentEntry extends CommentView {
  documentName: string;
}

/** `document/fetchDiscussions`: per document id, its comments and the open (not completed) ones. */
export type DiscussionCounts = Record<string, { total: number; open: number }>;

/** The realtime channel `documents/comments`: a comment of `documentId` changed; viewers refetch. */
export const COMMENTS_CHANNEL = 'comments';
export interface CommentsChanged {
  documentId: string;
}

/** What the term-resolution call is asked about: a reference's kind and target ids. */
export interface ReferenceKey {
  kind: string;
  id: string;
  secondId?: string | null;
}

export interface ManualEntry {
  id: string;
  name: string;
  description: string | null;
  document: Named;
  exactLink: boolean;
  url: string | null;
  routes: string[];
}

export interface PublicDocument {
  id: string;
  name: string;
  annotation: string | null;
  content: DocNode | null;
}
