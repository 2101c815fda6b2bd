import { createToken } from '../../kernel/tokens.ts';
import type { OidcProtocolFactory } from './oidc-protocol.ts';
import type { OidcSignIn } from './oidc-sign-in.ts';

/** Tokens of the OpenID Connect sign-in (names, like every token). */
export const OIDC_TOKENS = {
  SignIn: createToken<OidcSignIn>('OidcSignIn'),
  /** How the protocol is loaded; tests bind a fake provider. */
  ProtocolFactory: createToken<OidcProtocolFactory>('OidcProtocolFactory'),
} as const;
