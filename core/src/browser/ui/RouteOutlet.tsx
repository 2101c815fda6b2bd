import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { extensionNamespaces } from '../i18n/page-texts.tsx';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import type { RouteContribution, RoutePageProps } from '../kernel/contributions.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { Registered } from '../kernel/registry.ts';
import { useService } from './kernel-context.tsx';

type Page = ComponentType<RoutePageProps>;

/** Pages already fetched, so going back to a screen shows it at once. Keyed by the registration. */
const loadedPages = new WeakMap<object, Page>();

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Loading ${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Activates the route's extension on first entry, then fetches its page chunk. Errors are thrown
 * during render, so the extension's boundary shows them.
 */
export function RouteOutlet({
  route,
  params,
}: {
  route: Registered<RouteContribution>;
  params: RoutePageProps['params'];
}) {
  const host = useService(CORE_TOKENS.ExtensionHost);
  const title = useService(CORE_TOKENS.Title);
  // The title may be a page text: TextsReady waited for the owner's page texts before this renders.
  const { t } = useTranslation(extensionNamespaces(route.owner), { nsMode: 'fallback' });
  const [page, setPage] = useState<{ Page: Page } | { error: unknown } | null>(() => {
    const cached = loadedPages.get(route);
    return cached ? { Page: cached } : null;
  });

  // The route's title on entering it; later, when texts arrive (`t` changes with every bundle an area adds,
  // and areas add theirs after the first page), only if the page has not set a title of its own (an
  // object's name), which a late bundle must not overwrite.
  const shown = useRef<{ route: Registered<RouteContribution>; title: string | null } | null>(null);
  useEffect(() => {
    const next = route.titleKey ? t(route.titleKey) : null;
    const entering = shown.current?.route !== route;
    if (entering || title.pageTitle === shown.current?.title) title.setPageTitle(next);
    shown.current = { route, title: next };
  }, [route, t, title]);

  const http = useService(CORE_TOKENS.Http);
  const data = useService(CORE_TOKENS.Data);
  const [entered] = useState(params);
  useEffect(() => {
    if (loadedPages.has(route)) return;
    // The page's first data requests go out now, beside its chunk and the activation. Only while the
    // chunk loads: a page already here asks at once itself (its effects run before this one).
    try {
      route.prefetch?.(entered, { http, data });
    } catch (error) {
      console.warn(`prefetch of ${route.id} failed`, error);
    }
    let live = true;
    (async () => {
      await host.activate(route.owner);
      const module = await withTimeout(route.page(), SHELL_CONSTANTS.chunkLoadTimeoutMs, `page ${route.id}`);
      loadedPages.set(route, module.default);
      if (live) setPage({ Page: module.default });
    })().catch((error: unknown) => live && setPage({ error }));
    return () => {
      live = false;
    };
  }, [host, route, entered, http, data]);

  if (page && 'error' in page) throw page.error;
  if (!page) return <Spinner size="large" label={t('app.loading', { ns: 'shell' })} style={{ marginTop: 64 }} />;
  return <page.Page params={params} />;
}
