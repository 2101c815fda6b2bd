import { useCallback, useEffect, useMemo, useState } from 'react';
import { Services, useService, type Scalar } from '@ontobench/sdk';
import { buildClassTree, type ClassTree, type TreeClass } from './class-tree.ts';
import { loadTreeClasses } from './load-classes.ts';

export type TreeLoad =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; classes: TreeClass[]; tree: ClassTree };

/**
 * The classes of the tree, loaded once per filter (and again on `reloadKey` or a retry), and the tree
 * built from them. `setParents` applies a saved move locally, so the tree updates without a new load.
 */
export function useTreeData(required: readonly { prop: string; value: Scalar }[], reloadKey: unknown) {
  const data = useService(Services.Data);
  const [classes, setClasses] = useState<TreeClass[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [retry, setRetry] = useState(0);
  const requiredKey = JSON.stringify(required);

  useEffect(() => {
    const controller = new AbortController();
    setClasses(null);
    setError(null);
    loadTreeClasses(data, JSON.parse(requiredKey) as typeof required, controller.signal)
      .then((loaded) => {
        if (!controller.signal.aborted) setClasses(loaded);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e);
      });
    return () => controller.abort();
  }, [data, requiredKey, reloadKey, retry]);

  const tree = useMemo(() => (classes ? buildClassTree(classes) : null), [classes]);
  const load: TreeLoad = error
    ? { status: 'failed', error }
    : classes && tree
      ? { status: 'ready', classes, tree }
      : { status: 'loading' };

  const setParents = useCallback((id: string, parents: string[]) => {
    setClasses((list) => list?.map((c) => (c.id === id ? { ...c, parents } : c)) ?? list);
  }, []);
  const reload = useCallback(() => setRetry((n) => n + 1), []);
  return { load, setParents, reload };
}
