import type { ReactNode } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link as FluentLink,
  Spinner,
} from '@fluentui/react-components';
import { Services, useLoad, useService, useT, type DialogControl } from '@ontobench/sdk';
import { useLocation } from 'wouter';
import { processesPath } from '../../../common/routes.ts';
import { workflowsForObject } from '../api.ts';
import { StartDialog } from './StartDialog.tsx';

/**
 * "Start a workflow" from an object's page (issue 19 item 1): finds the workflows whose context class
 * holds the object, then the start dialog with the object fixed and the workflow to choose; the started
 * instance opens. When none fits, it says so and leads to the workflows list.
 */
export function StartOnObjectDialog({ objectId, dialog }: { objectId: string; dialog: DialogControl<void> }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const [, navigate] = useLocation();
  const loaded = useLoad(objectId, (signal) => workflowsForObject(http, data, objectId, signal));
  const close = () => dialog.close();

  if (loaded.status === 'ready' && loaded.value.object && loaded.value.workflows.length > 0)
    return (
      <StartDialog
        workflows={loaded.value.workflows}
        object={loaded.value.object}
        onClose={close}
        onStarted={(instance) => {
          close();
          navigate(processesPath.instance(instance.id));
        }}
      />
    );
  return (
    <Notice title={t('workflows.onObject.title')} onClose={close}>
      {loaded.status === 'loading' ? (
        <Spinner size="small" label={t('workflows.onObject.loading')} />
      ) : loaded.status === 'ready' ? (
        <div data-testid="workflow-start-none">
          <Body1 as="p">{t('workflows.onObject.none')}</Body1>
          <FluentLink
            href={processesPath.workflows}
            onClick={(event) => {
              event.preventDefault();
              close();
              navigate(processesPath.workflows);
            }}
            data-testid="workflow-start-none-link"
          >
            {t('workflows.onObject.toList')}
          </FluentLink>
        </div>
      ) : (
        <Body1 as="p" role="alert" data-testid="workflow-start-failed">
          {loaded.status === 'failed'
            ? `${t('workflows.onObject.failed')}: ${loaded.message}`
            : t('workflows.onObject.failed')}
        </Body1>
      )}
    </Notice>
  );
}

/** A dialog that only tells something, with a close button. */
function Notice(props: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useT();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface data-testid="workflow-start-on-object">
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent>{props.children}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={props.onClose}>
              {t('workflows.onObject.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
