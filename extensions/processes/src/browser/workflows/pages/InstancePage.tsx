import { Suspense, lazy, useEffect, useState } from 'react';
import { Button, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { Link } from 'wouter';
import {
  Page,
  Services,
  useErrorText,
  useLoad,
  usePageTitle,
  useService,
  useT,
  type RoutePageProps,
} from '@ontobench/sdk';
import type { InstanceDto } from '../../../common/workflows/api.ts';
import { processesPath } from '../../../common/routes.ts';
import { INSTANCE_LINK_TYPE } from '../../contributions/workflows.ts';
import { cancelInstance, getInstance } from '../api.ts';
import { approvalsChanged } from '../approvals-events.ts';
import { DetailStates } from '../components/DetailStates.tsx';
import { Fields } from '../components/Fields.tsx';
import { InstanceStateBadge } from '../components/StateBadge.tsx';
import { StepHistory } from '../components/StepHistory.tsx';
import { formatWhen } from '../format.ts';

/** bpmn-js comes with this chunk only: the instance page's own. */
const InstanceDiagram = lazy(() => import('../components/InstanceDiagram.tsx'));

const useStyles = makeStyles({
  pre: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace },
  schema: { maxHeight: '240px', overflow: 'auto' },
});

/**
 * `/workflowInstances/{id}` (shell.md §2; issue 19 item 3): every §3 field of an instance (dates as
 * `YYYY-MM-DD HH:mm:ss`, §9), its diagram with the current and completed steps marked, the history of
 * steps, and cancel after a confirm.
 */
export default function InstancePage({ params }: RoutePageProps) {
  const { t } = useT();
  const http = useService(Services.Http);
  const id = params.id ?? '';
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`workflow-instance-${id}-${attempt}`, (signal) => getInstance(http, id, signal));
  return (
    <DetailStates load={load} title={t('workflows.instanceTitle')} texts="workflows.instance" testId="instance-page">
      {(instance) => <InstanceView instance={instance} onChanged={() => setAttempt((n) => n + 1)} />}
    </DetailStates>
  );
}

function InstanceView({ instance, onChanged }: { instance: InstanceDto; onChanged: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const recent = useService(Services.RecentLinks);
  const errorText = useErrorText();
  usePageTitle(instance.name);
  useEffect(() => {
    recent.add({
      link: processesPath.instance(instance.id),
      objectName: instance.name,
      businessEntity: INSTANCE_LINK_TYPE,
      icon: 'processes',
    });
  }, [instance.id, instance.name, recent]);

  const cancel = async () => {
    const ok = await dialogs.confirm({
      title: t('workflows.instance.cancelTitle'),
      message: t('workflows.instance.cancelMessage', { name: instance.name }),
      confirmLabel: t('workflows.instance.cancelConfirm'),
      cancelLabel: t('workflows.instance.cancelKeep'),
    });
    if (!ok) return;
    try {
      await cancelInstance(http, instance.id);
      notifications.show({ text: t('workflows.instance.canceled'), color: 'success' });
      onChanged();
      approvalsChanged();
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('workflows.instance.cancelFailed'))).text, color: 'error' });
    }
  };

  const pre = (text: string) => <pre className={styles.pre}>{text}</pre>;
  return (
    <Page
      title={instance.name}
      testId="instance-page"
      actions={
        instance.canCancel && (
          <Button icon={<DismissCircleRegular />} onClick={() => void cancel()} data-testid="instance-cancel">
            {t('workflows.instance.cancel')}
          </Button>
        )
      }
    >
      <Fields
        testId="instance-fields"
        items={[
          [t('workflows.instance.name'), instance.name],
          [
            t('workflows.instance.workflow'),
            <Link key="w" href={processesPath.workflow(instance.workflow.id)}>
              {instance.workflow.name}
            </Link>,
          ],
          [t('workflows.instance.object'), instance.object?.name ?? '—'],
          [t('workflows.instance.author'), instance.authorName ?? '—'],
          [t('workflows.instance.created'), formatWhen(instance.dateCreate)],
          [t('workflows.instance.started'), formatWhen(instance.startDate)],
          [t('workflows.instance.ended'), formatWhen(instance.endDate)],
          [t('workflows.instance.inputVars'), instance.inputVars.trim() ? pre(instance.inputVars) : '—'],
          [t('workflows.instance.state'), <InstanceStateBadge key="s" state={instance.state} />],
          [t('workflows.instance.stateUpdated'), formatWhen(instance.stateUpdated)],
          [t('workflows.instance.version'), String(instance.version)],
          [t('workflows.instance.variables'), pre(JSON.stringify(instance.variables, null, 2))],
          [
            t('workflows.instance.schema'),
            <details key="x">
              <summary>{t('workflows.instance.schemaShow')}</summary>
              <div className={styles.schema}>{pre(instance.schema)}</div>
            </details>,
          ],
        ]}
      />
      <Subtitle2 as="h3">{t('workflows.instance.diagram')}</Subtitle2>
      <Suspense fallback={<Spinner size="small" />}>
        <InstanceDiagram xml={instance.schema} current={instance.current} completed={instance.completed} />
      </Suspense>
      <Subtitle2 as="h3">{t('workflows.instance.history')}</Subtitle2>
      <StepHistory steps={instance.history} />
    </Page>
  );
}
