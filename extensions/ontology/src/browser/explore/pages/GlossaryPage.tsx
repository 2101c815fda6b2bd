import { useMemo, useState } from 'react';
import {
  Body1,
  Caption1,
  Link as FluentLink,
  SearchBox,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EmptyState, Page, Services, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { Link } from 'wouter';
import { fetchOntologyState } from '../../ontology-api.ts';
import { fetchSynonyms, useLoad } from '../api.ts';
import { LoadedView } from '../components/Loaded.tsx';
import { OntologyPicker } from '../components/OntologyPicker.tsx';
import { termPath } from '../components/TermLink.tsx';
import { filterEntries, glossaryEntries, letterIndex, type GlossaryEntry } from '../model/glossary.ts';

const useStyles = makeStyles({
  index: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  letter: { scrollMarginTop: '16px', margin: `${tokens.spacingVerticalM} 0 0` },
  list: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  term: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  meta: { color: tokens.colorNeutralForeground3 },
  search: { maxWidth: '360px' },
});

/** `/ontology-gloss/{id}`: the ontology's terms alphabetically with descriptions and synonyms, a letter index, a search. */
export default function GlossaryPage({ params }: RoutePageProps) {
  const { t } = useT();
  if (!params.id) return <OntologyPicker base="/ontology-gloss" title={t('explore.gloss.title')} />;
  return <Glossary id={params.id} />;
}

function Glossary({ id }: { id: string }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const loaded = useLoad(id, async (signal) => {
    const [state, synonyms] = await Promise.all([fetchOntologyState(http, id, signal), fetchSynonyms(data, id)]);
    return { name: state.ontology.name, entries: glossaryEntries(state, synonyms) };
  });
  const name = loaded.status === 'ready' ? loaded.value.name : undefined;
  usePageTitle(name ? t('explore.gloss.titleOf', { name }) : undefined);
  return (
    <LoadedView loaded={loaded}>
      {(value) => <GlossaryBody id={id} name={value.name} entries={value.entries} />}
    </LoadedView>
  );
}

function GlossaryBody({ id, name, entries }: { id: string; name: string; entries: GlossaryEntry[] }) {
  const { t } = useT();
  const styles = useStyles();
  const [text, setText] = useState('');
  const shown = useMemo(() => filterEntries(entries, text), [entries, text]);
  const letters = letterIndex(shown);
  return (
    <Page
      title={t('explore.gloss.titleOf', { name })}
      testId="glossary"
      actions={
        <Link href={`/ontology-doc/${id}`} asChild>
          <FluentLink>{t('explore.gloss.docLink')}</FluentLink>
        </Link>
      }
    >
      <SearchBox
        className={styles.search}
        placeholder={t('explore.common.searchPlaceholder')}
        aria-label={t('explore.common.search')}
        value={text}
        onChange={(_e, d) => setText(d.value)}
      />
      {entries.length === 0 && <EmptyState title={t('explore.gloss.empty')} />}
      {entries.length > 0 && shown.length === 0 && <EmptyState title={t('explore.common.nothingFound')} />}
      <nav className={styles.index} aria-label={t('explore.gloss.letters')}>
        {letters.map((l) => (
          <a key={l} href={`#letter-${l}`}>
            {l}
          </a>
        ))}
      </nav>
      {letters.map((letter) => (
        <section key={letter} aria-label={letter}>
          <Subtitle1 as="h3" id={`letter-${letter}`} className={styles.letter}>
            {letter}
          </Subtitle1>
          <dl className={styles.list}>
            {shown
              .filter((e) => e.letter === letter)
              .map((e) => (
                <div key={e.id} className={styles.term} data-testid="glossary-entry">
                  <dt>
                    <Link href={termPath(e.kind, e.id)} asChild>
                      <FluentLink>{e.name}</FluentLink>
                    </Link>{' '}
                    <Caption1 className={styles.meta}>{t(`explore.kind.${e.kind}`)}</Caption1>
                  </dt>
                  <dd style={{ margin: 0 }}>
                    {e.description && <Body1 block>{e.description}</Body1>}
                    {e.synonyms.length > 0 && (
                      <Caption1 className={styles.meta}>
                        {t('explore.gloss.synonyms', { list: e.synonyms.join(', ') })}
                      </Caption1>
                    )}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </Page>
  );
}
