import { useEffect, useState } from 'react';
import { Field, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useLocation, useSearch } from 'wouter';
import {
  CLASS,
  EmptyState,
  ObjectPicker,
  PROP,
  Services,
  filterLiteral,
  rowsFromReply,
  useService,
  useT,
  type PickedObject,
  type RoutePageProps,
} from '@ontobench/sdk';
import { ONTO_PROP } from '../../../common/schema.ts';
import { listColumns } from '../columns.ts';
import { TermItemView } from '../components/TermItemView.tsx';
import { TermListScreen } from '../components/TermListScreen.tsx';
import { LIST_ROUTE } from '../route-ids.ts';

type Found = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; classId: string };

/** The item page of an individual: its own class is looked up, so the form has every field of it. */
function IndividualItem({ classId, instId }: { classId: string; instId: string }) {
  const { t } = useT();
  const data = useService(Services.Data);
  const [found, setFound] = useState<Found>({ status: 'loading' });
  useEffect(() => {
    data
      .getData({ class: classId, filter: `[id] = ${filterLiteral(instId)}`, fields: [{ prop: PROP.class }], limit: 1 })
      .then((reply) => {
        const own = rowsFromReply(reply)[0]?.values[PROP.class]?.[0]?.val;
        setFound(typeof own === 'string' ? { status: 'ready', classId: own } : { status: 'missing' });
      })
      .catch(() => setFound({ status: 'missing' }));
  }, [data, classId, instId]);
  if (found.status === 'loading') return null;
  if (found.status === 'missing') {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{t('lists.item.notFound')}</MessageBarBody>
      </MessageBar>
    );
  }
  return <TermItemView classId={found.classId} instId={instId} backPath={`/examp_list/${classId}`} />;
}

/**
 * `/examp_list[/{class_id}]`: individuals of a class and its subclasses. The store lists instances
 * by class, so without a class the page asks for one first. `?inst=<id>` shows one individual.
 */
export default function IndividualsPage({ params }: RoutePageProps) {
  const { t } = useT();
  const data = useService(Services.Data);
  const [, navigate] = useLocation();
  const item = new URLSearchParams(useSearch()).get('inst');
  const classId = params.class_id;
  const [current, setCurrent] = useState<PickedObject | null>(null);
  const c = listColumns(t);

  useEffect(() => {
    if (!classId) return setCurrent(null);
    data
      .getData({ class: CLASS.Class, filter: `[id] = ${filterLiteral(classId)}`, limit: 1 })
      .then((reply) => {
        const row = rowsFromReply(reply)[0];
        setCurrent(row ? { id: row.id, name: row.name } : null);
      })
      .catch((error: unknown) => console.warn('individuals: class lookup failed', error));
  }, [data, classId]);

  if (classId && item) return <IndividualItem key={item} classId={classId} instId={item} />;

  const classFilter = (
    <Field label={t('lists.filter.class')}>
      <ObjectPicker
        classIds={[CLASS.Class]}
        filter="[author] is not null"
        detailProp={ONTO_PROP.ontology}
        value={current}
        onChange={(picked) => navigate(picked ? `/examp_list/${picked.id}` : '/examp_list')}
        aria-label={t('lists.filter.class')}
        data-testid="filter-class"
      />
    </Field>
  );
  return (
    <TermListScreen
      key={classId ?? 'none'}
      routeId={LIST_ROUTE.individuals}
      classId={classId ?? CLASS.Class}
      title={current ? `${t('lists.title.individuals')}: ${current.name}` : t('lists.title.individuals')}
      createTitle={t('lists.create.individual')}
      columns={[c.name, c.klass, c.ontology, c.author, c.created]}
      extraFilters={classFilter}
      askClass
      initialClass={current}
      placeholder={classId ? undefined : <EmptyState title={t('lists.filter.chooseClass')} />}
      createOps={(inst, r) => [{ op: 'new', class: r.classRef!.id, name: r.name, inst }]}
      itemPath={(row) => `/examp_list/${classId}?inst=${row.id}`}
      createdPath={(inst, r) => `/examp_list/${r.classRef!.id}?inst=${inst}`}
    />
  );
}
