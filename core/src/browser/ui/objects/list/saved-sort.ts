import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import { saveOwnSetting } from '../../../chrome/settings/own-settings.ts';
import { CHROME_TOKENS } from '../../../chrome/chrome-tokens.ts';
import { CORE_TOKENS } from '../../../kernel/core-tokens.ts';
import { useService } from '../../kernel-context.tsx';
import type { ListSort } from '../object-rows.ts';
import { nextSort } from './ListHeader.tsx';

/** The settings key of the saved sorts: `{ [classId]: { prop, dir } }`. */
export const SORT_PARAMS_KEY = 'sortParams';

/** The sort saved for a class, when it sorts by one of `props` (a column since removed does not count). */
export function savedSortOf(
  values: Record<string, unknown>,
  classId: string,
  props: readonly string[],
): ListSort | undefined {
  const all = values[SORT_PARAMS_KEY];
  const saved: unknown =
    typeof all === 'object' && all !== null ? (all as Record<string, unknown>)[classId] : undefined;
  if (typeof saved !== 'object' || saved === null) return undefined;
  const { prop, dir } = saved as { prop?: unknown; dir?: unknown };
  return typeof prop === 'string' && props.includes(prop) && (dir === 'asc' || dir === 'desc')
    ? { prop, dir }
    : undefined;
}

let saving: Promise<unknown> = Promise.resolve();

/**
 * A list's sort, saved per class and user (domain.md §3 "Saved sort params per class and user") in the
 * user's own settings records, so it follows the user to any browser and «copy settings» can copy it. The
 * saved sort wins over the list's `initial` one; one that arrives after the user already sorted does not.
 * A failed save is said in the console only (domain.md §8: settings).
 */
export function useSavedSort(
  classId: string,
  initial: ListSort | undefined,
  props: readonly string[],
): [ListSort | undefined, (prop: string) => void] {
  const settings = useService(CHROME_TOKENS.Settings);
  const data = useService(CORE_TOKENS.Data);
  const [sort, setSort] = useState(() => savedSortOf(settings.values, classId, props) ?? initial);
  const chosen = useRef(false);
  const propsKey = props.join(' ');
  // The shell loads the settings at sign-in (WelcomeRedirect); a list opened before they arrived follows.
  useEffect(
    () =>
      reaction(
        () => savedSortOf(settings.values, classId, propsKey.split(' ')),
        (saved) => {
          if (saved && !chosen.current) setSort(saved);
        },
      ),
    [settings, classId, propsKey],
  );

  const choose = (prop: string) => {
    chosen.current = true;
    const next = nextSort(sort, prop);
    setSort(next);
    saving = saving.then(() => {
      const all = settings.values[SORT_PARAMS_KEY];
      const map = typeof all === 'object' && all !== null ? (all as Record<string, unknown>) : {};
      return saveOwnSetting(data, settings, SORT_PARAMS_KEY, { ...map, [classId]: next }).catch((error: unknown) =>
        console.warn('The list’s sort could not be saved', error),
      );
    });
  };
  return [sort, choose];
}
