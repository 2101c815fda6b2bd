import type { QuickLaunchRow } from './quick-launch-row.ts';

/**
 * What a row says it is: the label its kind's own search gave, else the kind's label when the kind names
 * the object's very class (a translated text rather than the store's class name, which for the system
 * classes is English), else the name of the object's class (a user-made class, e.g. "Пицца").
 */
export function rowLabel(row: QuickLaunchRow): { key: string; ns: string } | { text: string } | undefined {
  if (!row.kind) return undefined;
  if (row.labelKey) return { key: row.labelKey, ns: row.kind.owner };
  if (row.className === null || (row.inheritsId && row.kind.classIds.includes(row.inheritsId)))
    return { key: row.kind.labelKey, ns: row.kind.owner };
  return { text: row.className };
}
