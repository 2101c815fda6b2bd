import { useState } from 'react';
import { Body1, Button, Card, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../i18n/create-i18n.ts';

const useStyles = makeStyles({
  card: { maxWidth: '520px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  title: { margin: 0 },
  text: { margin: 0 },
  message: { margin: 0, whiteSpace: 'pre-line' },
});

/**
 * The frame of the maintenance and limited-mode pages: what is going on, the warning of shell §8,
 * and a button to check now rather than wait for the next poll.
 */
export const SystemStatusPage = observer(function SystemStatusPage(props: {
  testId: string;
  titleKey: string;
  textKey: string;
  checkKey: string;
  announcement?: string;
  check: () => Promise<unknown>;
}) {
  const styles = useStyles();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [checking, setChecking] = useState(false);
  const checkNow = () => {
    setChecking(true);
    void props.check().finally(() => setChecking(false));
  };
  return (
    <Card className={styles.card} data-testid={props.testId}>
      <Title2 as="h1" className={styles.title}>
        {t(props.titleKey)}
      </Title2>
      <Body1 as="p" role="alert" className={styles.text}>
        {t('status.limitedWarning')}
      </Body1>
      {props.announcement && (
        <Body1 as="p" className={styles.message} data-testid="maintenance-announcement">
          {props.announcement}
        </Body1>
      )}
      <Body1 as="p" className={styles.text}>
        {t(props.textKey)}
      </Body1>
      <div>
        <Button appearance="primary" onClick={checkNow} disabled={checking}>
          {checking ? <Spinner size="tiny" label={t('status.checking')} /> : t(props.checkKey)}
        </Button>
      </div>
    </Card>
  );
});
