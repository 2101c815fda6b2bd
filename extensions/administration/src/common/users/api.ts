import type { UserRecord } from '@ontobench/sdk/node';

/**
 * The users part's calls (under `/api/`; issue 21 item 1; shell.md §3 "User"). Every one is the
 * administrators' (`adminOnly`, and `ctx.users` checks again): a non-administrator gets 403 before the
 * body is read.
 */
export const USERS_API = {
  /** GET `?search=&deletionRequested=true&offset=&limit=` → UsersPage; POST NewUser → UserDto (201). */
  users: 'administration/users',
  /** GET → UserDto; PATCH UserPatch → UserDto. */
  user: (id: string) => `administration/users/${id}`,
  /** POST `{ password }` → 204: the administrator sets a new password; every sign-in of the user ends. */
  password: (id: string) => `administration/users/${id}/password`,
} as const;

export const USERS_API_PATHS: readonly string[] = [USERS_API.users, USERS_API.user(':id'), USERS_API.password(':id')];

/** An account as the page shows it: the core's `UserRecord` (`ctx.users`), as JSON (a type only: nothing of the server is bundled). */
export type UserDto = UserRecord;

export interface UsersPage {
  items: UserDto[];
  total: number;
}

/** The page size of the users list. */
export const USERS_PAGE_SIZE = 50;

export interface NewUser {
  name: string;
  email: string;
  password: string;
  app?: string;
  isAdmin?: boolean;
  isBetaTester?: boolean;
}

/** What the user dialog changes; absent fields stay. */
export interface UserPatch {
  isAdmin?: boolean;
  isBetaTester?: boolean;
  app?: string;
  accessSuspended?: boolean;
  licenseExpirationDate?: string | null;
  disabledRoutes?: string[];
  enabledRoutes?: string[];
  hiddenComponents?: string[];
}
