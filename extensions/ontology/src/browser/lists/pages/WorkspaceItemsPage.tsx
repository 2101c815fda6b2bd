import { useT } from '@ontobench/sdk';
import { ONTO_CLASS } from '../../../common/schema.ts';
import { listColumns } from '../columns.ts';
import { TermListScreen } from '../components/TermListScreen.tsx';
import { LIST_ROUTE } from '../route-ids.ts';

/** `/workspace-items`: the items lying in workspaces (each stands for an object of a map). */
export default function WorkspaceItemsPage() {
  const { t } = useT();
  const c = listColumns(t);
  return (
    <TermListScreen
      routeId={LIST_ROUTE.workspaceItems}
      classId={ONTO_CLASS.WorkspaceItem}
      title={t('lists.title.workspaceItems')}
      createTitle={t('lists.create.workspaceItem')}
      columns={[c.name, c.workspace, c.item, c.author, c.created]}
      byOntology={false}
      createOps={(inst, r) => [{ op: 'new', class: ONTO_CLASS.WorkspaceItem, name: r.name, inst }]}
      itemPath={(row) => `/workspace-item/${row.id}`}
    />
  );
}
