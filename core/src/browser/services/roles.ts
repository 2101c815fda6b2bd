import { ROLES_PATH, type RoleSummary } from '../../common/roles.ts';
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
  return (await replyJson<{ roles: RoleSummary[] }>(await apiRequest(http, 'GET', ROLES_PATH, undefined, signal)))
    .roles;
}

/** `listRoles` as a page's load; a new `attempt` loads again (a retry, a role saved). */
export function useRoles(attempt = 0): Loaded<RoleSummary[]> {
  const http = useService(CORE_TOKENS.Http);
  return useLoad(`ontobench-roles-${attempt}`, (signal) => listRoles(http, signal));
}
