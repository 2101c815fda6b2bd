import { useState } from 'react';
import { Button, Field, Input, Link as FluentLink, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { registrationMessage, validateEmail, validatePassword } from '../../../common/validation/registration.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { SESSION_PATHS } from '../paths.ts';
import { confirmPasswordReset, requestPasswordReset } from '../sign-in-api.ts';
import { AuthCard } from './AuthCard.tsx';
import { useFormErrorText } from './use-form-error.ts';

/**
 * `/osa-auth/password-reset`: without a token, asks for the e-mail to send a link to; with the link's
 * `token`, sets the new password (the password rule of domain §5).
 */
export default function PasswordResetPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function useSubmit(work: () => Promise<void>) {
  const errorText = useFormErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
      setDone(true);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, done, submit: () => void submit() };
}

function BackToSignIn() {
  const { t } = useTranslation('shell');
  return (
    <Link href={SESSION_PATHS.login} asChild>
      <FluentLink>{t('passwordReset.toSignIn')}</FluentLink>
    </Link>
  );
}

function ErrorBar({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

function RequestLinkForm() {
  const { t } = useTranslation('shell');
  const http = useService(CORE_TOKENS.Http);
  const locale = useService(CORE_TOKENS.Locale);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const form = useSubmit(() => requestPasswordReset(http, email.trim()));
  const submit = () => {
    const issue = validateEmail(email);
    setMessage(issue ? registrationMessage(issue, locale.locale) : undefined);
    if (!issue) form.submit();
  };
  return (
    <AuthCard title={t('passwordReset.title')} testId="password-reset-page" onSubmit={submit} links={<BackToSignIn />}>
      <ErrorBar text={form.error} />
      {form.done ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('passwordReset.sent')}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Text>{t('passwordReset.intro')}</Text>
          <Field
            label={t('signIn.email')}
            required
            validationMessage={message}
            validationState={message ? 'error' : 'none'}
          >
            <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} autoFocus />
          </Field>
          <Button appearance="primary" type="submit" disabled={form.busy}>
            {t('passwordReset.submit')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const http = useService(CORE_TOKENS.Http);
  const locale = useService(CORE_TOKENS.Locale);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const form = useSubmit(() => confirmPasswordReset(http, token, password));
  const submit = () => {
    const issue = validatePassword(password);
    setMessage(issue ? registrationMessage(issue, locale.locale) : undefined);
    if (!issue) form.submit();
  };
  return (
    <AuthCard
      title={t('passwordReset.newPasswordTitle')}
      testId="new-password-page"
      onSubmit={submit}
      links={<BackToSignIn />}
    >
      <ErrorBar text={form.error} />
      {form.done ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('passwordReset.done')}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Field
            label={t('passwordReset.newPassword')}
            required
            validationMessage={message}
            validationState={message ? 'error' : 'none'}
          >
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(_, d) => setPassword(d.value)}
              autoFocus
            />
          </Field>
          <Button appearance="primary" type="submit" disabled={form.busy}>
            {t('passwordReset.save')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
