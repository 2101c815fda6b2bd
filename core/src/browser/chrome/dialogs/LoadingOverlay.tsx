import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';

const { size, width, opacity } = SHELL_CONSTANTS.loadingOverlay;

const useStyles = makeStyles({
  backdrop: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: `rgba(0, 0, 0, ${opacity})`,
  },
  spinner: {
    width: `${size}px`,
    height: `${size}px`,
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: `${width}px solid ${tokens.colorNeutralStroke1}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    animationDuration: '0.9s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

/** The loading overlay (shell §9): a spinner of size 50 and stroke 4 on a backdrop of opacity 0.46. */
export function LoadingOverlay() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <div
      className={styles.backdrop}
      data-testid="loading-overlay"
      role="progressbar"
      aria-busy="true"
      aria-label={t('chrome.loading')}
    >
      <div className={styles.spinner} />
    </div>
  );
}
