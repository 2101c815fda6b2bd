import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n/i18n-options.ts';
import type { HttpRequester } from '../../http/send-request.ts';
import { SESSION_PATHS } from '../paths.ts';
import { requestLogin } from '../sign-in-api.ts';
import { AuthCard } from './AuthCard.tsx';
import { useFormErrorText } from './use-form-error.ts';

export interface SignInFormProps {
  http: HttpRequester;
  /** What follows the server's yes: the JWT it answered, to sign in with. */
  onSignedIn: (token: string) => Promise<void>;
  /** A sign-in problem met elsewhere (the session check, SSO, OpenID Connect), shown until a new try. */
  outsideError?: string | undefined;
  /** A link to another page of the app (the router's in the full app, a hand-over on the light page). */
  LinkTo: ComponentType<{ href: string; children: ReactNode }>;
  /** The OpenID Connect button, when a provider is configured. */
  oidc?: ReactNode;
}

/**
 * The sign-in form (spec shell.md §2, §6): e-mail and password, the server's error in the interface's
 * language, links to password reset and registration. No kernel in it: the full app's LoginPage and the
 * light sign-in page (sign-in/LightSignInPage.tsx) both render it.
 */
export function SignInForm({ http, onSignedIn, outsideError, LinkTo, oidc }: SignInFormProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const errorText = useFormErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? outsideError ?? null;

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSignedIn(await requestLogin(http, email, password));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('signIn.title')}
      testId="login-page"
      onSubmit={() => void submit()}
      links={
        <>
          <LinkTo href={SESSION_PATHS.passwordReset}>{t('signIn.toReset')}</LinkTo>
          <LinkTo href={SESSION_PATHS.register}>{t('signIn.toRegister')}</LinkTo>
        </>
      }
    >
      {shownError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{shownError}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('signIn.email')} required>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(_, d) => setEmail(d.value)}
          autoFocus
        />
      </Field>
      <Field label={t('signIn.password')} required>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(_, d) => setPassword(d.value)}
        />
      </Field>
      <Button appearance="primary" type="submit" disabled={busy}>
        {busy ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
      {oidc}
    </AuthCard>
  );
}
