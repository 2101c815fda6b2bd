/**
 * A recent link, spec shell.md §3. `businessEntity` names its recent-link type (shell.md §2): an open
 * string id that the area owning the type contributes (`recentLinkTypes`); a stored link whose type no
 * running extension declares is still shown, with its own name and icon (docs/architecture.md
 * "Core holds mechanisms").
 */
export interface RecentLink {
  link: string;
  objectName: string;
  businessEntity: string;
  icon: string;
  dt: string;
  pinned: boolean;
}

/** A recent-link type id: a letter, then letters, digits, `.`, `_` or `-` (e.g. `structuredDocument`). */
export const RECENT_LINK_TYPE_ID_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;

/** What is wrong with a recent-link type as contributed (empty when nothing is). */
export function recentLinkTypeProblems(type: { id: unknown; labelKey: unknown; icon: unknown }): string[] {
  const problems: string[] = [];
  if (typeof type.id !== 'string' || !RECENT_LINK_TYPE_ID_PATTERN.test(type.id))
    problems.push(`id ${JSON.stringify(type.id)} is not a recent-link type id`);
  if (typeof type.labelKey !== 'string' || type.labelKey === '') problems.push('labelKey is missing');
  if (typeof type.icon !== 'string' || type.icon === '') problems.push('icon is missing');
  return problems;
}
