import type { APIRequestContext } from '@playwright/test';
import { PROP } from '@ontobench/core/common';
import { ASSIGNMENTS_API } from '../../extensions/administration/src/common/assignments/api.ts';
import { COMMANDS_API } from '../../extensions/administration/src/common/commands/api.ts';
import { VIEWS_API } from '../../extensions/administration/src/common/views/api.ts';
import { ROLES_API } from '../../extensions/administration/src/common/roles/api.ts';
import { PAYLOADS } from './xss-corpus.ts';

/**
 * Stores the administration area's part of the XSS corpus (issue 21) as an administrator: a role named
 * with a payload, and its assignment to the corpus's user on the corpus's class (itself named with one),
 * so the roles and assignments pages carry payloads in a role's name, an object's name and a user's; a
 * command whose JSON holds a payload (`/settings/commands`) and a class view of the corpus's class for the
 * `student` role (`/settings/views` shows the class's name; the corpus's user does not hold that role).
 */
export async function storeAdministrationCorpus(
  request: APIRequestContext,
  adminToken: string,
  mark: string,
  ids: { user: string; cls: string },
): Promise<{ role: string }> {
  const post = async (path: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const reply = await request[method](`/api/${path}`, { headers: { authorization: `Bearer ${adminToken}` }, data });
    if (!reply.ok()) throw new Error(`the corpus's ${path}: ${reply.status()} ${await reply.text()}`);
    return ((await reply.json()) as { id: string }).id;
  };
  const role = await post(ROLES_API.roles, { code: `xss_${mark.toLowerCase()}`, name: `${mark} роль ${PAYLOADS[2]}` });
  await post(ASSIGNMENTS_API.assignments, { roleId: role, userId: ids.user, objectId: ids.cls });
  const filter = `[name] ~ '${`${mark} ${PAYLOADS[0]}`.replaceAll("'", "''")}'`;
  await post(COMMANDS_API.commands, { name: `xss.${mark}`, json: JSON.stringify({ class: ids.cls, filter }) });
  await post(VIEWS_API.views, { classId: ids.cls, roleCode: 'student', fields: [{ prop: PROP.name }] }, 'put');
  return { role };
}
