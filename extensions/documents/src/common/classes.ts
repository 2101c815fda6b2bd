/**
 * The documents area's classes, with fixed ids (schema.ts holds the properties and the declaration). A
 * file of its own: the area's entry (its contributions, on every page) needs the Document class alone.
 */
export const docId = (n: number) => `0d0c0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const DOC_CLASS = {
  Document: docId(0x001),
  /** A named, ordered tree of published document versions (its links). */
  Publication: docId(0x002),
  /** One document version placed in a publication, with its order and parent link. */
  PublicationLink: docId(0x003),
  /** A comment on a document or on a range of its text; replies point to their parent. */
  Comment: docId(0x004),
  /** A document shown in the user-manuals menu on the routes it names. */
  UserManual: docId(0x005),
} as const;
