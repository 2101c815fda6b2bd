import { useCallback, useEffect, useRef, useState } from 'react';
import { Services, useService, useT } from '@ontobench/sdk';
import { MapLoadError } from '../data/map-data.ts';
import type { MapGraph } from '../../../common/maps/graph.ts';
import { allPlaced, type Positions } from '../../../common/maps/layout-doc.ts';
import type { PhysicsSettings } from '@ontobench/sdk/common';
import { runLayout } from '../layout/run-layout.ts';

/** What a map page loads: the graph, the stored positions and, if the user may keep them, a saver. */
export interface LoadedMap {
  name: string;
  graph: MapGraph;
  stored: Positions;
  save?: (positions: Positions) => Promise<void>;
  /** Positions computed on the spot instead of the worker's force layout (the taxonomy's tree). */
  place?: () => Positions;
}

export type MapState =
  | { status: 'loading' }
  | { status: 'layout'; progress: number; name: string }
  | { status: 'failed'; message: string; notFound: boolean }
  | ({ status: 'ready'; positions: Positions; source: 'stored' | 'layout' } & LoadedMap);

/**
 * Loads a map and gives it positions: the stored ones when every node has one (no layout at all),
 * otherwise the worker's force layout (nodes with stored positions stay put), which is then stored.
 * Also returns `moved` (store positions after a drag, debounced), `relayout` (lay out afresh) and
 * `update` (a new graph in place, with its positions).
 */
export function useLaidOutMap(
  load: (signal: AbortSignal) => Promise<LoadedMap>,
  physics: PhysicsSettings,
  key: string,
) {
  const { t } = useT();
  const notifications = useService(Services.Notifications);
  const [state, setState] = useState<MapState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const physicsRef = useRef(physics);
  physicsRef.current = physics;
  const loadRef = useRef(load);
  loadRef.current = load;
  const layoutAbort = useRef<AbortController | null>(null);
  const warned = useRef(false);
  // Through a ref: `t` changes when texts are added, and that must not load the map again.
  const tRef = useRef(t);
  tRef.current = t;

  const store = useCallback(
    (map: LoadedMap, positions: Positions) => {
      map.save?.(positions).catch((error: unknown) => {
        // Someone who may read the map but not change it still gets a working map; say it once.
        if (warned.current) return;
        warned.current = true;
        notifications.show({
          text: tRef.current('maps.saveFailed', { message: (error as Error)?.message ?? String(error) }),
          color: 'warning',
        });
      });
    },
    [notifications],
  );

  const layOut = useCallback(async (map: LoadedMap, known: Positions, signal: AbortSignal) => {
    if (map.place) return map.place();
    setState({ status: 'layout', progress: 0, name: map.name });
    const input = { nodes: map.graph.nodes.map((n) => n.id), edges: map.graph.edges, known };
    return runLayout(
      input,
      physicsRef.current,
      (progress) => !signal.aborted && setState({ status: 'layout', progress, name: map.name }),
      signal,
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    layoutAbort.current = controller;
    setState({ status: 'loading' });
    (async () => {
      performance.mark('onto-map:load-start');
      const map = await loadRef.current(controller.signal);
      performance.measure('onto-map:load', 'onto-map:load-start');
      const ids = map.graph.nodes.map((n) => n.id);
      if (allPlaced(ids, map.stored)) {
        setState({ status: 'ready', ...map, positions: map.stored, source: 'stored' });
        return;
      }
      performance.mark('onto-map:layout-start');
      const positions = await layOut(map, map.stored, controller.signal);
      if (controller.signal.aborted) return;
      performance.measure('onto-map:layout', 'onto-map:layout-start');
      store(map, positions);
      setState({ status: 'ready', ...map, positions, source: 'layout' });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      const notFound = error instanceof MapLoadError && error.notFound;
      setState({ status: 'failed', message: (error as Error)?.message ?? String(error), notFound });
    });
    return () => controller.abort();
  }, [key, attempt, layOut, store]);

  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(saveTimer.current), []);
  const moved = useCallback(
    (positions: Positions) => {
      setState((s) => (s.status === 'ready' ? { ...s, positions } : s));
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => {
        const current = stateRef.current;
        if (current.status === 'ready') store(current, positions);
      }, 300);
    },
    [store],
  );

  const relayout = useCallback(() => {
    if (state.status !== 'ready') return;
    const map = state;
    layoutAbort.current?.abort();
    const controller = new AbortController();
    layoutAbort.current = controller;
    layOut(map, {}, controller.signal)
      .then((positions) => {
        store(map, positions);
        setState({ ...map, status: 'ready', positions, source: 'layout' });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'failed', message: String((error as Error)?.message ?? error), notFound: false });
      });
  }, [state, layOut, store]);

  /** The map changed in place (a term created on it): the new graph and positions, stored. */
  const update = useCallback(
    (graph: MapGraph, positions: Positions) => {
      const current = stateRef.current;
      if (current.status !== 'ready') return;
      const next = { ...current, graph, positions };
      stateRef.current = next;
      setState(next);
      store(next, positions);
    },
    [store],
  );

  return { state, moved, relayout, update, retry: () => setAttempt((n) => n + 1) };
}
