import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useRouter } from 'wouter';
import { useCurrentRoute } from '../../chrome/app-bar/use-current-route.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import { isHiddenFor, mayOpenPath } from '../menu-access.ts';
import { pageCommandContext } from './page-command-context.ts';

// Fluent's Toolbar stays out of the entry chunk: most pages have no toolbar items.
const ToolbarView = lazy(() => import('./ToolbarView.tsx'));

/**
 * The shell's toolbar area (main layout, above the page): the toolbar contributions for the current
 * route, live. A page may show it itself by passing its route id. Renders nothing when there are none.
 * A button shows only to users who may open its `requiresRoute` and when its `requiresParams` have
 * values, and unless the user's hiddenComponents name it; its command receives the route's id and params (PageCommandContext), as a key binding's does.
 */
export const ToolbarArea = observer(function ToolbarArea({ routeId }: { routeId?: string }) {
  const points = useService(CORE_TOKENS.ContributionPoints);
  const session = useService(CORE_TOKENS.Session);
  const environment = useService(CORE_TOKENS.Environment);
  const { parser } = useRouter();
  const match = useCurrentRoute();
  const context = pageCommandContext(match, routeId);
  const { routeId: route, params } = context;
  const items = points.toolbar.all.filter(
    (item) =>
      (!item.routes || (route && item.routes.includes(route))) &&
      !isHiddenFor(session.user, item.id) &&
      (item.requiresParams ?? []).every((name) => !!params[name]) &&
      mayOpenPath(
        item.requiresRoute,
        points.routes.all,
        parser,
        session,
        environment.blockedRoutes ?? [],
        points.confiningApps,
      ),
  );
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToolbarView items={items} routeId={route} context={context} />
    </Suspense>
  );
});
