import { useCallback } from 'react';
import type { BaseLocationHook } from 'wouter';
import type { UnsavedChanges } from '../../services/unsaved-changes.ts';

/**
 * Wraps a wouter location hook so every in-app navigation (links, `navigate`) first asks the guard:
 * with unsaved changes the user confirms, or stays where they are.
 */
export function guardLocationHook(base: BaseLocationHook, guard: UnsavedChanges): BaseLocationHook {
  return function useGuardedLocation(...args: Parameters<BaseLocationHook>) {
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
  } as BaseLocationHook;
}
