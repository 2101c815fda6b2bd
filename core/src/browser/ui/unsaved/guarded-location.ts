import { useCallback } from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import type { UnsavedChanges } from '../../services/unsaved-changes.ts';

/**
 * Wraps a wouter location hook so every in-app navigation (links, `navigate`) first asks the guard:
 * with unsaved changes the user confirms, or stays where they are.
 */
type LocationHook = BaseLocationHook & { searchHook?: BaseSearchHook };

export function guardLocationHook(base: LocationHook, guard: UnsavedChanges): LocationHook {
  const hook = function useGuardedLocation(...args: Parameters<BaseLocationHook>) {
    const [location, navigate] = base(...args);
    const guarded = useCallback(
      (to: string, ...rest: unknown[]) => {
        if (!guard.dirty) return navigate(to, ...rest);
        void guard.confirmLeave().then((leave) => {
          if (leave) navigate(to, ...rest);
        });
      },
      [navigate],
    );
    return [location, guarded];
  } as LocationHook;
  // wouter's Router takes the search hook from the location hook (memoryLocation attaches one): keep it.
  hook.searchHook = base.searchHook;
  return hook;
}
