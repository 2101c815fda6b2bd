import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { extensionNamespaces } from '../i18n/page-texts.tsx';
import type { RouteContribution, RoutePageProps } from '../kernel/contributions.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { Registered } from '../kernel/registry.ts';
import { useService } from './kernel-context.tsx';
import { loadRoutePage, loadedRoutePage, type RoutePage } from './route-start.ts';

/**
 * Shows the route's page once its extension is active and its chunk is here (the load the route's start
 * began, route-start.ts). Errors are thrown during render, so the extension's boundary shows them.
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
  const [page, setPage] = useState<{ Page: RoutePage } | { error: unknown } | null>(() => {
    const cached = loadedRoutePage(route);
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

  useEffect(() => {
    if (loadedRoutePage(route)) return;
    let live = true;
    loadRoutePage(host, route).then(
      (Page) => live && setPage({ Page }),
      (error: unknown) => live && setPage({ error }),
    );
    return () => {
      live = false;
    };
  }, [host, route]);

  if (page && 'error' in page) throw page.error;
  if (!page) return <Spinner size="large" label={t('app.loading', { ns: 'shell' })} style={{ marginTop: 64 }} />;
  return <page.Page params={params} />;
}
