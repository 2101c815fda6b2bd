import { useState } from 'react';
import { Button, Field, Input, Link as FluentLink, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  registrationMessage,
  validateRegistration,
  type RegistrationField,
  type RegistrationInput,
} from '../../../common/validation/registration.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { SESSION_PATHS } from '../paths.ts';
import { SignInFormError, requestRegistration } from '../sign-in-api.ts';
import { AuthCard } from './AuthCard.tsx';
import { useFormErrorText } from './use-form-error.ts';

type Messages = Partial<Record<RegistrationField, string>>;

/**
 * `/osa-auth/register`: e-mail, password and full name with the messages of domain §5 under each field.
 * The rules run in the browser first (the same module as the server's), and the server's issues are
 * shown the same way; a successful registration signs the user in.
 */
const RegisterPage = observer(function RegisterPage() {
  const { t } = useTranslation('shell');
  const http = useService(CORE_TOKENS.Http);
  const session = useService(CORE_TOKENS.Session);
  const locale = useService(CORE_TOKENS.Locale);
  const [, navigate] = useLocation();
  const errorText = useFormErrorText();
  const [form, setForm] = useState<RegistrationInput>({ email: '', password: '', fullName: '' });
  const [messages, setMessages] = useState<Messages>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const messagesOf = (input: RegistrationInput): Messages =>
    Object.fromEntries(validateRegistration(input).map((i) => [i.field, registrationMessage(i, locale.locale)]));

  const submit = async () => {
    if (busy) return;
    setError(null);
    const found = messagesOf(form);
    setMessages(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await session.signIn(await requestRegistration(http, form));
      if (session.status === 'signed-in') navigate('/', { replace: true });
    } catch (failure) {
      if (failure instanceof SignInFormError && failure.issues.length > 0) {
        setMessages(Object.fromEntries(failure.issues.map((i) => [i.field, i.message])));
      } else {
        setError(errorText(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: RegistrationField, label: string, type: 'email' | 'password' | 'text', hint?: string) => (
    <Field
      label={label}
      required
      hint={hint}
      validationMessage={messages[name]}
      validationState={messages[name] ? 'error' : 'none'}
    >
      <Input
        type={type}
        name={name}
        autoComplete={name === 'password' ? 'new-password' : name === 'email' ? 'email' : 'name'}
        value={form[name]}
        onChange={(_, d) => setForm((f) => ({ ...f, [name]: d.value }))}
        autoFocus={name === 'email'}
      />
    </Field>
  );

  return (
    <AuthCard
      title={t('register.title')}
      testId="register-page"
      onSubmit={() => void submit()}
      links={
        <Link href={SESSION_PATHS.login} asChild>
          <FluentLink>{t('register.toSignIn')}</FluentLink>
        </Link>
      }
    >
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {field('email', t('signIn.email'), 'email')}
      {field('password', t('signIn.password'), 'password')}
      {field('fullName', t('register.fullName'), 'text', t('register.fullNameHint'))}
      <Button appearance="primary" type="submit" disabled={busy}>
        {t('register.submit')}
      </Button>
    </AuthCard>
  );
});

export default RegisterPage;
