import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { SHELL_NAMESPACE } from '../i18n/create-i18n.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';
import { accountDeletionDate, licenceExpiryNotice } from './dates.ts';

const useStyles = makeStyles({ bar: { borderRadius: 0 } });

/**
 * The licence-expiry bar (7 days or less before the last day, DD.MM.YYYY) and the account-deletion
 * bar (request date plus the configured days), spec shell.md §2 and §9. Both come from the signed-in
 * user's check-auth data.
 */
export const StatusBars = observer(function StatusBars({ today = new Date() }: { today?: Date }) {
  const styles = useStyles();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const session = useService(CORE_TOKENS.Session);
  const environment = useService(CORE_TOKENS.Environment);
  const user = session.status === 'signed-in' ? session.user : undefined;
  if (!user) return null;
  const expiry = licenceExpiryNotice(user.licenseExpirationDate, today);
  const deletion = accountDeletionDate(
    user.deleteAccountRequestDate,
    environment.accountDeletionDays ?? SHELL_CONSTANTS.userDeleteTimeoutDays,
  );
  return (
    <>
      {expiry && (
        <MessageBar intent="warning" className={styles.bar} data-testid="licence-expiry-bar">
          <MessageBarBody>
            {expiry.daysLeft < 0
              ? t('status.licenceExpired', { date: expiry.date })
              : t('status.licenceExpiry', { date: expiry.date, count: expiry.daysLeft })}
          </MessageBarBody>
        </MessageBar>
      )}
      {deletion && (
        <MessageBar intent="error" className={styles.bar} data-testid="account-deletion-bar">
          <MessageBarBody>{t('status.accountDeletion', { date: deletion })}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
});
