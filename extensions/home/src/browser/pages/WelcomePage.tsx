import { Body1, Button, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { Services, useService, useT } from '@ontobench/sdk';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
  heading: { margin: 0 },
});

/** The welcome page: what the workbench is and where to start. */
export default function WelcomePage() {
  const { t } = useT();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const { branding } = useService(Services.Environment);
  return (
    <div className={styles.root} data-testid="welcome-page">
      <Title1 as="h2" className={styles.heading}>
        {t('welcome.heading', { product: branding.defaultTitle })}
      </Title1>
      <Body1>{t('welcome.text')}</Body1>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => navigate('/')}>
          {t('welcome.start')}
        </Button>
      </div>
    </div>
  );
}
