import { useLocation, useRouter } from 'wouter';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { matchRegisteredRoute, type RouteMatch } from '../../ui/route-match.ts';

/** The registered route the user is on (read inside an observer to follow the live registry). */
export function useCurrentRoute(): RouteMatch | null {
  const points = useService(CORE_TOKENS.ContributionPoints);
  const [location] = useLocation();
  const { parser } = useRouter();
  return matchRegisteredRoute(points.routes.all, parser, location);
}
