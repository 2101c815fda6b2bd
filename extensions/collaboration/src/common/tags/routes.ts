/** The tags manager's page (issue 21 item 6): not among shell.md §2's listed paths, so named here. */
export const tagsPath = { manager: '/tags' } as const;

/** The page paths of the tags part, reserved on the server (no plugin route may take them). */
export const TAGS_ROUTE_PATHS: readonly string[] = [tagsPath.manager];
