import { useCallback, useMemo, useState } from 'react';
import { STORAGE_KEYS, Services, usePhysicsSettings, useService } from '@ontobench/sdk';

/**
 * The user's map settings: physics (the SDK's per-user record every graph screen shares, reset to
 * defaults when unparseable) and edge highlight (shell §3 lists both keys). Live physics is per visit:
 * a 2,000-node map must not start simulating on the main thread because it once did on a small one.
 */
export function useMapSettings() {
  const storage = useService(Services.Storage);
  const { physics, setPhysics, reset } = usePhysicsSettings();
  const [edgeHighlight, setEdgeHighlightState] = useState(
    () => storage.getItem(STORAGE_KEYS.edgeHighlight) !== 'false',
  );
  const [livePhysics, setLivePhysics] = useState(false);

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
