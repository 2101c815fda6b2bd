import { useEffect, useState } from 'react';
import { Button, Subtitle2 } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import {
  ListStates,
  Page,
  Services,
  useLoad,
  usePageTitle,
  useService,
  useT,
  type RoutePageProps,
} from '@ontobench/sdk';
import type { WorkflowDto } from '../../../common/workflows/api.ts';
import { processesPath } from '../../../common/routes.ts';
import { WORKFLOW_LINK_TYPE } from '../../contributions/workflows.ts';
import { getWorkflow, listInstances } from '../api.ts';
import { DetailStates } from '../components/DetailStates.tsx';
import { Fields } from '../components/Fields.tsx';
import { InstanceRows } from '../components/InstanceRows.tsx';
import { StartDialog } from '../components/StartDialog.tsx';
import { formatWhen } from '../format.ts';

/**
 * `/workflows/{id}` (issue 19 item 1): a published workflow (context class, diagram and version, author,
 * creation date, running count), start an instance, and its instances.
 */
export default function WorkflowPage({ params }: RoutePageProps) {
  const { t } = useT();
  const http = useService(Services.Http);
  const id = params.id ?? '';
  const load = useLoad(`workflow-${id}`, (signal) => getWorkflow(http, id, signal));
  return (
    <DetailStates load={load} title={t('workflows.workflowTitle')} texts="workflows.workflow" testId="workflow-page">
      {(workflow) => <WorkflowView workflow={workflow} />}
    </DetailStates>
  );
}

function WorkflowView({ workflow }: { workflow: WorkflowDto }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const recent = useService(Services.RecentLinks);
  const [, navigate] = useLocation();
  const [starting, setStarting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const instances = useLoad(`workflow-instances-${workflow.id}-${attempt}`, (signal) =>
    listInstances(http, signal, workflow.id),
  );
  usePageTitle(workflow.name);
  useEffect(() => {
    recent.add({
      link: processesPath.workflow(workflow.id),
      objectName: workflow.name,
      businessEntity: WORKFLOW_LINK_TYPE,
      icon: 'processes',
    });
  }, [workflow.id, workflow.name, recent]);

  return (
    <Page
      title={workflow.name}
      testId="workflow-page"
      actions={
        <Button
          appearance="primary"
          icon={<PlayRegular />}
          onClick={() => setStarting(true)}
          data-testid="workflow-start"
        >
          {t('workflows.list.start')}
        </Button>
      }
    >
      <Fields
        testId="workflow-fields"
        items={[
          [t('workflows.workflow.contextClass'), workflow.contextClass.name],
          [
            t('workflows.workflow.diagram'),
            t('workflows.workflow.diagramVersion', { name: workflow.diagram.name, version: workflow.diagram.version }),
          ],
          [t('workflows.workflow.author'), workflow.authorName ?? '—'],
          [t('workflows.workflow.created'), formatWhen(workflow.dateCreate)],
          [t('workflows.workflow.running'), String(workflow.running)],
        ]}
      />
      <Subtitle2 as="h3">{t('workflows.workflow.instances')}</Subtitle2>
      <ListStates
        load={instances}
        isEmpty={(items) => items.length === 0}
        texts="workflows.instances"
        testIds={{ failed: 'instances-failed', empty: 'instances-empty' }}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(items) => <InstanceRows instances={items} label={t('workflows.workflow.instances')} showWorkflow={false} />}
      </ListStates>
      {starting && (
        <StartDialog
          workflows={[workflow]}
          onClose={() => setStarting(false)}
          onStarted={(instance) => {
            setStarting(false);
            navigate(processesPath.instance(instance.id));
          }}
        />
      )}
    </Page>
  );
}
