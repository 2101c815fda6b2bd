import { useEffect, type ReactNode } from 'react';
import { Link as FluentLink } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useSearch } from 'wouter';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { OidcSignInButton } from '../oidc/OidcSignInButton.tsx';
import { RETURN_TO_PARAM, safeReturnPath } from '../paths.ts';
import { SignInForm } from './SignInForm.tsx';

/**
 * `/osa-auth/login` and the legacy `/login` inside the full app: the sign-in form signing in through the
 * session; back to the path the user came from. (A first visit gets the light page instead: sign-in/.)
 */
const LoginPage = observer(function LoginPage() {
  const http = useService(CORE_TOKENS.Http);
  const session = useService(CORE_TOKENS.Session);
  const [, navigate] = useLocation();
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get(RETURN_TO_PARAM));
  const signedIn = session.status === 'signed-in';

  // Already signed in (another tab, a remembered token, the form just now): nothing to do here.
  useEffect(() => {
    if (signedIn) navigate(returnTo, { replace: true });
  }, [signedIn, returnTo, navigate]);

  return (
    <SignInForm
      http={http}
      onSignedIn={(token) => session.signIn(token)}
      outsideError={session.error}
      LinkTo={RouterLink}
      oidc={<OidcSignInButton returnTo={returnTo} />}
    />
  );
});

function RouterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} asChild>
      <FluentLink>{children}</FluentLink>
    </Link>
  );
}

export default LoginPage;
