import { CLASS, PROP, filterLiteral, rowText, type InstanceRow } from '@ontobench/sdk/common';
import { readRows, updateOp, type UserData } from '@ontobench/sdk/node';
import type { CopyPlanner, Holder } from './plan.ts';
import { sourceTags } from './role-targets.ts';

/** A user's own Settings records (shell.md §3: JSON objects merged oldest first), and that merge. */
async function ownSettings(
  data: UserData,
  userId: string,
): Promise<{ ids: string[]; merged: Record<string, unknown> }> {
  const rows = await readRows(data, CLASS.Settings, [PROP.json, PROP.creationDate], {
    filter: `[${PROP.author}] = ${filterLiteral(userId)}`,
  });
  rows.sort((a, b) => (rowText(a, PROP.creationDate) ?? '').localeCompare(rowText(b, PROP.creationDate) ?? ''));
  const merged: Record<string, unknown> = {};
  for (const row of rows) Object.assign(merged, parsed(row));
  return { ids: rows.map((r) => r.id), merged };
}

/** A record's JSON object; one that does not parse counts as empty, as the browser's merge skips it. */
function parsed(row: InstanceRow): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(rowText(row, PROP.json) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * A user's settings to other users: every key of the source's own settings is set in the target's
 * (created or replaced; a key already equal is no change), the target's other keys are kept. Applied,
 * the target's own records are replaced by one record of the result, authored by the target — so the
 * browser's merge (the system's records, then the user's own) reads exactly it.
 */
export async function planSettings(data: UserData, source: Holder, targets: Holder[], plan: CopyPlanner) {
  const from = (await ownSettings(data, source.id)).merged;
  for (const target of targets) {
    const own = await ownSettings(data, target.id);
    const keys = Object.keys(from).filter((k) => JSON.stringify(own.merged[k]) !== JSON.stringify(from[k]));
    if (keys.length === 0) continue;
    for (const key of keys) plan.note('settings', target, key, key in own.merged ? 'replace' : 'create');
    plan.asAdmin.push(...own.ids.map((inst) => ({ op: 'del', inst })));
    const inst = crypto.randomUUID();
    plan.writeAs(
      target.id,
      { op: 'new', class: CLASS.Settings, name: 'Настройки', inst },
      updateOp(inst, PROP.json, JSON.stringify({ ...own.merged, ...from })),
    );
  }
}

/**
 * The source's tags to users: each target gets a tag of their own with the same name and colour, unless
 * they already have one of that name (ignoring case). Not its sharing: whom a tag is shared with is its
 * author's choice.
 */
export async function planTagsToUsers(data: UserData, source: Holder, targets: Holder[], plan: CopyPlanner) {
  const tags = await sourceTags(data, source);
  if (tags.length === 0) return;
  for (const target of targets) {
    const own = await readRows(data, CLASS.Tag, [], { filter: `[${PROP.author}] = ${filterLiteral(target.id)}` });
    const taken = new Set(own.map((t) => t.name.toLowerCase()));
    for (const tag of tags) {
      if (taken.has(tag.name.toLowerCase())) continue;
      taken.add(tag.name.toLowerCase());
      const inst = crypto.randomUUID();
      const color = rowText(tag, PROP.color);
      plan.note('tags', target, tag.name, 'create');
      plan.writeAs(
        target.id,
        { op: 'new', class: CLASS.Tag, name: tag.name, inst },
        ...(color ? [updateOp(inst, PROP.color, color)] : []),
      );
    }
  }
}
