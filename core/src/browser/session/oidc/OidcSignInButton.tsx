import { useService } from '../../ui/kernel-context.tsx';
import { OidcButton } from './OidcButton.tsx';
import { OIDC_TOKENS } from './oidc-tokens.ts';

/**
 * "Войти через <provider>" on the sign-in page, when an OpenID Connect provider is configured
 * (nothing otherwise). `returnTo` is the path to land on after the provider's sign-in.
 */
export function OidcSignInButton({ returnTo = '/' }: { returnTo?: string }) {
  const oidc = useService(OIDC_TOKENS.SignIn);
  if (!oidc.available) return null;
  return <OidcButton provider={oidc.providerName} signIn={() => oidc.signIn(returnTo)} />;
}
