import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { FluentProvider } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import { Router, useLocation, useRouter } from 'wouter';
import type { BaseLocationHook } from 'wouter';
import { ChromeLayer } from '../chrome/ChromeLayer.tsx';
import { SessionLayer } from '../session/SessionLayer.tsx';
import { RouteGuard } from '../session/RouteGuard.tsx';
import { OidcLayer } from '../session/oidc/OidcLayer.tsx';
import { StatusLayer } from '../status/StatusLayer.tsx';
import { PluginLayer, PluginPathGate } from '../plugins/PluginLayer.tsx';
import { TextsReady } from '../i18n/TextsReady.tsx';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { Kernel } from '../kernel/create-kernel.ts';
import type { RouteContribution, RoutePageProps } from '../kernel/contributions.ts';
import type { Registered } from '../kernel/registry.ts';
import { brandThemes } from '../theme/brand.ts';
import { ExtensionBoundary } from './ExtensionBoundary.tsx';
import { ContainerProvider, useService } from './kernel-context.tsx';
import { LayoutView } from './layouts/LayoutView.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { matchRegisteredRoute } from './route-match.ts';
import { RouteOutlet } from './RouteOutlet.tsx';
import { useRouteStart } from './route-start.ts';
import { KeyBindingsLayer } from './commands/KeyBindingsLayer.tsx';
import { TabsterKeeper } from './lazy/TabsterKeeper.tsx';
import { guardHistory, type HeldLocation } from './unsaved/guarded-history.ts';
import { guardLocationHook } from './unsaved/guarded-location.ts';
import { UnsavedChangesLayer } from './unsaved/UnsavedChangesLayer.tsx';

export interface ShellProps {
  kernel: Kernel;
  /** A location hook other than the browser's history (tests use wouter's memory location). */
  locationHook?: BaseLocationHook;
}

/** The root of the UI: services, translations, theme, router, and the routed screen. */
export function Shell({ kernel, locationHook }: ShellProps) {
  const i18n = kernel.container.get(CORE_TOKENS.I18n);
  return (
    <ContainerProvider container={kernel.container}>
      <I18nextProvider i18n={i18n}>
        <ThemedRoot>
          <GuardedRouter locationHook={locationHook}>
            <SessionLayer />
            <OidcLayer />
            <StatusLayer />
            <ChromeLayer />
            <PluginLayer />
            <UnsavedChangesLayer />
            <KeyBindingsLayer />
            <TabsterKeeper />
            <RoutedScreen />
          </GuardedRouter>
        </ThemedRoot>
      </I18nextProvider>
    </ContainerProvider>
  );
}

/** The router, its every in-app navigation and the browser's Back/Forward asking the unsaved-changes guard first. */
function GuardedRouter({ locationHook, children }: { locationHook?: BaseLocationHook; children: React.ReactNode }) {
  const guard = useService(CORE_TOKENS.UnsavedChanges);
  const [holder] = useState<HeldLocation>(() => ({ held: undefined }));
  // A layout effect: its popstate listener is in place before the router's (a passive effect) subscribes.
  useLayoutEffect(() => {
    if (locationHook) return;
    const history = guardHistory(guard, holder);
    return () => history.dispose();
  }, [locationHook, guard, holder]);
  const hook = useMemo(
    () => guardLocationHook(locationHook ?? useBrowserLocation, guard, holder),
    [locationHook, guard, holder],
  );
  return <Router hook={hook}>{children}</Router>;
}

const ThemedRoot = observer(function ThemedRoot({ children }: { children: React.ReactNode }) {
  const theme = useService(CORE_TOKENS.Theme);
  const title = useService(CORE_TOKENS.Title);
  const { branding } = useService(CORE_TOKENS.Environment);
  const themes = useMemo(() => brandThemes(branding.brandColor), [branding.brandColor]);
  useEffect(() => title.bindDocumentTitle(), [title]);
  return (
    <FluentProvider theme={themes[theme.mode]} data-theme={theme.mode} style={{ minHeight: '100vh' }}>
      {children}
    </FluentProvider>
  );
});

/** Starts the route's data and page chunk as soon as the guard lets the user in (route-start.ts). */
function RouteStart({ route, params }: { route: Registered<RouteContribution>; params: RoutePageProps['params'] }) {
  useRouteStart(route, params);
  return null;
}

/** Matches the path against the live route registry: a route disabled at run time is gone at once. */
const RoutedScreen = observer(function RoutedScreen() {
  const points = useService(CORE_TOKENS.ContributionPoints);
  const [location] = useLocation();
  const { parser } = useRouter();
  const match = matchRegisteredRoute(points.routes.all, parser, location);
  if (!match) {
    return (
      <LayoutView name="blank">
        <PluginPathGate>
          <NotFoundPage />
        </PluginPathGate>
      </LayoutView>
    );
  }
  const { route, params } = match;
  return (
    <RouteGuard route={route}>
      <RouteStart key={route.id} route={route} params={params} />
      <TextsReady layout={route.layout} owner={route.owner}>
        <LayoutView name={route.layout}>
          <ExtensionBoundary key={route.id} extensionId={route.owner}>
            <RouteOutlet key={route.id} route={route} params={params} />
          </ExtensionBoundary>
        </LayoutView>
      </TextsReady>
    </RouteGuard>
  );
});
