import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { RouteContribution } from '../kernel/contributions.ts';
import { useService } from '../ui/kernel-context.tsx';
import { SESSION_PATHS, signInPath } from './paths.ts';
import { decideRouteAccess } from './route-access.ts';
import { exchangeSsoToken } from './sign-in-api.ts';
import { readTokenQuery } from './token-query.ts';

type GuardedRoute = Pick<RouteContribution, 'id' | 'path' | 'layout' | 'requiresAuth' | 'app' | 'adminOnly'>;

/**
 * The route entry flow (spec shell.md §2, §6) around the routed screen: a token in the query signs in
 * first (the parameter removed, the rest of the query kept), then the sign-in is checked, then the
 * route's access rules; a user who may not enter is sent to sign in (keeping the path) or to access
 * denied. Public-layout routes pass at once and load no user info.
 */
export const RouteGuard = observer(function RouteGuard({
  route,
  children,
}: {
  route: GuardedRoute;
  children: ReactNode;
}) {
  const session = useService(CORE_TOKENS.Session);
  const http = useService(CORE_TOKENS.Http);
  const environment = useService(CORE_TOKENS.Environment);
  const points = useService(CORE_TOKENS.ContributionPoints);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const tokenQuery = route.layout === 'public' ? null : readTokenQuery(search);
  const [signingIn, setSigningIn] = useState(false);
  const publicRoute = route.layout === 'public';

  useEffect(() => {
    if (!tokenQuery) return;
    navigate(location + tokenQuery.rest, { replace: true });
    setSigningIn(true);
    const signIn = async () => {
      if (tokenQuery.kind === 'jwt') return session.signIn(tokenQuery.token);
      try {
        return await session.signIn(await exchangeSsoToken(http, tokenQuery.token));
      } catch (error) {
        // Shell §8: the SSO failure is shown, logged, and the user is sent to sign in.
        console.warn('SSO sign-in failed', error);
        await session.signOut();
        session.setError?.(error instanceof Error ? error.message : String(error));
      }
    };
    void signIn().finally(() => setSigningIn(false));
  }, [tokenQuery?.kind, tokenQuery?.token]); // eslint-disable-line react-hooks/exhaustive-deps

  const hasTokenQuery = tokenQuery !== null;
  useEffect(() => {
    if (!publicRoute && !hasTokenQuery) void session.start();
  }, [publicRoute, hasTokenQuery, session]);

  const access =
    tokenQuery || signingIn
      ? 'wait'
      : decideRouteAccess(route, session.status, session.user, environment.blockedRoutes, points.confiningApps);
  const target =
    access === 'sign-in'
      ? signInPath(location + (search ? `?${search}` : ''))
      : access === 'denied'
        ? `${SESSION_PATHS.accessDenied}?path=${encodeURIComponent(location)}`
        : null;

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  if (access === 'allow') return <>{children}</>;
  return <SessionWait />;
});

function SessionWait() {
  const { t } = useTranslation('shell');
  return <Spinner size="large" label={t('session.loading')} style={{ marginTop: '30vh' }} />;
}
