import { Link as FluentLink } from '@fluentui/react-components';
import { Page, Services, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { Link } from 'wouter';
import { fetchTerm, useLoad } from '../api.ts';
import { LoadedView } from '../components/Loaded.tsx';
import { TermDetails } from '../components/TermDetails.tsx';

/** `/termin/{id}`: a term, view only — a class, a property or an individual, with its links to walk on. */
export default function TermPage({ params }: RoutePageProps) {
  const { t } = useT();
  const data = useService(Services.Data);
  const id = params.id ?? '';
  const loaded = useLoad(id, () => fetchTerm(data, id));
  usePageTitle(loaded.status === 'ready' ? loaded.value.name : undefined);
  return (
    <LoadedView loaded={loaded}>
      {(view) => (
        <Page
          title={view.name}
          testId="term-page"
          actions={
            view.kind === 'class' ? (
              <Link href={`/fact-explorer?mode=terminmap&classTerminMap=${view.id}`} asChild>
                <FluentLink>{t('explore.term.termMap')}</FluentLink>
              </Link>
            ) : view.kind === 'individual' ? (
              <Link href={`/fact-explorer/${view.id}`} asChild>
                <FluentLink>{t('explore.term.explore')}</FluentLink>
              </Link>
            ) : undefined
          }
        >
          <TermDetails view={view} />
        </Page>
      )}
    </LoadedView>
  );
}
