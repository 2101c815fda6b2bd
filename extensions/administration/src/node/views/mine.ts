import { CLASS, PROP, assignmentState, filterLiteral, rowText, type GetFormReply } from '@ontobench/sdk/common';
import { readRows, type UserData } from '@ontobench/sdk/node';
import type { ClassViewDto, ClassViewField } from '../../common/views/api.ts';

/**
 * The role codes a user holds: those of their assignments that are in force (not suspended, `activeUntil`
 * empty or later than today: shell.md §4), on an object or as a membership (shell.md §5, §6). Read with unrestricted rights: the
 * caller is the user themselves.
 */
export async function rolesOf(read: UserData, userId: string): Promise<string[]> {
  const rows = await readRows(read, CLASS.Assignment, [PROP.roleCode, PROP.notActive, PROP.activeUntil], {
    filter: `[${PROP.user}] = ${filterLiteral(userId)}`,
  });
  const today = new Date().toISOString().slice(0, 10);
  const inForce = (r: (typeof rows)[number]) =>
    assignmentState(
      {
        not_active: rowText(r, PROP.notActive) === 'true',
        activeUntil: rowText(r, PROP.activeUntil)?.slice(0, 10) ?? null,
      },
      today,
    ) === 'active';
  const codes = rows
    .filter(inForce)
    .map((r) => rowText(r, PROP.roleCode) ?? '')
    .filter(Boolean);
  return [...new Set(codes)].sort();
}

/**
 * The views that apply to a holder of `roles`, by class. Where several of their roles have a view of one
 * class, the first role code in alphabetical order decides (views are not merged: a merged order would be
 * nobody's).
 */
export function viewsFor(views: ClassViewDto[], roles: string[]): Record<string, ClassViewField[]> {
  const out: Record<string, ClassViewField[]> = {};
  for (const code of roles)
    for (const view of views) if (view.roleCode === code && !(view.classId in out)) out[view.classId] = view.fields;
  return out;
}

/**
 * The views with a heading for each column a list may have to add (`list: true`): the property's name as
 * the class's form names it (read with the caller's `read`); the author and the creation date are headed
 * by the lists' own words in the browser.
 */
export async function withColumnLabels(
  read: UserData,
  views: Record<string, ClassViewField[]>,
): Promise<Record<string, ClassViewField[]>> {
  const out: Record<string, ClassViewField[]> = {};
  for (const [classId, fields] of Object.entries(views)) {
    if (!fields.some((f) => f.list === true && f.form !== false)) {
      out[classId] = fields;
      continue;
    }
    // A class gone since the view was saved has no form: its columns keep no heading but their id.
    const form = (await read({ act: 'get_form', class: classId, prop_cap: true }).catch(() => ({
      fields: [],
    }))) as GetFormReply;
    const caps = new Map(form.fields.map((f) => [f.prop, f.cap]));
    out[classId] = fields.map((f) => (f.list === true && caps.get(f.prop) ? { ...f, label: caps.get(f.prop)! } : f));
  }
  return out;
}
