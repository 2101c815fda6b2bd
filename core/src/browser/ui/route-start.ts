import { useEffect, useState, type ComponentType } from 'react';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import type { RouteContribution, RoutePageProps } from '../kernel/contributions.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { ExtensionHost } from '../kernel/extension-host.ts';
import type { Registered } from '../kernel/registry.ts';
import { useService } from './kernel-context.tsx';

export type RoutePage = ComponentType<RoutePageProps>;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Pages already fetched, so going back to a screen shows it at once. Keyed by the registration. */
const loadedPages = new WeakMap<object, RoutePage>();
/** Pages on their way: the route's start and its outlet wait for the same load. */
const loadingPages = new WeakMap<object, Promise<RoutePage>>();

/** The route's page if it was loaded before. */
export function loadedRoutePage(route: Registered<RouteContribution>): RoutePage | undefined {
  return loadedPages.get(route);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Loading ${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Activates the route's extension and fetches its page chunk; one load per route at a time, kept once
 * loaded. A failed load is forgotten, so the next entry tries again.
 */
export function loadRoutePage(host: ExtensionHost, route: Registered<RouteContribution>): Promise<RoutePage> {
  const loading = loadingPages.get(route);
  if (loading) return loading;
  // The chunk comes beside the activation (which waits for the extension's texts first); the page
  // shows once both are done.
  const chunk = withTimeout(route.page(), SHELL_CONSTANTS.chunkLoadTimeoutMs, `page ${route.id}`);
  chunk.catch(() => {});
  const load = host.activate(route.owner).then(async () => {
    const Page = (await chunk).default;
    loadedPages.set(route, Page);
    return Page;
  });
  loadingPages.set(route, load);
  load.catch(() => loadingPages.delete(route));
  return load;
}

/**
 * What entering a route starts at once, as soon as the route guard lets the user in and before the
 * screen's texts and layout are there: the route's `prefetch` (its first data requests) and its page's
 * chunk with the extension's activation. On a first page load this saves the time the shell's texts and
 * the main layout take (docs/benchmarks.md, the 1,000-element diagram); in the app it changes nothing,
 * both being there. Not for a page already loaded: that page asks for its data itself at once.
 * Keyed by the route, so a new route entered starts again; the parameters are those it was entered with.
 */
export function useRouteStart(route: Registered<RouteContribution>, params: RoutePageProps['params']): void {
  const host = useService(CORE_TOKENS.ExtensionHost);
  const http = useService(CORE_TOKENS.Http);
  const data = useService(CORE_TOKENS.Data);
  const i18n = useService(CORE_TOKENS.I18n);
  const [entered] = useState(params);
  useEffect(() => {
    if (loadedPages.has(route)) return;
    let issued: unknown;
    try {
      issued = route.prefetch?.(entered, { http, data, language: i18n.language });
    } catch (error) {
      console.warn(`prefetch of ${route.id} failed`, error);
    }
    // The page's chunk once the route's own requests went out, so they are not queued behind its many
    // small files on the browser's six connections to the server; the outlet waits for the same load
    // (and may start it itself, if it is shown sooner) and shows its failure.
    const headStart = new Promise((done) => setTimeout(done, PREFETCH_HEAD_START_MS));
    void Promise.race([Promise.resolve(issued).catch(() => {}), headStart]).then(() =>
      loadRoutePage(host, route).catch(() => {}),
    );
  }, [host, route, entered, http, data, i18n]);
}

/** The longest a route's page chunk waits for its `prefetch` to say its requests went out. */
const PREFETCH_HEAD_START_MS = 250;
