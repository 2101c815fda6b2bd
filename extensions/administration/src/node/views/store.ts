import { CLASS, PROP, filterLiteral, rowText, type GetFormReply, type InstanceRow } from '@ontobench/sdk/common';
import { HttpError, readRows, type UserData } from '@ontobench/sdk/node';
import { ADMIN_CLASS, ADMIN_PROP } from '../../common/schema.ts';
import type { ClassViewDto, ClassViewField } from '../../common/views/api.ts';

export const VIEW_FIELDS = [ADMIN_PROP.viewClass, ADMIN_PROP.viewRole, ADMIN_PROP.viewFields];
export const VIEW_MISSING = 'Вид класса не найден';

/** A stored view row as the page shows it; fields that do not parse are an empty list (logged by the caller). */
export function viewOf(row: InstanceRow, className: string): ClassViewDto {
  let fields: ClassViewField[] = [];
  try {
    const parsed: unknown = JSON.parse(rowText(row, ADMIN_PROP.viewFields) ?? '[]');
    if (Array.isArray(parsed)) fields = parsed as ClassViewField[];
  } catch {
    fields = [];
  }
  return {
    id: row.id,
    classId: rowText(row, ADMIN_PROP.viewClass) ?? '',
    className,
    roleCode: rowText(row, ADMIN_PROP.viewRole) ?? '',
    fields,
  };
}

/** Every view (read as `data`), with its class's name, by class name then role code. */
export async function readViews(data: UserData, filter?: string): Promise<ClassViewDto[]> {
  const rows = await readRows(data, ADMIN_CLASS.ClassView, VIEW_FIELDS, filter ? { filter } : {});
  const classIds = [...new Set(rows.map((r) => rowText(r, ADMIN_PROP.viewClass) ?? ''))].filter(Boolean);
  const names = new Map<string, string>();
  if (classIds.length > 0)
    for (const row of await readRows(data, CLASS.Class, [], {
      filter: `[id] in (${classIds.map(filterLiteral).join(', ')})`,
    }))
      names.set(row.id, row.name);
  return rows
    .map((row) => viewOf(row, names.get(rowText(row, ADMIN_PROP.viewClass) ?? '') ?? ''))
    .sort((a, b) => a.className.localeCompare(b.className, 'ru') || a.roleCode.localeCompare(b.roleCode));
}

/** The class (an instance of Class, read as the administrator) and the properties of its form. */
export async function classAndForm(data: UserData, classId: string): Promise<{ name: string; props: Set<string> }> {
  const [row] = await readRows(data, CLASS.Class, [], { filter: `[id] = ${filterLiteral(classId)}` });
  if (!row) throw new HttpError(400, 'Класс не найден');
  const form = (await data({ act: 'get_form', class: classId })) as GetFormReply;
  return { name: row.name, props: new Set([PROP.name, ...form.fields.map((f) => f.prop)]) };
}
