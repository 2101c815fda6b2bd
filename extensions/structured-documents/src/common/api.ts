import type { AccessRights } from './containers.ts';
import type { LevelNumbering, LevelNumberingSet } from './numbering.ts';

/**
 * The structured-documents area's calls (under `/api/`) and what they carry: one contract the server's
 * routes and the browser's client share. Spec names where domain.md §7 gives them (`document/fetch`,
 * `document/save`, `document/render`, `document/quickView`, `document/fetchDocumentInstanceDataByElementId`,
 * `public/structuredDoc/{documentId}/{publicationId?}`); the others are the area's own. Every call checks
 * the document's rights on the server (docs/structured-documents.md "Access"): a document the user may
 * not read answers 404, a write they may not make 403, a component where §5 forbids it 400.
 */

/** §4 numbering strategies. */
export type NumberingStrategy = 'none' | 'start' | 'continue' | 'inherit';

/** The fields of an element (domain.md §3 "Element fields") besides its place in the tree. */
export interface ElementFields {
  title: string;
  content: string;
  settings: Record<string, unknown>;
  numberingStrategy: NumberingStrategy | null;
  startNumber: number | null;
  numberingSetAlias: string | null;
  highlight: boolean;
  logicalLevel: number | null;
  disabled: boolean;
  extraClasses: string[];
}

/** One element of the document state's tree (§3): the root is the document itself (kind `document`). */
export interface ElementState extends ElementFields {
  /** The element's object id (the document's id for the root). */
  id: string;
  kind: string;
  children: ElementState[];
}

/** One level of a level numbering set (§3). */
export type NumberingLevel = LevelNumbering;

/** A level numbering set as the document state carries it: its object id and name besides its alias and levels. */
export interface NumberingSet extends LevelNumberingSet {
  id: string;
  name: string;
  levels: NumberingLevel[];
}

/** What `document/fetch` answers: the document state of §3. */
export interface DocumentState {
  documentId: string;
  name: string;
  title: string;
  root: ElementState;
  accessRights: AccessRights;
  /** The state's version: one more at every save; the realtime updates carry it. */
  version: number;
  /** When the document was saved last (ISO), null before the first save. */
  savedAt: string | null;
  numberingSets: NumberingSet[];
  /** Kinds the document's class offers; null: every kind. */
  offeredKinds: string[] | null;
  /** Set when an order chain was broken (§4): the document loaded without that order. */
  orderWarning: string | null;
  /** The elements other editors' tabs are changing now (§4 locks). */
  locks: EditorLock[];
}

/** One tab's lock: the elements an editor is changing until they save or let go. */
export interface EditorLock {
  tabSessionId: string;
  userName: string;
  elementIds: string[];
}

/** One change of `document/save`'s diff: the edit is saved as what changed, not as the whole document. */
export type DiffOp =
  | { op: 'insert'; id: string; kind: string; container: string; after: string | null; fields?: Partial<ElementFields> }
  | { op: 'update'; id: string; fields: Partial<ElementFields> }
  | { op: 'move'; id: string; container: string; after: string | null }
  | { op: 'delete'; id: string };

/** `document/save`'s body (§7: document, session, updateId, user id, name, tab_session_id, diff). */
export interface SaveRequest {
  documentId: string;
  /** The client's id of this save: the realtime update carries it, so a tab knows its own saves. */
  updateId: string;
  /** The version the diff was made on; ops on elements changed since then by others are refused (409). */
  baseVersion: number;
  diff: DiffOp[];
  tabSessionId: string;
}

export interface SaveReply {
  version: number;
  savedAt: string;
}

/** `document/render` and `document/quickView`'s body (§7). */
export interface RenderRequest {
  documentId: string;
  elementId?: string;
  markup?: 'html';
  /** Only elements with one of these extra classes (and what they hold) are rendered. */
  markupClassFilter?: string[];
}

export interface RenderReply {
  html: string;
  documentMetadata: { name: string; title: string; savedAt: string | null; version: number };
}

/** A publication (§3 "Snapshot or publication") as lists show it. */
export interface SnapshotEntry {
  id: string;
  name: string;
  isPublic: boolean;
  author: { id: string; name: string } | null;
  createdAt: string | null;
}

/** Realtime events on a document's channel (`SDOC_CHANNEL`). */
export type DocumentEvent =
  | { type: 'saved'; documentId: string; version: number; updateId: string; diff: DiffOp[]; by: string }
  | { type: 'locks'; documentId: string; locks: EditorLock[] }
  | { type: 'viewers'; documentId: string; viewers: ViewerEntry[] };

/** Who reads a document in the viewer now (shell §2): one entry per reading tab. */
export interface ViewerEntry {
  userName: string;
}

export const SDOC_API = {
  fetch: 'document/fetch',
  save: 'document/save',
  render: 'document/render',
  quickView: 'document/quickView',
  /** POST `{ elementId }` → `{ documentId, elementId }`: the owning document of an element (§7). */
  byElement: 'document/fetchDocumentInstanceDataByElementId',
  /** POST `{ documentId, tabSessionId, elementIds }`: the elements this tab is changing (locks, §4). */
  locks: 'document/locks',
  /** GET: the document's publications (SnapshotEntry[]); POST `{ name, isPublic }` publishes its state. */
  snapshots: (documentId: string) => `structured-documents/${documentId}/publications`,
  /** GET: one publication with its contentJSON (a DocumentState) for the compare view. */
  snapshot: (snapshotId: string) => `structured-publications/${snapshotId}`,
  /** GET: the level numbering sets (every signed-in user); what `document/fetch` carries too. */
  numberingSets: 'structured-documents/numbering-sets',
  /** PUT `{ name, alias, levels }` (administrators): creates or replaces a set; DELETE removes it. */
  numberingSet: (setId: string) => `structured-documents/numbering-sets/${setId}`,
  /** No sign-in: the public document's latest public publication, or the one named. */
  publicDocument: (documentId: string, publicationId?: string) =>
    publicationId ? `public/structuredDoc/${documentId}/${publicationId}` : `public/structuredDoc/${documentId}`,
  /** Admin only (the builder): GET the document classes (DocumentClassEntry[]); POST `{ name, offeredKinds }` makes one. */
  classes: 'structured-documents/classes',
  /** Admin only: PUT `{ name?, offeredKinds? }` changes a class; DELETE removes it (409 while documents use it). */
  documentClass: (classId: string) => `structured-documents/classes/${classId}`,
  /** GET: the document as a Word file (.docx), for whoever reads it. */
  docx: (documentId: string) => `structured-documents/${documentId}/docx`,
  /** GET, any signed-in user: the classes a new document may be of (`{ id, name }[]`, the create dialog's choice). */
  classChoices: 'structured-documents/class-choices',
  /** PUT `{ classId }` (null: none): the document's class, by whoever may change its structure. */
  classOf: (documentId: string) => `structured-documents/${documentId}/class`,
  /** GET `{ viewers }`: who reads the document now; POST `{ viewerId }` registers this tab (shell §2; 409 twice). */
  viewers: (documentId: string) => `structured-documents/${documentId}/viewers`,
  /** PUT renews this tab's registration (404 once forgotten); DELETE unregisters it. Both answer `{ viewers }`. */
  viewer: (documentId: string, viewerId: string) => `structured-documents/${documentId}/viewers/${viewerId}`,
} as const;

/** A document class as the builder lists it: the kinds it offers and how many documents are of it. */
export interface DocumentClassEntry {
  id: string;
  name: string;
  offeredKinds: string[];
  documentCount: number;
}

/** The paths as the server mounts them (declared to the kernel as `apiPaths`); more come with each part. */
export const SDOC_API_PATHS: readonly string[] = [
  SDOC_API.fetch,
  SDOC_API.save,
  SDOC_API.locks,
  SDOC_API.byElement,
  SDOC_API.render,
  SDOC_API.quickView,
  SDOC_API.snapshots(':id'),
  SDOC_API.snapshot(':id'),
  SDOC_API.numberingSets,
  SDOC_API.numberingSet(':id'),
  'public/structuredDoc/:documentId',
  'public/structuredDoc/:documentId/:publicationId',
  SDOC_API.classes,
  SDOC_API.documentClass(':id'),
  SDOC_API.docx(':id'),
  SDOC_API.classChoices,
  SDOC_API.classOf(':id'),
  SDOC_API.viewers(':id'),
  SDOC_API.viewer(':id', ':viewerId'),
];

/** The area's realtime channel; each document is a topic of it (`structured-documents/document:<id>`). */
export const SDOC_CHANNEL = 'document';

/** What the browser subscribes to for one document's saves and locks (every editor and viewer of it). */
export const sdocTopic = (documentId: string) => `structured-documents/${SDOC_CHANNEL}:${documentId}`;
