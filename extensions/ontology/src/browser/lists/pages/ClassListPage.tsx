import { CLASS, type RoutePageProps, useT } from '@ontobench/sdk';
import { listColumns } from '../columns.ts';
import { TermItemView } from '../components/TermItemView.tsx';
import { TermListScreen } from '../components/TermListScreen.tsx';
import { LIST_ROUTE } from '../route-ids.ts';

/** `/class_list[/{term_id}]`: the user-made classes; with an id, the class's item page. */
export default function ClassListPage({ params }: RoutePageProps) {
  const { t } = useT();
  const c = listColumns(t);
  if (params.term_id) {
    return <TermItemView key={params.term_id} classId={CLASS.Class} instId={params.term_id} backPath="/class_list" />;
  }
  return (
    <TermListScreen
      routeId={LIST_ROUTE.classes}
      classId={CLASS.Class}
      title={t('lists.title.classes')}
      createTitle={t('lists.create.class')}
      columns={[c.name, c.parents, c.ontology, c.author, c.created]}
      userMadeOnly
      createOps={(inst, r) => [{ op: 'new', class: CLASS.Class, name: r.name, inst }]}
      itemPath={(row) => `/class_list/${row.id}`}
    />
  );
}
