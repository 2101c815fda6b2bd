import { useState } from 'react';
import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n/create-i18n.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { OIDC_TOKENS } from './oidc-tokens.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * "Войти через <provider>" on the sign-in page, when an OpenID Connect provider is configured
 * (nothing otherwise). `returnTo` is the path to land on after the provider's sign-in.
 */
export function OidcSignInButton({ returnTo = '/' }: { returnTo?: string }) {
  const styles = useStyles();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const oidc = useService(OIDC_TOKENS.SignIn);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  if (!oidc.available) return null;
  const provider = oidc.providerName;

  const start = () => {
    setLeaving(true);
    setError(undefined);
    oidc.signIn(returnTo).catch((failure: unknown) => {
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
