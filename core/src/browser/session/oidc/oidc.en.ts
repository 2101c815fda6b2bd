import type { DeepStringRecord } from '../../i18n/types.ts';
import type { oidcRu } from './oidc.ru.ts';

/** Texts of the OpenID Connect sign-in, English. Typed against the Russian set. */
export const oidcEn: DeepStringRecord<typeof oidcRu> = {
  oidc: {
    signIn: 'Sign in with {{provider}}',
    redirecting: 'Going to {{provider}}…',
    or: 'or',
    callback: {
      title: 'Sign in',
      pending: 'Signing in with {{provider}}…',
      success: 'Signed in',
      failure: 'Could not sign in with {{provider}}',
      failed: 'Could not sign in',
      retry: 'Try again',
      toSignIn: 'Back to sign-in',
    },
    error: {
      notConfigured: 'Sign-in with an external provider is not configured',
      network: 'The server does not answer. Check the connection and try again.',
      noState: 'The provider’s answer does not belong to a sign-in started here. Start again.',
      unknown: 'Unexpected sign-in error. Try again or contact your administrator.',
    },
  },
};
