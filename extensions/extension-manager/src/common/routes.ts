/**
 * The browser paths of the extension manager's pages (src/browser/index.ts), handed to the server so
 * that no runtime plugin takes one; a test checks the list against the contributions.
 */
export const EXTENSION_MANAGER_ROUTE_PATHS: readonly string[] = ['/settings/extensions', '/settings/plugins'];
