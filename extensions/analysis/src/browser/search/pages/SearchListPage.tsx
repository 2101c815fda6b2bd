import { useState } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { AddRegular, TableRegular } from '@fluentui/react-icons';
import { Link, useLocation } from 'wouter';
import { ObjectListPage, Services, useService, useT } from '@ontobench/sdk';
import { analysisPath } from '../../../common/routes.ts';
import { createSearch, deleteSearch, loadSearches } from '../api.ts';
import { CreateSearchDialog } from '../components/CreateSearchDialog.tsx';

/**
 * `/semantic-search` (issue 18 item 1): the user's semantic searches (name, root class, creation date),
 * create (name and root class), delete after a confirmation, open in the designer or as a table.
 */
export default function SearchListPage() {
  const { t } = useT();
  const data = useService(Services.Data);
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);

  const create = async (name: string, rootClass: string, subjectArea: string | null) => {
    const id = await createSearch(data, name, rootClass, subjectArea);
    setCreating(false);
    navigate(analysisPath.search(id));
  };

  return (
    <ObjectListPage
      texts="search.list"
      testIds={{ page: 'search-index', list: 'search-list', failed: 'search-list-failed', empty: 'search-list-empty' }}
      loadKey="analysis-searches"
      load={(signal) => loadSearches(data, signal)}
      remove={(entry) => deleteSearch(data, entry.id)}
      href={(entry) => analysisPath.search(entry.id)}
      detail={(entry) => entry.rootClass && t('search.list.rootClass', { name: entry.rootClass })}
      date={(entry) => entry.createdAt?.slice(0, 10)}
      actions={(entry) => (
        <Tooltip content={t('search.list.table', { name: entry.name })} relationship="label">
          <Link href={analysisPath.table(entry.id)} asChild>
            <Button as="a" appearance="subtle" icon={<TableRegular />} />
          </Link>
        </Tooltip>
      )}
      create={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => setCreating(true)}
          data-testid="search-create"
        >
          {t('search.list.create')}
        </Button>
      }
    >
      {creating && <CreateSearchDialog onClose={() => setCreating(false)} onCreate={create} />}
    </ObjectListPage>
  );
}
