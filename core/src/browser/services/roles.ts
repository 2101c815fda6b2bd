import { ROLES_PATH, type RoleSummary, type RolesReply } from '../../common/roles.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';
import { useLoad, type Loaded } from '../ui/use-load.ts';
import { apiRequest } from './api-request.ts';
import { replyJson } from './reply.ts';
import type { HttpClient } from './shell-contracts.ts';

/**
 * Every role (`GET /api/roles`, common/roles.ts): id, code, name, flags, by name. The one list every
 * screen that shows or offers roles reads (the roles page, the tag dialog's sharing), so they agree.
 */
export async function listRoles(http: HttpClient, signal?: AbortSignal): Promise<RoleSummary[]> {
  return (await readRolesReply(http, signal)).roles;
}

/** `GET /api/roles` whole: the Role instances and the code-only roles of the started areas' policies. */
export async function readRolesReply(http: HttpClient, signal?: AbortSignal): Promise<RolesReply> {
  const reply = await replyJson<Partial<RolesReply>>(await apiRequest(http, 'GET', ROLES_PATH, undefined, signal));
  return { roles: reply.roles ?? [], codeRoles: reply.codeRoles ?? [] };
}

/** `listRoles` as a page's load; a new `attempt` loads again (a retry, a role saved). */
export function useRoles(attempt = 0): Loaded<RoleSummary[]> {
  const http = useService(CORE_TOKENS.Http);
  return useLoad(`ontobench-roles-${attempt}`, (signal) => listRoles(http, signal));
}
