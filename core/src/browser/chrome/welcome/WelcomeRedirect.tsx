import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';

/** Opens the welcome page once from '/' (shell §2); the rule is in WelcomeService. */
export const WelcomeRedirect = observer(function WelcomeRedirect() {
  const welcome = useService(CHROME_TOKENS.Welcome);
  const container = useService(CORE_TOKENS.Container);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = container.isBound(CORE_TOKENS.Session) ? container.get(CORE_TOKENS.Session) : undefined;
  const signedIn = !session || session.status === 'signed-in';
  const eduOnly = session?.user?.app === 'edu' && !session.isAdmin;
  useEffect(() => {
    const target = welcome.entered({ path: location, search: search ? `?${search}` : '', signedIn, eduOnly });
    if (target) navigate(target, { replace: true });
  }, [welcome, location, search, signedIn, eduOnly, navigate]);
  return null;
});
