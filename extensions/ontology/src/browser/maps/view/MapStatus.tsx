import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  ProgressBar,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EmptyState, useT } from '@ontobench/sdk';
import type { MapState } from './use-laid-out-map.ts';

const useStyles = makeStyles({
  centre: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '480px',
  },
});

/** Loading, layout progress, error and empty states of a map page; null when the map can show. */
export function MapStatus({
  state,
  onRetry,
  emptyTitle,
  emptyHint,
}: {
  state: MapState;
  onRetry(): void;
  emptyTitle?: string;
  emptyHint?: string;
}) {
  const { t } = useT();
  const styles = useStyles();
  if (state.status === 'loading') return <Spinner label={t('maps.loading')} data-testid="onto-map-loading" />;
  if (state.status === 'layout') {
    const percent = Math.round(state.progress * 100);
    return (
      <div className={styles.centre} data-testid="onto-map-layout">
        <ProgressBar value={state.progress} max={1} thickness="large" aria-label={t('maps.layout', { percent })} />
        <span role="status">{t('maps.layout', { percent })}</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <MessageBar intent="error" data-testid="onto-map-error">
        <MessageBarBody>
          {state.notFound ? t('maps.notFound') : t('maps.failed', { message: state.message })}
        </MessageBarBody>
        {!state.notFound && (
          <MessageBarActions>
            <Button size="small" onClick={onRetry}>
              {t('maps.retry')}
            </Button>
          </MessageBarActions>
        )}
      </MessageBar>
    );
  }
  if (state.graph.nodes.length === 0)
    return (
      <EmptyState title={emptyTitle ?? t('maps.empty')}>
        <span>{emptyHint ?? t('maps.emptyHint')}</span>
      </EmptyState>
    );
  return null;
}
