import { useSyncExternalStore } from 'react';
import { injectable } from 'inversify';

/**
 * One field of a class view: the property, and the tab it is shown on (`main` when absent); whether it
 * is a list column (`list`: true adds it even to a list that has no such column, false keeps it off the
 * lists, absent: a column if the list has one) and whether it is on the form (`form: false`: a list
 * column only, e.g. the author or the creation date); the column's heading (`label`) when the list has none.
 */
export interface ClassViewField {
  prop: string;
  tab?: string;
  list?: boolean;
  form?: boolean;
  label?: string;
}

/**
 * Class views for the signed-in user (domain.md §3 "class views per role"): per class, which fields, in
 * which order, on which tab. An area that keeps views (the administration area's `/settings/views`) sets
 * them after sign-in; the core's object forms and lists follow them. A class without a view shows
 * everything, as before. Hiding is the interface's only: the data access rules stay as they are.
 */
export interface ClassViews {
  /** The view of a class, or undefined (show every field). */
  forClass(classId: string): readonly ClassViewField[] | undefined;
  /** Replaces every view (by class id); `undefined` forgets them (signed out, another user). */
  set(views: Readonly<Record<string, readonly ClassViewField[]>> | undefined): void;
  /** Calls `listener` after every `set`; the returned function stops it. */
  subscribe(listener: () => void): () => void;
}

@injectable()
export class ClassViewsService implements ClassViews {
  private views: Readonly<Record<string, readonly ClassViewField[]>> = {};
  private readonly listeners = new Set<() => void>();

  forClass(classId: string): readonly ClassViewField[] | undefined {
    return this.views[classId];
  }

  set(views: Readonly<Record<string, readonly ClassViewField[]>> | undefined): void {
    this.views = views ?? {};
    for (const listener of [...this.listeners]) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The view of a class, re-rendering when the views change; undefined while none applies. */
export function useClassViewOf(views: ClassViews, classId: string): readonly ClassViewField[] | undefined {
  return useSyncExternalStore(
    (listener) => views.subscribe(listener),
    () => views.forClass(classId),
  );
}

/**
 * A form's fields under a view: the view's fields in its order, each on the view's tab; the others hidden.
 * The name stays (it is obligatory: domain.md §5), first unless the view places it. No view: unchanged.
 */
export function fieldsInView<F extends { prop: string; tab: string }>(
  fields: readonly F[],
  view: readonly ClassViewField[] | undefined,
  nameProp: string,
): F[] {
  if (!view) return [...fields];
  const byProp = new Map(fields.map((f) => [f.prop, f]));
  const out: F[] = [];
  const onForm = view.filter((v) => v.form !== false);
  for (const v of onForm) {
    const f = byProp.get(v.prop);
    if (f) out.push({ ...f, tab: v.tab ?? 'main' });
  }
  const name = byProp.get(nameProp);
  if (name && !onForm.some((v) => v.prop === nameProp)) out.unshift(name);
  return out;
}

/**
 * A list's columns under a view: the name column first, then the view's fields in its order — each the
 * list's own column if it has one, else (`list: true`) a column `add` makes for it; a field with
 * `list: false` is no column; the list's other columns are hidden. No view: unchanged.
 */
export function columnsInView<C extends { prop: string }>(
  columns: readonly C[],
  view: readonly ClassViewField[] | undefined,
  nameProp: string,
  add?: (field: ClassViewField) => C,
): C[] {
  if (!view) return [...columns];
  const own = new Map(columns.map((c) => [c.prop, c]));
  const name = columns.filter((c) => c.prop === nameProp);
  const shown = view.flatMap((v) => {
    if (v.prop === nameProp || v.list === false) return [];
    const column = own.get(v.prop) ?? (v.list === true && add ? add(v) : undefined);
    return column ? [column] : [];
  });
  return [...name, ...shown];
}
