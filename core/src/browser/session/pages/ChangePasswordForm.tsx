import { useState, type FormEvent } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, Subtitle1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { registrationMessage, validatePassword } from '../../../common/validation/registration.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { changeOwnPassword, SignInFormError } from '../sign-in-api.ts';
import { useProfileFormStyles } from './profile-form-styles.ts';
import { useFormErrorText } from './use-form-error.ts';

interface Messages {
  current?: string;
  next?: string;
}

/**
 * The profile's "change the password": the current password (the server asks for it, so a stolen
 * token alone cannot take the account) and the new one, with the password rule of shell §5 / §9
 * (8 to 30 characters) checked here first. The server then ends the user's other sign-ins.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('shell');
  const styles = useProfileFormStyles();
  const http = useService(CORE_TOKENS.Http);
  const session = useService(CORE_TOKENS.Session);
  const locale = useService(CORE_TOKENS.Locale);
  const errorText = useFormErrorText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [messages, setMessages] = useState<Messages>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const nextIssue = validatePassword(next);
    const found: Messages = {
      current: current === '' ? registrationMessage({ field: 'password', code: 'required' }, locale.locale) : undefined,
      next: nextIssue ? registrationMessage(nextIssue, locale.locale) : undefined,
    };
    setMessages(found);
    setDone(false);
    setError(null);
    if (found.current || found.next) return;
    setBusy(true);
    try {
      await changeOwnPassword(http, {
        sessionId: session.dataSessionId ?? '',
        currentPassword: current,
        password: next,
      });
      setCurrent('');
      setNext('');
      setDone(true);
    } catch (failure) {
      const issue = failure instanceof SignInFormError ? failure.issues.find((i) => i.field === 'password') : undefined;
      if (issue) setMessages({ next: registrationMessage(issue, locale.locale) });
      else setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const state = (message: string | undefined) => (message ? 'error' : 'none');
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('profile.password.title')}
      data-testid="change-password"
    >
      <Subtitle1 as="h3" className={styles.title}>
        {t('profile.password.title')}
      </Subtitle1>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('profile.password.changed')}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={t('profile.password.current')}
        required
        validationMessage={messages.current}
        validationState={state(messages.current)}
      >
        <Input
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(_, d) => setCurrent(d.value)}
        />
      </Field>
      <Field
        label={t('profile.password.new')}
        hint={t('profile.password.rule')}
        required
        validationMessage={messages.next}
        validationState={state(messages.next)}
      >
        <Input type="password" autoComplete="new-password" value={next} onChange={(_, d) => setNext(d.value)} />
      </Field>
      <Button appearance="primary" type="submit" disabled={busy} className={styles.submit}>
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}
