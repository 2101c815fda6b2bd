import { CLASS, PROP, type RoutePageProps, useT } from '@ontobench/sdk';
import { baseTypeChoices, listColumns } from '../columns.ts';
import { TermItemView } from '../components/TermItemView.tsx';
import { TermListScreen } from '../components/TermListScreen.tsx';
import { LIST_ROUTE } from '../route-ids.ts';

/** `/scalar_list[/{term_id}]`: data properties; a new one starts as a string property. */
export default function ScalarListPage({ params }: RoutePageProps) {
  const { t } = useT();
  const c = listColumns(t);
  if (params.term_id) {
    return (
      <TermItemView
        key={params.term_id}
        classId={CLASS.DataProperty}
        instId={params.term_id}
        backPath="/scalar_list"
        choices={{ [PROP.baseType]: baseTypeChoices(t) }}
      />
    );
  }
  return (
    <TermListScreen
      routeId={LIST_ROUTE.scalars}
      classId={CLASS.DataProperty}
      title={t('lists.title.scalars')}
      createTitle={t('lists.create.scalar')}
      columns={[c.name, c.domain, c.baseType, c.ontology, c.author]}
      userMadeOnly
      createOps={(inst, r) => [
        { op: 'new', class: CLASS.DataProperty, name: r.name, inst },
        { op: 'upd', inst, prop: PROP.baseType, val: 'string' },
      ]}
      itemPath={(row) => `/scalar_list/${row.id}`}
    />
  );
}
