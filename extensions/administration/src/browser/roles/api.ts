import type { HttpClient } from '@ontobench/sdk';
import { ROLES_API, type RoleDto, type RoleInput } from '../../common/roles/api.ts';
import { callJson, callNoContent } from '../shared/call.ts';

/** The roles part's calls (common/roles/api.ts). */
const enc = encodeURIComponent;

export const listRoles = async (http: HttpClient, signal?: AbortSignal) =>
  (await callJson<{ roles: RoleDto[] }>(http, 'GET', ROLES_API.roles, undefined, signal)).roles;

export const createRole = (http: HttpClient, body: RoleInput) => callJson<RoleDto>(http, 'POST', ROLES_API.roles, body);

export const updateRole = (http: HttpClient, id: string, body: RoleInput) =>
  callJson<RoleDto>(http, 'PATCH', ROLES_API.role(enc(id)), body);

export const deleteRole = (http: HttpClient, id: string) => callNoContent(http, 'DELETE', ROLES_API.role(enc(id)));
