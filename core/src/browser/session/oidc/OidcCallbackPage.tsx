import { useEffect, useState } from 'react';
import {
  Body1,
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { SHELL_NAMESPACE } from '../../i18n/create-i18n.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { OIDC_POST_LOGOUT_PATH } from './oidc-protocol.ts';
import { OidcSignInError } from './oidc-sign-in.ts';
import { OIDC_TOKENS } from './oidc-tokens.ts';

const useStyles = makeStyles({
  card: { maxWidth: '520px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  title: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  reason: { display: 'block' },
});

/** Spec shell.md §4 "Sign-in (OIDC): pending, success, failure". */
type Phase = { kind: 'pending' } | { kind: 'success' } | { kind: 'failure'; reason: string };

/**
 * `/oidc-signin-callback` (spec shell.md §2): the provider sends the browser back here with a code; the
 * page finishes the sign-in and goes on to the path the user started from, or says why it failed.
 */
export default function OidcCallbackPage() {
  const styles = useStyles();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const oidc = useService(OIDC_TOKENS.SignIn);
  const [, navigate] = useLocation();
  const [phase, setPhase] = useState<Phase>({ kind: 'pending' });
  const provider = oidc.providerName;

  useEffect(() => {
    let current = true;
    oidc.completeSignIn(window.location.href).then(
      (returnTo) => {
        if (!current) return;
        setPhase({ kind: 'success' });
        navigate(returnTo, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        const reason = error instanceof OidcSignInError ? error.message : t('oidc.error.unknown');
        // A failure the user sees is also worth a line in the console for whoever supports them.
        console.warn('OpenID Connect sign-in failed:', error);
        setPhase({ kind: 'failure', reason });
      },
    );
    return () => {
      current = false;
    };
  }, [oidc, navigate, t]);

  const retry = () => {
    setPhase({ kind: 'pending' });
    oidc.signIn('/').catch((error: unknown) => {
      setPhase({ kind: 'failure', reason: error instanceof Error ? error.message : t('oidc.error.unknown') });
    });
  };

  return (
    <Card className={styles.card} data-testid="oidc-callback" data-phase={phase.kind}>
      <Title2 as="h1" className={styles.title}>
        {t('oidc.callback.title')}
      </Title2>
      {phase.kind === 'pending' && <Spinner size="medium" label={t('oidc.callback.pending', { provider })} />}
      {phase.kind === 'success' && (
        <Body1 as="p" role="status">
          {t('oidc.callback.success')}
        </Body1>
      )}
      {phase.kind === 'failure' && (
        <>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              {/* Without a provider there is no name to put in the title, only the reason. */}
              <MessageBarTitle>
                {provider ? t('oidc.callback.failure', { provider }) : t('oidc.callback.failed')}
              </MessageBarTitle>
              <span className={styles.reason}>{phase.reason}</span>
            </MessageBarBody>
          </MessageBar>
          <div className={styles.actions}>
            {provider && (
              <Button appearance="primary" onClick={retry}>
                {t('oidc.callback.retry')}
              </Button>
            )}
            <Link href={OIDC_POST_LOGOUT_PATH}>{t('oidc.callback.toSignIn')}</Link>
          </div>
        </>
      )}
    </Card>
  );
}
