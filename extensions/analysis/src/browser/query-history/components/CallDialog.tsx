import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import { loadCall } from '../history-api.ts';

const useStyles = makeStyles({
  json: {
    margin: 0,
    padding: tokens.spacingHorizontalS,
    maxHeight: '50vh',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

/** One call's details: its request as pretty JSON (read-only text) and its error. Esc or Close closes it. */
export function CallDialog({ id, at, onClose }: { id: string; at: string; onClose: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const load = useLoad(`query-call-${id}`, (signal) => loadCall(http, id, signal));
  let content;
  if (load.status === 'loading') content = <Spinner />;
  else if (load.status !== 'ready')
    content = (
      <MessageBar intent="error">
        <MessageBarBody>
          {t('queryHistory.detailsFailed', { message: load.status === 'failed' ? load.message : '' })}
        </MessageBarBody>
      </MessageBar>
    );
  else
    content = (
      <>
        {load.value.error && (
          <Text block>
            {t('queryHistory.error')}: {load.value.error}
          </Text>
        )}
        <Text weight="semibold" block>
          {t('queryHistory.request')}
        </Text>
        <pre className={styles.json} tabIndex={0} data-testid="query-call-request">
          {JSON.stringify(load.value.request, null, 2)}
        </pre>
      </>
    );
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('queryHistory.detailsOf', { at })}</DialogTitle>
          <DialogContent>{content}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('queryHistory.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
