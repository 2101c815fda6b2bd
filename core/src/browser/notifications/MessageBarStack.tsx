import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, DismissRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../i18n/create-i18n.ts';
import type { NotificationCenter, ShownNotification } from './notification-center.ts';

const useStyles = makeStyles({
  stack: {
    position: 'fixed',
    bottom: tokens.spacingVerticalL,
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'min(720px, calc(100vw - 32px))',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    zIndex: 1000000,
    pointerEvents: 'none',
  },
  bar: { pointerEvents: 'auto', boxShadow: tokens.shadow16 },
  text: { whiteSpace: 'pre-line' },
});

/** The message bar (spec shell.md §3): messages stacked at the bottom, newest last. */
export const MessageBarStack = observer(function MessageBarStack({ center }: { center: NotificationCenter }) {
  const styles = useStyles();
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <div className={styles.stack} role="region" aria-label={t('notice.region')}>
      {center.items.map((item) => (
        <MessageBar
          key={item.id}
          className={styles.bar}
          intent={item.color}
          layout="multiline"
          data-testid="message-bar"
          data-notice-key={item.key}
          role={item.color === 'error' || item.color === 'warning' ? 'alert' : 'status'}
        >
          <MessageBarBody className={styles.text}>
            <NoticeText item={item} />
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                aria-label={t('notice.close')}
                icon={<DismissRegular />}
                onClick={() => center.dismiss(item.id)}
              />
            }
          >
            {item.action && (
              <Button size="small" onClick={item.action.run}>
                {item.action.label}
              </Button>
            )}
            {item.showRefreshButton && (
              <Button size="small" icon={<ArrowClockwiseRegular />} onClick={() => window.location.reload()}>
                {t('notice.refresh')}
              </Button>
            )}
          </MessageBarActions>
        </MessageBar>
      ))}
    </div>
  );
});

/** An error text of shell §8 has a heading line; it is shown as the bar's title. */
function NoticeText({ item }: { item: ShownNotification }) {
  const [first, ...rest] = item.text.split('\n');
  if (rest.length === 0) return <>{first}</>;
  return (
    <>
      <MessageBarTitle>{first}</MessageBarTitle>
      {'\n'}
      {rest.join('\n')}
    </>
  );
}
