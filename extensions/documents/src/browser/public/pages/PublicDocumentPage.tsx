import { EmptyState, Services, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { DOCUMENTS_API } from '../../../common/api.ts';
import { useExpansions } from '../../render/use-expansions.ts';
import { fetchPublicDocument, useLoad } from '../../viewer/api.ts';
import { DocumentLayout } from '../../viewer/components/DocumentLayout.tsx';
import { LoadedView } from '../../viewer/components/LoadedView.tsx';
import { PublicDocumentHeader } from '../components/PublicDocumentHeader.tsx';

/**
 * `/public/doc/{id}` (public layout, no sign-in): a document made public — its name, annotation and the
 * content visitors read. Missing and private look the same (404 → "not found", never the sign-in page).
 * References show their display names: resolving terms is for signed-in users.
 */
export default function PublicDocumentPage({ params }: RoutePageProps) {
  const { t } = useT();
  const http = useService(Services.Http);
  const id = params.id ?? '';
  const loaded = useLoad(id, (signal) => fetchPublicDocument(http, id, signal));
  const doc = loaded.status === 'ready' ? loaded.value : null;
  usePageTitle(doc?.name);
  const expansions = useExpansions(doc?.content ?? null, null);
  return (
    <LoadedView loaded={loaded} notFound={t('public.notFound')} notFoundHint={t('public.notFoundHint')}>
      {(value) => (
        <DocumentLayout
          doc={value.content}
          expansions={expansions}
          header={
            <PublicDocumentHeader
              name={value.name}
              annotation={value.annotation}
              docxPath={`/api/${DOCUMENTS_API.publicDocx(encodeURIComponent(value.id))}`}
            />
          }
          empty={<EmptyState title={t('viewer.empty')} />}
        />
      )}
    </LoadedView>
  );
}
