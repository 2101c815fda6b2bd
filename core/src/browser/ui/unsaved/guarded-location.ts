import { useCallback } from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import type { UnsavedChanges } from '../../services/unsaved-changes.ts';
import type { HeldLocation } from './guarded-history.ts';

/**
 * Wraps a wouter location hook so every in-app navigation (links, `navigate`) first asks the guard:
 * with unsaved changes the user confirms, or stays where they are. While a Back/Forward waits for the
 * answer (guarded-history.ts), the location is the page the user was on.
 */
type LocationHook = BaseLocationHook & { searchHook?: BaseSearchHook };

export function guardLocationHook(base: LocationHook, guard: UnsavedChanges, holder?: HeldLocation): LocationHook {
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
    return [holder?.held ?? location, guarded];
  } as LocationHook;
  // wouter's Router takes the search hook from the location hook (memoryLocation attaches one): keep it.
  hook.searchHook = base.searchHook;
  return hook;
}
