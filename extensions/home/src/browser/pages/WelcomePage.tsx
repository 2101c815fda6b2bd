import {
  Body1,
  Button,
  Checkbox,
  MessageBar,
  MessageBarBody,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { Services, useService, useT } from '@ontobench/sdk';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  heading: { margin: 0 },
});

/** The welcome page: what the workbench is and where to start; the opt-out from opening it at start. */
const WelcomePage = observer(function WelcomePage() {
  const { t } = useT();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const { branding } = useService(Services.Environment);
  const welcome = useService(Services.Welcome);
  return (
    <div className={styles.root} data-testid="welcome-page">
      <Title1 as="h2" className={styles.heading}>
        {t('welcome.heading', { product: branding.defaultTitle })}
      </Title1>
      <Body1>{t('welcome.text')}</Body1>
      {welcome.hintVisible && (
        <MessageBar intent="info" data-testid="welcome-hint">
          <MessageBarBody>{t('chrome.welcome.hint', { ns: 'shell' })}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => navigate('/')}>
          {t('welcome.start')}
        </Button>
        <Checkbox
          checked={welcome.suppressed}
          label={t('chrome.welcome.suppress', { ns: 'shell' })}
          onChange={(_, data) => welcome.setSuppressed(data.checked === true)}
        />
      </div>
    </div>
  );
});

export default WelcomePage;
