import { useCallback, useMemo, useState } from 'react';
import type { PhysicsSettings } from '../../../common/physics.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import { loadPhysics, resetPhysics, savePhysics } from './physics.ts';

/** The signed-in user's graph physics settings, as `usePhysicsSettings` answers them. */
export interface PhysicsSettingsState {
  /** The settings in force (the defaults of domain.md §9 until the user changes one). */
  physics: PhysicsSettings;
  /** Changes them, stored at once for this user (shell.md §3). */
  setPhysics: (next: PhysicsSettings) => void;
  /** Forgets the user's settings: the defaults again. */
  reset: () => void;
}

/**
 * The signed-in user's graph physics settings from local storage (shell.md §3 "Graph physics settings
 * (stored per user)"): unparseable ones reset to the defaults (domain.md §8). Every graph screen (the
 * ontology maps, the graphs area) reads and changes the same record.
 */
export function usePhysicsSettings(): PhysicsSettingsState {
  const storage = useService(CORE_TOKENS.Storage);
  const userId = useService(CORE_TOKENS.Session).user?.id;
  const [physics, setPhysicsState] = useState<PhysicsSettings>(() => loadPhysics(storage, userId));
  const setPhysics = useCallback(
    (next: PhysicsSettings) => {
      savePhysics(storage, userId, next);
      setPhysicsState(next);
    },
    [storage, userId],
  );
  const reset = useCallback(() => setPhysicsState(resetPhysics(storage, userId)), [storage, userId]);
  return useMemo(() => ({ physics, setPhysics, reset }), [physics, setPhysics, reset]);
}
