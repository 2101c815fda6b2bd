import { useState } from 'react';
import { Badge, Button } from '@fluentui/react-components';
import { AddRegular, PlayRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { ObjectListPage, Services, useService, useT } from '@ontobench/sdk';
import type { WorkflowSummary } from '../../../common/workflows/api.ts';
import { processesPath } from '../../../common/routes.ts';
import { deleteWorkflow, listWorkflows } from '../api.ts';
import { PublishDialog } from '../components/PublishDialog.tsx';
import { StartDialog } from '../components/StartDialog.tsx';
import { formatWhen } from '../format.ts';

/**
 * `/workflows` (shell.md §2; issue 19 item 1): the published workflows with context class, diagram and
 * version, author, date and running count; publish a diagram, start an instance (it opens), delete one
 * with no running instance after a confirm. The SDK's list page.
 */
export default function WorkflowsPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const [publishing, setPublishing] = useState(false);
  const [starting, setStarting] = useState<WorkflowSummary | null>(null);
  return (
    <ObjectListPage<WorkflowSummary>
      texts="workflows.list"
      testIds={{
        page: 'workflows-page',
        list: 'workflows-list',
        failed: 'workflows-failed',
        empty: 'workflows-empty',
        row: 'workflow-row',
        remove: 'workflow-delete',
      }}
      loadKey="workflows"
      load={(signal) => listWorkflows(http, signal)}
      remove={(workflow) => deleteWorkflow(http, workflow.id)}
      href={(workflow) => processesPath.workflow(workflow.id)}
      canDelete={(workflow) => workflow.running === 0}
      detail={(workflow) =>
        t('workflows.list.detail', {
          cls: workflow.contextClass.name,
          diagram: workflow.diagram.name,
          version: workflow.diagram.version,
        })
      }
      badge={(workflow) =>
        workflow.running > 0 && (
          <Badge appearance="tint" color="brand">
            {t('workflows.list.running', { count: workflow.running })}
          </Badge>
        )
      }
      meta={(workflow) =>
        [
          workflow.authorName && t('workflows.list.author', { author: workflow.authorName }),
          formatWhen(workflow.dateCreate),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      actions={(workflow) => (
        <Button
          appearance="subtle"
          icon={<PlayRegular />}
          aria-label={t('workflows.list.startLabel', { name: workflow.name })}
          onClick={() => setStarting(workflow)}
          data-testid="workflow-start"
        >
          {t('workflows.list.start')}
        </Button>
      )}
      create={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => setPublishing(true)}
          data-testid="workflow-publish"
        >
          {t('workflows.list.publish')}
        </Button>
      }
    >
      {publishing && (
        <PublishDialog
          onClose={() => setPublishing(false)}
          onPublished={(workflow) => {
            setPublishing(false);
            navigate(processesPath.workflow(workflow.id));
          }}
        />
      )}
      {starting && (
        <StartDialog
          workflows={[starting]}
          onClose={() => setStarting(null)}
          onStarted={(instance) => {
            setStarting(null);
            navigate(processesPath.instance(instance.id));
          }}
        />
      )}
    </ObjectListPage>
  );
}
