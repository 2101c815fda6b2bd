/**
 * The browser paths of the home area's pages (src/browser/index.ts), handed to the server so that no
 * runtime plugin takes one; a test checks the list against the contributions.
 */
export const HOME_ROUTE_PATHS: readonly string[] = ['/', '/welcome', '/object/:class/:id'];
