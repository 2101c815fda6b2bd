import { useState, type FormEvent } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, Subtitle1, Text } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { FORMATS, SHELL_CONSTANTS } from '../../../common/constants.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { accountDeletionDate } from '../../status/dates.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { setAccountDeletion } from '../sign-in-api.ts';
import { useProfileFormStyles } from './profile-form-styles.ts';
import { useFormErrorText } from './use-form-error.ts';

/**
 * The profile's account deletion (spec shell.md §3 `deleteAccountRequestDate`, §9: the account goes on
 * the request day plus the configured days). Asking needs the current password; until the day the
 * request can be taken back. The shell's account-deletion bar shows the day meanwhile.
 */
export const AccountDeletionSection = observer(function AccountDeletionSection({
  today = new Date(),
}: {
  today?: Date;
}) {
  const { t } = useTranslation('shell');
  const styles = useProfileFormStyles();
  const http = useService(CORE_TOKENS.Http);
  const session = useService(CORE_TOKENS.Session);
  const environment = useService(CORE_TOKENS.Environment);
  const errorText = useFormErrorText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const days = environment.accountDeletionDays ?? SHELL_CONSTANTS.userDeleteTimeoutDays;
  const requested = session.user?.deleteAccountRequestDate ?? null;

  const change = async (cancel: boolean) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await setAccountDeletion(http, cancel ? { cancel: true } : { currentPassword: password });
      setPassword('');
      await session.refreshUser?.();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change(requested !== null);
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('profile.deletion.title')}
      data-testid="account-deletion"
    >
      <Subtitle1 as="h3" className={styles.title}>
        {t('profile.deletion.title')}
      </Subtitle1>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {requested ? (
        <>
          <MessageBar intent="warning" role="status">
            <MessageBarBody>
              {t('profile.deletion.pending', { date: accountDeletionDate(requested, days) })}
            </MessageBarBody>
          </MessageBar>
          <Button type="submit" disabled={busy} className={styles.submit}>
            {t('profile.deletion.cancel')}
          </Button>
        </>
      ) : (
        <>
          <Text>
            {t('profile.deletion.explain', {
              date: accountDeletionDate(dayjs(today).format(FORMATS.isoDate), days) ?? '',
            })}
          </Text>
          <Field label={t('profile.password.current')} hint={t('profile.deletion.passwordHint')}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(_, d) => setPassword(d.value)}
            />
          </Field>
          <Button type="submit" disabled={busy} className={styles.submit}>
            {t('profile.deletion.request')}
          </Button>
        </>
      )}
    </form>
  );
});
