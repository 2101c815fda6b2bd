import { useCallback, useMemo, useState } from 'react';
import { STORAGE_KEYS, Services, useService } from '@ontobench/sdk';
import { loadPhysics, resetPhysics, savePhysics, type PhysicsSettings } from '../model/physics.ts';

/**
 * The user's map settings from local storage: physics (per user, reset to defaults when unparseable)
 * and edge highlight (shell §3 lists both keys). Live physics is per visit: a 2,000-node map must not
 * start simulating on the main thread because it once did on a small one.
 */
export function useMapSettings() {
  const storage = useService(Services.Storage);
  const userId = useService(Services.Session).user?.id;
  const [physics, setPhysicsState] = useState<PhysicsSettings>(() => loadPhysics(storage, userId));
  const [edgeHighlight, setEdgeHighlightState] = useState(
    () => storage.getItem(STORAGE_KEYS.edgeHighlight) !== 'false',
  );
  const [livePhysics, setLivePhysics] = useState(false);

  const setPhysics = useCallback(
    (next: PhysicsSettings) => {
      savePhysics(storage, userId, next);
      setPhysicsState(next);
    },
    [storage, userId],
  );
  const reset = useCallback(() => setPhysicsState(resetPhysics(storage, userId)), [storage, userId]);
  const setEdgeHighlight = useCallback(
    (on: boolean) => {
      storage.setItem(STORAGE_KEYS.edgeHighlight, String(on));
      setEdgeHighlightState(on);
    },
    [storage],
  );
  return useMemo(
    () => ({ physics, setPhysics, reset, edgeHighlight, setEdgeHighlight, livePhysics, setLivePhysics }),
    [physics, setPhysics, reset, edgeHighlight, setEdgeHighlight, livePhysics],
  );
}

export type MapSettings = ReturnType<typeof useMapSettings>;
