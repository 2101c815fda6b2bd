import { Link as FluentLink } from '@fluentui/react-components';
import { Services, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { Link } from 'wouter';
import { fetchOntologyState } from '../../ontology-api.ts';
import { fetchSynonyms, useLoad } from '../api.ts';
import { DocView } from '../components/DocView.tsx';
import { LoadedView } from '../components/Loaded.tsx';
import { OntologyPicker } from '../components/OntologyPicker.tsx';

/** `/ontology-doc/{id}`: the documentation of an ontology as the signed-in user sees it (printable). */
export default function DocPage({ params }: RoutePageProps) {
  const { t } = useT();
  const id = params.id;
  if (!id) return <OntologyPicker base="/ontology-doc" title={t('explore.doc.title')} />;
  return <Doc id={id} />;
}

function Doc({ id }: { id: string }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const loaded = useLoad(id, async (signal) => {
    const [state, synonyms] = await Promise.all([fetchOntologyState(http, id, signal), fetchSynonyms(data, id)]);
    for (const term of [...state.classes, ...state.objectProperties, ...state.dataProperties, ...state.individuals])
      if (!term.synonyms?.length) term.synonyms = synonyms.get(term.id) ?? [];
    return state;
  });
  usePageTitle(loaded.status === 'ready' ? loaded.value.ontology.name : undefined);
  return (
    <LoadedView loaded={loaded}>
      {(state) => (
        <DocView
          state={state}
          actions={
            <div style={{ display: 'flex', gap: 16 }}>
              <Link href={`/ontology-gloss/${id}`} asChild>
                <FluentLink>{t('explore.doc.glossaryLink')}</FluentLink>
              </Link>
              {state.ontology.isPublic && (
                <Link href={`/public/ontology-doc/${id}`} asChild>
                  <FluentLink>{t('explore.doc.public')}</FluentLink>
                </Link>
              )}
            </div>
          }
        />
      )}
    </LoadedView>
  );
}
