/** The ten recent-link types of spec shell.md §2; the owning extensions contribute each of them. */
export const RECENT_LINK_TYPE_IDS = [
  'ontology',
  'rule',
  'semanticSearch',
  'diagram',
  'dmn',
  'document',
  'report',
  'graph',
  'structuredDocument',
  'flow',
] as const;

export type RecentLinkTypeId = (typeof RECENT_LINK_TYPE_IDS)[number];

/** A recent link, spec shell.md §3. */
export interface RecentLink {
  link: string;
  objectName: string;
  businessEntity: string;
  icon: string;
  dt: string;
  pinned: boolean;
}
