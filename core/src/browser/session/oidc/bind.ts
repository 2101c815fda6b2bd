import type { Container } from 'inversify';
import { loadOidcProtocol } from './oidc-protocol.ts';
import { OidcSignIn } from './oidc-sign-in.ts';
import { OIDC_TOKENS } from './oidc-tokens.ts';

/** Binds the OpenID Connect sign-in (harmless without a provider: `available` is then false). */
export function bindOidcServices(container: Container): void {
  container.bind(OIDC_TOKENS.ProtocolFactory).toConstantValue(loadOidcProtocol);
  container.bind(OIDC_TOKENS.SignIn).to(OidcSignIn);
}
