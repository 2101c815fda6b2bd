import { useState } from 'react';
import { ListStates, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import { listInstances } from '../api.ts';
import { InstanceRows } from '../components/InstanceRows.tsx';

/**
 * `/workflowInstances` (shell.md §2; issue 19 item 3): the workflow instances the user may read, newest
 * first, with their state, workflow, object, start and end; a row opens the instance.
 */
export default function InstancesPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`workflow-instances-${attempt}`, (signal) => listInstances(http, signal));
  return (
    <Page title={t('workflows.instances.title')} testId="instances-page">
      <ListStates
        load={load}
        isEmpty={(items) => items.length === 0}
        texts="workflows.instances"
        testIds={{ failed: 'instances-failed', empty: 'instances-empty' }}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(instances) => <InstanceRows instances={instances} label={t('workflows.instances.title')} />}
      </ListStates>
    </Page>
  );
}
