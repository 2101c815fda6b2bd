/**
 * The structured-documents area's classes, with fixed ids (schema.ts holds the properties and the
 * declaration). A file of its own: the area's entry (its contributions, on every page) needs the
 * Structured document class alone.
 */
export const sdocId = (n: number) => `5d0c0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const SDOC_CLASS = {
  /** A document built of components (domain.md §3 "Structured document"). */
  StructuredDocument: sdocId(0x001),
  /** One component of a structured document: its kind, settings, content, container and place. */
  Element: sdocId(0x002),
  /** One level of a numbering: level, number format, level text (domain.md §3 "Level numbering"). */
  LevelNumbering: sdocId(0x003),
  /** A named group of levels, chosen by an element through its alias. */
  LevelNumberingSet: sdocId(0x004),
  /** A publication of a structured document: a snapshot of its content as JSON and HTML. */
  Snapshot: sdocId(0x005),
  /** A kind of structured document defined in the builder: which component kinds its documents offer. */
  DocumentClass: sdocId(0x006),
  /** The elements one editor's tab is changing in a document, until it saves or lets go (§4 locks). */
  EditorLock: sdocId(0x007),
  /** A tab reading a document in the viewer now (shell §2 "registers a viewer on entry"), until it leaves. */
  DocumentViewer: sdocId(0x008),
} as const;
