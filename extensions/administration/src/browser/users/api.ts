import type { HttpClient } from '@ontobench/sdk';
import {
  USERS_API,
  USERS_PAGE_SIZE,
  type NewUser,
  type UserDto,
  type UserPatch,
  type UsersPage,
} from '../../common/users/api.ts';
import { callJson, callNoContent } from '../shared/call.ts';

/** The users part's calls (common/users/api.ts); the server checks the administrator. */
const enc = encodeURIComponent;

export interface UsersFilter {
  search: string;
  deletionOnly: boolean;
}

/** The query string of one page of the list. */
export function usersQuery(filter: UsersFilter, page: number): string {
  const q = new URLSearchParams();
  if (filter.search.trim()) q.set('search', filter.search.trim());
  if (filter.deletionOnly) q.set('deletionRequested', 'true');
  if (page > 0) q.set('offset', String(page * USERS_PAGE_SIZE));
  q.set('limit', String(USERS_PAGE_SIZE));
  return q.toString();
}

export const listUsers = (http: HttpClient, query: string, signal?: AbortSignal) =>
  callJson<UsersPage>(http, 'GET', `${USERS_API.users}?${query}`, undefined, signal);

export const createUser = (http: HttpClient, body: NewUser) => callJson<UserDto>(http, 'POST', USERS_API.users, body);

export const updateUser = (http: HttpClient, id: string, body: UserPatch) =>
  callJson<UserDto>(http, 'PATCH', USERS_API.user(enc(id)), body);

export const setUserPassword = (http: HttpClient, id: string, password: string) =>
  callNoContent(http, 'POST', USERS_API.password(enc(id)), { password });
