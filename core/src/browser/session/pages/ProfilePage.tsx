import { useState } from 'react';
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { LOCALES, isLocale, type Locale } from '../../services/locale-service.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { Page } from '../../ui/kit.tsx';
import { useErrorText } from '../../ui/form-dialog/use-error-text.ts';
import { SESSION_PATHS } from '../paths.ts';
import { AccountDeletionSection } from './AccountDeletionSection.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0 },
  error: { whiteSpace: 'pre-line' },
});

/**
 * `/user_profile` (spec shell.md §2, any app): who is signed in; the interface language, stored with
 * the user through set_data on the language property (shell §7); changing the password; signing out.
 */
const ProfilePage = observer(function ProfilePage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const session = useService(CORE_TOKENS.Session);
  const data = useService(CORE_TOKENS.Data);
  const locale = useService(CORE_TOKENS.Locale);
  const [, navigate] = useLocation();
  const errorText = useErrorText();
  const [state, setState] = useState<{ saving: boolean; saved: boolean; error: string | null }>({
    saving: false,
    saved: false,
    error: null,
  });
  const user = session.user;
  if (!user) return null;

  const changeLanguage = async (next: Locale) => {
    const previous = locale.locale;
    locale.setLocale(next);
    setState({ saving: true, saved: false, error: null });
    try {
      await data.setData([{ op: 'upd', inst: user.id, prop: PROP.language, val: next }]);
      setState({ saving: false, saved: true, error: null });
    } catch (error) {
      locale.setLocale(previous);
      const { text } = await errorText(error, t('profile.languageFailed'));
      setState({ saving: false, saved: false, error: text });
    }
  };

  const signOut = async () => {
    await session.signOut();
    navigate(SESSION_PATHS.login);
  };

  return (
    <Page
      title={t('profile.title')}
      testId="profile-page"
      actions={<Button onClick={() => void signOut()}>{t('profile.signOut')}</Button>}
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('profile.name')}</dt>
        <dd className={styles.detail} data-testid="profile-name">
          {user.name}
        </dd>
        <dt className={styles.term}>{t('profile.email')}</dt>
        <dd className={styles.detail}>{user.email}</dd>
        <dt className={styles.term}>{t('profile.role')}</dt>
        <dd className={styles.detail}>{user.isAdmin ? t('profile.admin') : t('profile.user')}</dd>
        <dt className={styles.term}>{t('profile.id')}</dt>
        <dd className={styles.detail}>
          <code>{user.id}</code>
        </dd>
      </dl>
      <Field label={t('profile.language')}>
        <RadioGroup
          value={locale.locale}
          disabled={state.saving}
          onChange={(_, d) => isLocale(d.value) && void changeLanguage(d.value)}
        >
          {LOCALES.map((l) => (
            <Radio key={l} value={l} label={<span lang={l}>{t(`language.${l}`)}</span>} />
          ))}
        </RadioGroup>
      </Field>
      {state.saved && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('profile.languageSaved')}</MessageBarBody>
        </MessageBar>
      )}
      {state.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody className={styles.error}>{state.error}</MessageBarBody>
        </MessageBar>
      )}
      <ChangePasswordForm />
      <AccountDeletionSection />
    </Page>
  );
});

export default ProfilePage;
