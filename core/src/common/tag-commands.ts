/**
 * The commands a tags area offers to the side menu of list screens (shell.md §2 "a side menu with a
 * create button and a tag filter by class"). The core names them and shows their buttons only while an
 * extension registers them, so the tag filter gains "create tag" and "manage tags" without knowing who
 * keeps tags (docs/collaboration.md).
 */
export const TAG_COMMANDS = {
  /** Asks for a new tag (name, colour) and resolves to it as `CreatedTag`, or to undefined when cancelled. */
  create: 'tags.create',
  /** Opens the tags manager. */
  manage: 'tags.manage',
} as const;

/** What `TAG_COMMANDS.create` resolves to. */
export interface CreatedTag {
  id: string;
  name: string;
  /** A CSS colour `#rrggbb`. */
  color: string;
}
