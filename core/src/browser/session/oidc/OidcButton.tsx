import { useState } from 'react';
import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n/i18n-options.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * "Войти через <provider>": the button, its pending state and its failure. What it does on click is the
 * caller's (the kernel's OidcSignIn, or the light sign-in page's code loaded on click).
 */
export function OidcButton({ provider, signIn }: { provider: string; signIn: () => Promise<void> }) {
  const styles = useStyles();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const start = () => {
    setLeaving(true);
    setError(undefined);
    signIn().catch((failure: unknown) => {
      setLeaving(false);
      setError(failure instanceof Error ? failure.message : t('oidc.error.unknown'));
    });
  };

  return (
    <div className={styles.root}>
      <Button appearance="secondary" onClick={start} disabled={leaving} data-testid="oidc-sign-in">
        {leaving ? <Spinner size="tiny" label={t('oidc.redirecting', { provider })} /> : t('oidc.signIn', { provider })}
      </Button>
      {error && (
        <Caption1 role="alert" className={styles.error}>
          {t('oidc.callback.failure', { provider })}: {error}
        </Caption1>
      )}
    </div>
  );
}
