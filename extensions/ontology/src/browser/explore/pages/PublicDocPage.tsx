import { Services, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { fetchPublicDoc, useLoad } from '../api.ts';
import { DocView } from '../components/DocView.tsx';
import { LoadedView } from '../components/Loaded.tsx';

/**
 * `/public/ontology-doc/{id}` (public layout, no sign-in, no user info): the documentation of an
 * ontology marked public, from `GET /api/public/ontology-doc/:id`. Missing and private look the same.
 */
export default function PublicDocPage({ params }: RoutePageProps) {
  const { t } = useT();
  const http = useService(Services.Http);
  const id = params.id ?? '';
  const loaded = useLoad(id, (signal) => fetchPublicDoc(http, id, signal));
  usePageTitle(loaded.status === 'ready' ? loaded.value.ontology.name : undefined);
  return (
    <LoadedView loaded={loaded} notFound={t('explore.doc.notFound')}>
      {(state) => <DocView state={state} />}
    </LoadedView>
  );
}
