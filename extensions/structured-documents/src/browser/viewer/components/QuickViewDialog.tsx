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
  makeStyles,
} from '@fluentui/react-components';
import { Link } from 'wouter';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import { sdocPath } from '../../../common/routes.ts';
import { QUICK_VIEW_TIMED_OUT, quickView } from '../api.ts';
import { RenderedDocument } from './RenderedDocument.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 95vw)', width: '100%' },
  content: { maxHeight: '70vh', overflowY: 'auto' },
});

/**
 * A structured document at a glance from a list (load mode quickView, §4; §9 "quickView timeout 10 s"):
 * its rendered HTML in a dialog, with a link to the full viewer. A quick view that takes longer says so.
 */
export default function QuickViewDialog(props: { documentId: string; name: string; onClose(): void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const load = useLoad(`sdoc-quick-${props.documentId}`, (signal) => quickView(http, props.documentId, signal));

  let body;
  if (load.status === 'loading') body = <Spinner label={t('viewer.loading')} />;
  else if (load.status === 'notFound')
    body = (
      <MessageBar intent="warning">
        <MessageBarBody>{t('viewer.notFound')}</MessageBarBody>
      </MessageBar>
    );
  else if (load.status === 'failed')
    body = (
      <MessageBar intent="error" data-testid="sdoc-quick-view-failed">
        <MessageBarBody>
          {load.message === QUICK_VIEW_TIMED_OUT
            ? t('viewer.quickView.timeout')
            : t('viewer.failed', { message: load.message })}
        </MessageBarBody>
      </MessageBar>
    );
  else body = <RenderedDocument html={load.value.html} testId="sdoc-quick-view-html" />;

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface className={styles.surface} data-testid="sdoc-quick-view">
        <DialogBody>
          <DialogTitle>{t('viewer.quickView.title', { name: props.name })}</DialogTitle>
          <DialogContent className={styles.content}>{body}</DialogContent>
          <DialogActions>
            <Link href={sdocPath.view(props.documentId)} asChild>
              <Button appearance="primary" as="a">
                {t('viewer.quickView.open')}
              </Button>
            </Link>
            <Button onClick={props.onClose}>{t('viewer.quickView.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
