import { dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { SDOC_CLASS, sdocId } from './classes.ts';

export { SDOC_CLASS } from './classes.ts';

/**
 * The structured-documents area's part of the store (domain.md §3 "Structured document", "Level
 * numbering", "Snapshot or publication"), with fixed ids, installed by the server at every start. Ids
 * never change; new ones take the next number. Fields the core already has are the core's properties:
 * name, author, creation date, subject area, description (the spec's `context`). Elements, numbering
 * and snapshots are written by the area's calls alone (document/save, publish), after they checked the
 * document's rights: an element's rights are its document's (docs/structured-documents.md "Access").
 */
const id = sdocId;

export const SDOC_PROP = {
  /** The title of a document or element, shown above its content (the name is how lists name it: an element's is its title or kind). */
  title: id(0x101),
  /** A short label (a code for lists and references). */
  label: id(0x102),
  /** The builder's document class this document is of (which kinds it offers). */
  documentClass: id(0x103),
  /** The document's metadata as JSON (document state, §3): what the render call answers besides the HTML. */
  metadata: id(0x104),
  /** The state's version: one more at every save (the server's counter). */
  version: id(0x105),
  /** When the document was saved last (ISO). */
  savedAt: id(0x106),

  /** The document an element belongs to (the spec's "belongs-to-document"). */
  elementDocument: id(0x110),
  /** The element it is placed in; none: placed in the document itself. */
  container: id(0x111),
  /** The component kind (kinds.ts): `paragraph`, `section`, … or a plugin's kind. */
  kind: id(0x112),
  /** The element's settings, JSON (defaults.ts fills what is missing). */
  settings: id(0x113),
  /** The element's content (text with references, markdown, a table's data…), at most 100,000 characters. */
  content: id(0x114),
  /** The order record: the element after this one in the same container (§4 "a linked chain"). */
  next: id(0x115),
  /** none, start, continue, inherit (§4). */
  numberingStrategy: id(0x116),
  startNumber: id(0x117),
  /** The alias of the level numbering set the element numbers with. */
  numberingSetAlias: id(0x118),
  highlight: id(0x119),
  logicalLevel: id(0x11a),
  disabled: id(0x11b),
  /** Extra CSS classes of the element in the rendered document (the render call's class filter). */
  extraClasses: id(0x11c),

  /** A level's number within its set (1 = the top). */
  level: id(0x120),
  /** decimal, roman, letters, russianLetters, bullet, none. */
  numberFormat: id(0x121),
  /** The template of the label, e.g. `%1.%2.` (numbering.ts). */
  levelText: id(0x122),
  /** The set a level belongs to. */
  levelSet: id(0x123),
  /** The alias elements name the set by. */
  setAlias: id(0x124),

  /** The document a snapshot publishes. */
  snapshotDocument: id(0x130),
  /** The document's state at publication, JSON. */
  contentJson: id(0x131),
  /** The rendered HTML at publication (sanitised), what the public page shows. */
  contentHtml: id(0x132),

  /** The component kinds a document class offers (kind ids). */
  offeredKinds: id(0x140),

  /** The document a lock is in. */
  lockDocument: id(0x150),
  /** The tab (its session id) that holds the lock. */
  lockTab: id(0x151),
  /** The ids of the elements locked. */
  lockedElements: id(0x152),
  /** When the lock ends unless renewed (ISO). */
  lockExpires: id(0x153),

  /** The document a viewer reads. */
  viewerDocument: id(0x160),
  /** The viewer's id: the reading tab's session id. */
  viewerId: id(0x161),
  /** When the viewer is forgotten unless its tab renews it (ISO). */
  viewerExpires: id(0x162),
} as const;

const DOC = [SDOC_CLASS.StructuredDocument];
const ELEMENT = [SDOC_CLASS.Element];
const LEVEL = [SDOC_CLASS.LevelNumbering];
const SET = [SDOC_CLASS.LevelNumberingSet];
const SNAPSHOT = [SDOC_CLASS.Snapshot];
const LOCK = [SDOC_CLASS.EditorLock];
const VIEWER = [SDOC_CLASS.DocumentViewer];
const text = (pid: string, name: string, domain: readonly string[], multiple = false) =>
  dataProperty(pid, name, 'string', domain, { multiple });
const integer = (pid: string, name: string, domain: readonly string[]) => dataProperty(pid, name, 'integer', domain);
const flag = (pid: string, name: string, domain: readonly string[]) => dataProperty(pid, name, 'boolean', domain);
const ref = objectProperty;
const ADMIN_ONLY = { create: 'admin', change: 'admin', delete: 'admin' } as const;

export const STRUCTURED_DOCUMENTS_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [
    { id: SDOC_CLASS.StructuredDocument, name: 'Structured document' },
    // Elements, publications and locks are written by the area's calls alone, with raised rights after
    // they checked the document's: no request of the data API places a component where §5 forbids it.
    { id: SDOC_CLASS.Element, name: 'Document element', policy: ADMIN_ONLY },
    // Numbering sets are shared settings of every document: an administrator defines them.
    { id: SDOC_CLASS.LevelNumbering, name: 'Level numbering', policy: ADMIN_ONLY },
    { id: SDOC_CLASS.LevelNumberingSet, name: 'Level numbering set', policy: ADMIN_ONLY },
    { id: SDOC_CLASS.Snapshot, name: 'Structured document publication', policy: ADMIN_ONLY },
    // domain.md §6: "Builder of structured documents is admin only".
    { id: SDOC_CLASS.DocumentClass, name: 'Structured document class', policy: ADMIN_ONLY },
    { id: SDOC_CLASS.EditorLock, name: 'Editor lock', policy: ADMIN_ONLY },
    { id: SDOC_CLASS.DocumentViewer, name: 'Document viewer', policy: ADMIN_ONLY },
  ],
  properties: [
    text(SDOC_PROP.title, 'title', [...DOC, ...ELEMENT]),
    text(SDOC_PROP.label, 'label', DOC),
    ref(SDOC_PROP.documentClass, 'document class', DOC, [SDOC_CLASS.DocumentClass]),
    text(SDOC_PROP.metadata, 'metadata', DOC),
    integer(SDOC_PROP.version, 'version', DOC),
    text(SDOC_PROP.savedAt, 'saved at', DOC),
    ref(SDOC_PROP.elementDocument, 'belongs to document', ELEMENT, DOC),
    ref(SDOC_PROP.container, 'container', ELEMENT, ELEMENT),
    text(SDOC_PROP.kind, 'kind', ELEMENT),
    text(SDOC_PROP.settings, 'settings', ELEMENT),
    text(SDOC_PROP.content, 'content', ELEMENT),
    ref(SDOC_PROP.next, 'next', ELEMENT, ELEMENT),
    text(SDOC_PROP.numberingStrategy, 'numbering strategy', ELEMENT),
    integer(SDOC_PROP.startNumber, 'start numbering value', ELEMENT),
    text(SDOC_PROP.numberingSetAlias, 'level numbering set alias', ELEMENT),
    flag(SDOC_PROP.highlight, 'highlight', ELEMENT),
    integer(SDOC_PROP.logicalLevel, 'logical level', ELEMENT),
    flag(SDOC_PROP.disabled, 'disabled', ELEMENT),
    text(SDOC_PROP.extraClasses, 'extra classes', ELEMENT, true),
    integer(SDOC_PROP.level, 'level', LEVEL),
    text(SDOC_PROP.numberFormat, 'number format', LEVEL),
    text(SDOC_PROP.levelText, 'level text', LEVEL),
    ref(SDOC_PROP.levelSet, 'level numbering set', LEVEL, SET),
    text(SDOC_PROP.setAlias, 'alias', SET),
    ref(SDOC_PROP.snapshotDocument, 'document', SNAPSHOT, DOC),
    text(SDOC_PROP.contentJson, 'contentJSON', SNAPSHOT, true),
    text(SDOC_PROP.contentHtml, 'contentHTML', SNAPSHOT, true),
    text(SDOC_PROP.offeredKinds, 'offered kinds', [SDOC_CLASS.DocumentClass], true),
    ref(SDOC_PROP.lockDocument, 'document', LOCK, DOC),
    text(SDOC_PROP.lockTab, 'tab session', LOCK),
    text(SDOC_PROP.lockedElements, 'elements', LOCK, true),
    text(SDOC_PROP.lockExpires, 'expires', LOCK),
    ref(SDOC_PROP.viewerDocument, 'document', VIEWER, DOC),
    text(SDOC_PROP.viewerId, 'viewer id', VIEWER),
    text(SDOC_PROP.viewerExpires, 'expires', VIEWER),
  ],
};
