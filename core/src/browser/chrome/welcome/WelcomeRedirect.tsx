import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { confiningAppOf } from '../../session/route-access.ts';
import { CHROME_TOKENS } from '../chrome-tokens.ts';

/**
 * Opens the welcome page once from '/' (shell §2); the rule is in WelcomeService. It waits for the
 * signed-in user's settings, since they say whether the welcome page opens at all.
 */
export const WelcomeRedirect = observer(function WelcomeRedirect() {
  const welcome = useService(CHROME_TOKENS.Welcome);
  const settings = useService(CHROME_TOKENS.Settings);
  const session = useService(CORE_TOKENS.Session);
  const points = useService(CORE_TOKENS.ContributionPoints);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const userId = session.status === 'signed-in' ? session.user?.id : undefined;
  const ready = userId !== undefined && settings.loadedFor === userId;
  const confinedTo = confiningAppOf(session.user, points.confiningApps);
  useEffect(() => {
    if (userId !== undefined) void settings.load(userId);
  }, [settings, userId]);
  useEffect(() => {
    const target = welcome.entered({ path: location, search: search ? `?${search}` : '', signedIn: ready, confinedTo });
    if (target) navigate(target, { replace: true });
  }, [welcome, location, search, ready, confinedTo, navigate]);
  return null;
});
