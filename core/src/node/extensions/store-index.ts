import { activeRoleCodesOn, withRoles } from '../data/access.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { textMatches, type TextMatch, type TextMatchOptions } from './text-matches.ts';

export type { TextMatch, TextMatchOptions };

/** What an instance is, as the index knows it (no access check: see StoreIndex). */
export interface InstanceKind {
  classId: string;
  /** The extension that declared the instance's class; null for a user's class. */
  classOwner: string | null;
  /** The class of the instance's class (CLASS.Class for a user's class). */
  classClass: string;
}

/**
 * The read access an extension has beside the data API (API v2 replaces raw SQL on `ctx.store`): a few
 * questions the data API cannot answer without knowing the class first, whose answers reveal nothing by
 * themselves — ids and class ids, never names or values of what the asker may not read. Show a user only
 * what is then read again through `ctx.data` as that user. Each is one parameterised query.
 */
export interface StoreIndex {
  /** Which class an instance belongs to (to know which get_data or get_form to ask), or null. */
  kindOf(id: string): Promise<InstanceKind | null>;
  /**
   * The classes, instances of `classClass` declared by no extension, that hold instances whose name
   * contains `text` (ignoring case), those with most matches first.
   */
  classesWithNamesLike(text: string, options: { classClass: string; limit: number }): Promise<string[]>;
  /** The (property, class) pairs of values that point at an instance, except through `exceptProps`. */
  linksTo(
    id: string,
    options: { exceptProps: readonly string[]; limit: number },
  ): Promise<{ prop: string; classId: string }[]>;
  /** Whether the instance is of `classId` and holds `value` in `prop` (e.g. a public flag). */
  hasValue(id: string, classId: string, prop: string, value: string): Promise<boolean>;
  /**
   * The role codes of the user's active assignments on the object (to them, or to a data-source role
   * they hold), sorted: an area's finer rights, such as a content-only editor. The user's own answer.
   */
  roleCodesOn(user: { id: string; isAdmin: boolean }, objectId: string): Promise<string[]>;
  /**
   * The data-source roles (CLASS.Role ids) the user holds by an active membership an administrator
   * granted (access.ts `withRoles`), sorted: e.g. which of a tag's roles bring it to them.
   */
  rolesOf(user: { id: string }): Promise<string[]>;
  /**
   * The instances whose name or text values match `text` (full text in Russian and English, a trigram
   * fallback for misspellings), best first: ids, class ids and the matching properties' ids, for the
   * general search to read as its user.
   */
  textMatches(text: string, options: TextMatchOptions): Promise<TextMatch[]>;
}

export function storeIndex(store: SqlStore): StoreIndex {
  return {
    async kindOf(id) {
      const { rows } = await store.query<{ class_id: string; class_owner: string | null; class_class: string }>(
        `select i.class_id, c.owner as class_owner, c.class_id as class_class
           from ob_instance i join ob_instance c on c.id = i.class_id where i.id = $1`,
        [id],
      );
      const row = rows[0];
      return row ? { classId: row.class_id, classOwner: row.class_owner, classClass: row.class_class } : null;
    },
    async classesWithNamesLike(text, { classClass, limit }) {
      const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { rows } = await store.query<{ class_id: string }>(
        `select i.class_id from ob_instance i join ob_instance c on c.id = i.class_id
          where c.owner is null and c.class_id = $1 and lower(i.name) like $2
          group by i.class_id order by count(*) desc limit $3`,
        [classClass, pattern, limit],
      );
      return rows.map((row) => row.class_id);
    },
    async linksTo(id, { exceptProps, limit }) {
      const { rows } = await store.query<{ prop: string; class_id: string }>(
        `select distinct v.prop, i.class_id from ob_value v join ob_instance i on i.id = v.inst
          where v.ref = $1 and v.prop <> all($2::uuid[]) limit $3`,
        [id, [...exceptProps], limit],
      );
      return rows.map((row) => ({ prop: row.prop, classId: row.class_id }));
    },
    async hasValue(id, classId, prop, value) {
      const { rows } = await store.query(
        `select 1 from ob_instance i
          where i.id = $1 and i.class_id = $2
            and exists (select 1 from ob_value v where v.inst = i.id and v.prop = $3 and v.val = $4)`,
        [id, classId, prop, value],
      );
      return rows.length > 0;
    },
    roleCodesOn: (user, objectId) => activeRoleCodesOn(store, { id: user.id, isAdmin: false }, objectId),
    rolesOf: async (user) => [...((await withRoles(store, { id: user.id, isAdmin: false })).roles ?? [])].sort(),
    textMatches: (text, options) => textMatches(store, text, options),
  };
}
