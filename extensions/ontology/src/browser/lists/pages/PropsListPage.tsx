import { CLASS, type RoutePageProps, useT } from '@ontobench/sdk';
import { listColumns } from '../columns.ts';
import { TermItemView } from '../components/TermItemView.tsx';
import { TermListScreen } from '../components/TermListScreen.tsx';
import { LIST_ROUTE } from '../route-ids.ts';

/** `/props_list[/{term_id}]`: object properties (domain and range are classes). */
export default function PropsListPage({ params }: RoutePageProps) {
  const { t } = useT();
  const c = listColumns(t);
  if (params.term_id) {
    return (
      <TermItemView
        key={params.term_id}
        classId={CLASS.ObjectProperty}
        instId={params.term_id}
        backPath="/props_list"
      />
    );
  }
  return (
    <TermListScreen
      routeId={LIST_ROUTE.props}
      classId={CLASS.ObjectProperty}
      title={t('lists.title.props')}
      createTitle={t('lists.create.prop')}
      columns={[c.name, c.domain, c.range, c.ontology, c.author]}
      userMadeOnly
      createOps={(inst, r) => [{ op: 'new', class: CLASS.ObjectProperty, name: r.name, inst }]}
      itemPath={(row) => `/props_list/${row.id}`}
    />
  );
}
