import { useEffect } from 'react';
import { reaction } from 'mobx';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { OIDC_TOKENS } from './oidc-tokens.ts';

/**
 * Mounted once in the shell: when a user who signed in through the provider signs out (or loses the
 * session), the provider's session ends too, so the next "Войти через …" asks again. See the README.
 */
export function OidcLayer() {
  const session = useService(CORE_TOKENS.Session);
  const oidc = useService(OIDC_TOKENS.SignIn);
  useEffect(() => {
    if (!oidc.available) return undefined;
    return reaction(
      () => session.status,
      (status, previous) => {
        if (previous !== 'signed-in' || status !== 'signed-out') return;
        oidc.endProviderSession().catch((error: unknown) => {
          // Our own sign-out is done; a provider that cannot be reached only keeps its own session.
          console.warn('Could not end the session at the OpenID Connect provider:', error);
        });
      },
    );
  }, [session, oidc]);
  return null;
}
