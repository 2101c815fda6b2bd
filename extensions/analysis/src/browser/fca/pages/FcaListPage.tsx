import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { ObjectListPage, Services, useService, useT } from '@ontobench/sdk';
import { analysisPath } from '../../../common/routes.ts';
import { deleteContext, listContexts } from '../api.ts';
import { CreateContextDialog } from '../components/CreateContextDialog.tsx';

/** `/fca` (issue 18 item 5): the user's formal contexts; create one (it opens), delete with confirm. */
export default function FcaListPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  return (
    <ObjectListPage
      texts="fca.list"
      testIds={{ page: 'fca-index', list: 'fca-list', failed: 'fca-list-failed', empty: 'fca-list-empty' }}
      loadKey="fca-list"
      load={(signal) => listContexts(http, signal)}
      remove={(context) => deleteContext(http, context.id)}
      href={(context) => analysisPath.fca(context.id)}
      meta={(context) => t('fca.list.className', { name: context.className })}
      create={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)} data-testid="fca-create">
          {t('fca.list.create')}
        </Button>
      }
    >
      {creating && (
        <CreateContextDialog
          onClose={() => setCreating(false)}
          onCreated={(info) => {
            setCreating(false);
            navigate(analysisPath.fca(info.id));
          }}
        />
      )}
    </ObjectListPage>
  );
}
