import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useCurrentRoute } from '../../chrome/app-bar/use-current-route.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';

// Fluent's Toolbar stays out of the entry chunk: most pages have no toolbar items.
const ToolbarView = lazy(() => import('./ToolbarView.tsx'));

/**
 * The shell's toolbar area (main layout, above the page): the toolbar contributions for the current
 * route, live. A page may show it itself by passing its route id. Renders nothing when there are none.
 */
export const ToolbarArea = observer(function ToolbarArea({ routeId }: { routeId?: string }) {
  const points = useService(CORE_TOKENS.ContributionPoints);
  const current = useCurrentRoute()?.route.id;
  const route = routeId ?? current;
  const items = points.toolbar.all.filter((item) => !item.routes || (route && item.routes.includes(route)));
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToolbarView items={items} routeId={route} />
    </Suspense>
  );
});
