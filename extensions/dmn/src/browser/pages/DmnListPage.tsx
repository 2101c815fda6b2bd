import { useState } from 'react';
import { Badge, Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { ObjectListPage, Services, useService, useT } from '@ontobench/sdk';
import { dmnPath } from '../../common/routes.ts';
import { deleteTable, listTables } from '../api.ts';
import { CreateDmnDialog } from '../components/CreateDmnDialog.tsx';

/**
 * `/dmn` (shell.md §2; issue 17 item 6): the decision tables the user reads with version, system name and
 * hit policy (a reader's marked read-only, without delete); create one (it opens), delete with confirm.
 * The SDK's list page.
 */
export default function DmnListPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  return (
    <ObjectListPage
      texts="list"
      testIds={{
        page: 'dmn-index',
        list: 'dmn-list',
        failed: 'dmn-list-failed',
        empty: 'dmn-list-empty',
        remove: 'dmn-delete',
      }}
      loadKey="dmn-list"
      load={(signal) => listTables(http, signal)}
      remove={(table) => deleteTable(http, table.id)}
      href={(table) => dmnPath.table(table.id)}
      canDelete={(table) => table.access === 'edit'}
      date={(table) => table.dateCreate?.slice(0, 10)}
      detail={(table) =>
        [
          t('list.version', { n: table.versionNumber }),
          table.systemName && t('list.systemName', { name: table.systemName }),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      meta={(table) => (
        <>
          <Badge appearance="outline">{table.hitPolicy}</Badge>{' '}
          {table.access === 'read' && <Badge appearance="tint">{t('list.readOnly')}</Badge>}
        </>
      )}
      create={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)} data-testid="dmn-create">
          {t('list.create')}
        </Button>
      }
    >
      {creating && (
        <CreateDmnDialog
          onClose={() => setCreating(false)}
          onCreated={(table) => {
            setCreating(false);
            navigate(dmnPath.table(table.id));
          }}
        />
      )}
    </ObjectListPage>
  );
}
