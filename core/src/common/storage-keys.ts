/**
 * Local-storage keys, spec shell.md §3: locale, session id, token (jwt), physics settings,
 * recent links, edge highlight, sidebar state, collapsed elements per document,
 * welcome and browser-warning suppression, admin flag. Plus the theme, which the shell adds.
 */
const PREFIX = 'ontobench.';

export const STORAGE_KEYS = {
  locale: `${PREFIX}locale`,
  sessionId: `${PREFIX}sessionId`,
  token: `${PREFIX}token`,
  physicsSettings: `${PREFIX}physicsSettings`,
  recentLinks: `${PREFIX}recentLinks`,
  edgeHighlight: `${PREFIX}edgeHighlight`,
  sidebarState: `${PREFIX}sidebarState`,
  welcomeSuppressed: `${PREFIX}welcomeSuppressed`,
  browserWarningSuppressed: `${PREFIX}browserWarningSuppressed`,
  isAdmin: `${PREFIX}isAdmin`,
  theme: `${PREFIX}theme`,
} as const;

/** Collapsed elements are remembered per document. */
export function collapsedElementsKey(documentId: string): string {
  return `${PREFIX}collapsed.${documentId}`;
}
