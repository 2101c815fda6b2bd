import { CLASS, PROP, inChunks, inIds, instanceRows, rowTexts, type InstanceRow } from '@ontobench/sdk/common';
import { readRows, type UserData } from '@ontobench/sdk/node';
import type { RoleDto } from '../../common/roles/api.ts';

const ROLE_FIELDS = [PROP.code, PROP.isGlobal, PROP.isMulti, PROP.notActive, PROP.subjectArea];

/**
 * Roles read through `data`, by name, with the objects they are assigned on as `assignments` reads
 * them (the reader's own assignments' objects for a non-administrator); `canEdit` false makes none
 * editable (a non-administrator reading every role with an administrator's rights).
 */
export async function readRoles(
  data: UserData,
  filter?: string,
  assignments: UserData = data,
  canEdit = true,
): Promise<RoleDto[]> {
  const rows = await readRows(data, CLASS.Role, ROLE_FIELDS, filter ? { filter } : {});
  const objects = await objectsOf(
    assignments,
    rows.map((r) => r.id),
  );
  return rows
    .map((row) => roleOf(row, objects.get(row.id) ?? [], canEdit))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.code.localeCompare(b.code));
}

function roleOf(row: InstanceRow, objects: RoleDto['objects'], canEdit: boolean): RoleDto {
  const flag = (prop: string) => rowTexts(row, prop)[0] === 'true';
  return {
    id: row.id,
    code: rowTexts(row, PROP.code)[0] ?? '',
    name: row.name,
    isGlobal: flag(PROP.isGlobal),
    isMulti: flag(PROP.isMulti),
    notActive: flag(PROP.notActive),
    subjectAreas: (row.values.get(PROP.subjectArea) ?? []).flatMap((v) =>
      v.val === null ? [] : [{ id: String(v.val), name: v.cap ?? String(v.val) }],
    ),
    objects,
    editable: canEdit && !row.readonly && row.canDelete,
  };
}

/** The objects each role is assigned on, from the assignments the user reads (shell.md §3 Role "objects"). */
async function objectsOf(data: UserData, roleIds: string[]): Promise<Map<string, RoleDto['objects']>> {
  const out = new Map<string, RoleDto['objects']>();
  if (roleIds.length === 0) return out;
  const assignments = await inChunks(roleIds, async (chunk) =>
    instanceRows(
      (await data({
        act: 'get_data',
        class: CLASS.Assignment,
        filter: inIds(PROP.role, chunk),
        fields: [{ prop: PROP.role }, { prop: PROP.obj }],
        limit: 5000,
      })) as Parameters<typeof instanceRows>[0],
    ),
  );
  for (const row of assignments) {
    const role = rowTexts(row, PROP.role)[0];
    const obj = row.values.get(PROP.obj)?.[0];
    if (!role || !obj || obj.val === null) continue;
    const list = out.get(role) ?? [];
    if (!list.some((o) => o.id === obj.val)) list.push({ id: String(obj.val), name: obj.cap ?? String(obj.val) });
    out.set(role, list);
  }
  return out;
}
