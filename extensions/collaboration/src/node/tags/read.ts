import { CLASS, PROP, filterLiteral, instanceRows, rowRefs, rowText } from '@ontobench/sdk/common';
import type { GetDataReply, InstanceRow } from '@ontobench/sdk/common';
import type { UserData } from '@ontobench/sdk/node';
import { TAGS_MAX, type TagRef, type TagView } from '../../common/tags/api.ts';

/** The data API as the signed-in user (`ctx.data.run(user, …)`): the store's access rule applies. */
export type Reader = UserData;

const TAG_FIELDS = [{ prop: PROP.color }, { prop: PROP.availableToRoles }, { prop: PROP.author }];

/** The tags the user sees (their own, those shared with a role they hold; all for an administrator), by name. */
export async function readTags(read: Reader, myRoles: readonly string[], filter?: string): Promise<TagView[]> {
  const reply = (await read({
    act: 'get_data',
    class: CLASS.Tag,
    fields: TAG_FIELDS,
    ...(filter ? { filter } : {}),
    limit: TAGS_MAX,
  })) as GetDataReply;
  return instanceRows(reply)
    .map((row) => tagOf(row, myRoles))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** One tag as the user sees it, or null when they do not see it (or it is no tag). */
export async function readTag(read: Reader, myRoles: readonly string[], id: string): Promise<TagView | null> {
  return (await readTags(read, myRoles, `[id] = ${filterLiteral(id)}`))[0] ?? null;
}

function tagOf(row: InstanceRow, myRoles: readonly string[]): TagView {
  const roles: TagRef[] = rowRefs(row, PROP.availableToRoles);
  return {
    id: row.id,
    name: row.name,
    color: rowText(row, PROP.color),
    author: rowRefs(row, PROP.author)[0] ?? null,
    availableToRoles: roles,
    userRoles: roles.filter((r) => myRoles.includes(r.id)),
    canEdit: !row.readonly,
  };
}
