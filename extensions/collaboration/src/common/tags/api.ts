/**
 * The tags part's calls (issue 21 item 6; domain.md §3 Tag), mounted under `/api/`. A tag is the core's
 * CLASS.Tag: name, PROP.color, author, PROP.availableToRoles. It is visible to its author, to a holder
 * of a role it is available to, and to administrators; the store's access rule says so (the area's
 * access policy), so every list's tag filter and every object's tags obey it, not only these calls.
 */
export const TAGS_API = {
  /** GET → TagView[] (the tags the user sees, by name); POST TagInput → TagView. */
  tags: 'collaboration/tags',
  /** PATCH TagInput → TagView (author or administrator); DELETE → 204 (removed from every object too). */
  tag: (id: string) => `collaboration/tags/${id}`,
  /** PUT → 204 tags the object (no change if it has the tag), DELETE → 204 untags it: write access to the object, and the tag visible. */
  objectTag: (objectId: string, tagId: string) => `collaboration/objects/${objectId}/tags/${tagId}`,
};

/** The tags part's calls, mounted under `/api/` (paths without it). */
export const TAGS_API_PATHS: readonly string[] = [
  TAGS_API.tags,
  TAGS_API.tag(':id'),
  TAGS_API.objectTag(':obj', ':tag'),
];

/** A colour as the tags keep it: `#rrggbb`. */
export const TAG_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The longest tag name. */
export const TAG_NAME_MAX = 100;

/** The most tags one user sees (the list is not paged: tags are few). */
export const TAGS_MAX = 500;

/** The swatches the tag dialog offers (Fluent UI's shared colours); any `#rrggbb` is accepted too. */
export const TAG_SWATCHES: readonly string[] = [
  '#c50f1f',
  '#da3b01',
  '#ca5010',
  '#c19c00',
  '#498205',
  '#107c10',
  '#038387',
  '#0f6cbd',
  '#4f6bed',
  '#5c2e91',
  '#8764b8',
  '#c239b3',
  '#e3008c',
  '#8a8886',
];

/** An instance by id and name. */
export interface TagRef {
  id: string;
  name: string;
}

/** A tag as the user sees it (domain.md §3 Tag: name, color, author, availableToRoles, userRoles). */
export interface TagView {
  id: string;
  name: string;
  /** `#rrggbb`, or null for a tag made before colours were required. */
  color: string | null;
  author: TagRef | null;
  /** The roles it is shared with: it is shared when there are some. */
  availableToRoles: TagRef[];
  /** Which of those roles the user holds: how the tag reaches a user who is not its author. */
  userRoles: TagRef[];
  /** The user may rename, recolour, share and delete it: its author or an administrator. */
  canEdit: boolean;
}

/** What a create or an edit sends; a create needs `name` and `color`, an edit any of the three. */
export interface TagInput {
  name?: string;
  color?: string;
  /** Role ids; an empty list stops sharing. */
  availableToRoles?: string[];
}
