/**
 * Apps (spec shell.md §2, §6): every route carries an app tag, every user has an app. The shell holds
 * the mechanism; which apps exist is declared by the areas (`apps` contributions, docs/architecture.md
 * "Core holds mechanisms"). The tag `both` means every app.
 */
export const EVERY_APP = 'both';

/** An app an area declares. */
export interface AppDeclaration {
  /** The tag its routes carry and a user's `app` holds, e.g. `onto`. */
  id: string;
  /**
   * A non-administrator whose app this is reaches only the routes tagged with it or `both` (shell.md
   * §6: "In education mode a non-admin reaches only routes tagged edu").
   */
  confinesUsers?: boolean;
}

/**
 * The core's own app: what a user has unless an administrator sets another, and what a stored app that
 * no area declares falls back to. The core declares it (on the server, beside the areas' apps), so a
 * server without any area still has an app to give its users; `onto` is the workbench (shell.md §2).
 */
export const DEFAULT_APP: AppDeclaration = { id: 'onto' };

/** An app id: lower-case letters, digits and `-`, starting with a letter; never `both`. */
export const APP_ID_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

/** What is wrong with an app as declared (empty when nothing is). */
export function appProblems(app: AppDeclaration): string[] {
  if (typeof app.id !== 'string' || !APP_ID_PATTERN.test(app.id) || app.id === EVERY_APP)
    return [`id ${JSON.stringify(app.id)} is not an app id`];
  return [];
}

/** Whether a non-administrator of `userApp` may reach a route tagged `routeApp`, given the confining apps. */
export function appAllowsRoute(userApp: string | null, routeApp: string, confiningApps: ReadonlySet<string>): boolean {
  if (!userApp || !confiningApps.has(userApp)) return true;
  return routeApp === userApp || routeApp === EVERY_APP;
}
