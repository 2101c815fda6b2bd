import { Link as FluentLink } from '@fluentui/react-components';
import { EmptyState, PROP, Page, Services, useService, useT } from '@ontobench/sdk';
import { Link } from 'wouter';
import { ONTO_CLASS } from '../../../common/schema.ts';
import { useLoad } from '../api.ts';
import { LoadedView } from './Loaded.tsx';

/** The ontologies the user can see, each a link to `<base>/<id>`: the glossary and documentation without an id. */
export function OntologyPicker({ base, title }: { base: string; title: string }) {
  const { t } = useT();
  const data = useService(Services.Data);
  const loaded = useLoad('ontologies', (signal) =>
    data.getData(
      { class: ONTO_CLASS.Ontology, fields: [{ prop: PROP.name, sort: 'asc', hidden: true }], limit: 500 },
      { signal },
    ),
  );
  return (
    <Page title={title} testId="ontology-picker">
      <LoadedView loaded={loaded}>
        {(reply) => {
          const rows = reply.rows.filter((r) => r.prop === PROP.name && r.from === undefined);
          if (rows.length === 0) return <EmptyState title={t('explore.picker.empty')} />;
          return (
            <nav aria-label={t('explore.picker.title')}>
              <ul>
                {rows.map((r) => (
                  <li key={r.inst}>
                    <Link href={`${base}/${r.inst}`} asChild>
                      <FluentLink>{String(r.val)}</FluentLink>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          );
        }}
      </LoadedView>
    </Page>
  );
}
