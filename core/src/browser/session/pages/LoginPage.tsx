import { useEffect, useState } from 'react';
import { Button, Field, Input, Link as FluentLink, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { OidcSignInButton } from '../oidc/OidcSignInButton.tsx';
import { RETURN_TO_PARAM, SESSION_PATHS, safeReturnPath } from '../paths.ts';
import { requestLogin } from '../sign-in-api.ts';
import { AuthCard } from './AuthCard.tsx';
import { useFormErrorText } from './use-form-error.ts';

/** `/osa-auth/login` and the legacy `/login`: e-mail and password; back to the path the user came from. */
const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation('shell');
  const http = useService(CORE_TOKENS.Http);
  const session = useService(CORE_TOKENS.Session);
  const [, navigate] = useLocation();
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get(RETURN_TO_PARAM));
  const errorText = useFormErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? session.error ?? null;
  const signedIn = session.status === 'signed-in';

  // Already signed in (another tab, a remembered token): nothing to do here.
  useEffect(() => {
    if (signedIn) navigate(returnTo, { replace: true });
  }, [signedIn, returnTo, navigate]);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await session.signIn(await requestLogin(http, email, password));
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
          <Link href={SESSION_PATHS.passwordReset} asChild>
            <FluentLink>{t('signIn.toReset')}</FluentLink>
          </Link>
          <Link href={SESSION_PATHS.register} asChild>
            <FluentLink>{t('signIn.toRegister')}</FluentLink>
          </Link>
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
      <OidcSignInButton returnTo={returnTo} />
    </AuthCard>
  );
});

export default LoginPage;
