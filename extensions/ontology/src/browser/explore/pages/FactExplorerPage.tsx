import { useEffect, useState } from 'react';
import {
  Body1,
  Caption1,
  Link as FluentLink,
  SearchBox,
  Spinner,
  Subtitle2,
  Tab,
  TabList,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  EmptyState,
  SHELL_CONSTANTS,
  Services,
  ToolbarArea,
  usePageTitle,
  useService,
  useT,
  type RoutePageProps,
} from '@ontobench/sdk';
import { Link, useLocation, useSearch } from 'wouter';
import type { Ref, SearchResult } from '../../../common/explore.ts';
import { fetchTerm, searchTerms, useLoad } from '../api.ts';
import { LoadedView } from '../components/Loaded.tsx';
import { TermDetails } from '../components/TermDetails.tsx';
import { TermMap } from '../components/TermMap.tsx';

const useStyles = makeStyles({
  sidebar: {
    width: '300px',
    flexShrink: 0,
    overflowY: 'auto',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'auto',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: '4px' },
  meta: { color: tokens.colorNeutralForeground3 },
});

const path = (id: string) => `/fact-explorer/${encodeURIComponent(id)}`;

/**
 * `/fact-explorer[/{inst}]` (sidebar layout; query inst, view, mode=terminmap, classTerminMap): the
 * facts about an individual — its class, values and links both ways, each link a step to walk on —
 * with a search in the sidebar to pick where to start and the path walked so far. mode=terminmap shows
 * the term map of a class (classTerminMap, else the individual's class).
 */
export default function FactExplorerPage({ params }: RoutePageProps) {
  const { t } = useT();
  const styles = useStyles();
  const query = new URLSearchParams(useSearch());
  const inst = params.inst ?? query.get('inst') ?? '';
  const mode = query.get('mode') === 'terminmap' ? 'terminmap' : 'facts';
  const classTerminMap = query.get('classTerminMap') ?? '';
  const [, navigate] = useLocation();
  const [trail, setTrail] = useState<Ref[]>([]);
  const data = useService(Services.Data);
  const loaded = useLoad(inst, () => (inst ? fetchTerm(data, inst) : Promise.resolve(null)));
  const current = loaded.status === 'ready' ? loaded.value : null;
  usePageTitle(current?.name ?? t('explore.facts.title'));

  useEffect(() => {
    if (!current) return;
    // Walking back to a step already on the path cuts the path there.
    setTrail((old) => {
      const at = old.findIndex((r) => r.id === current.id);
      return at >= 0 ? old.slice(0, at + 1) : [...old, { id: current.id, name: current.name }];
    });
  }, [current]);

  const mapClass = classTerminMap || current?.class.id || '';
  const switchMode = (next: string) => {
    const q = new URLSearchParams();
    if (next === 'terminmap') {
      q.set('mode', 'terminmap');
      if (mapClass) q.set('classTerminMap', mapClass);
    }
    navigate(`${inst ? path(inst) : '/fact-explorer'}${q.size ? `?${q}` : ''}`);
  };

  return (
    <>
      <aside className={styles.sidebar} aria-label={t('explore.facts.start')}>
        <StartSearch />
        {trail.length > 0 && (
          <nav aria-label={t('explore.facts.path')} data-testid="facts-trail">
            <Subtitle2 as="h2">{t('explore.facts.path')}</Subtitle2>
            <ol className={styles.list}>
              {trail.map((r) => (
                <li key={r.id}>
                  <Link href={path(r.id)} asChild>
                    <FluentLink>{r.name || r.id}</FluentLink>
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
        )}
      </aside>
      <section className={styles.main} data-testid="fact-explorer">
        {/* The sidebar layout has no toolbar area: the page shows it (buttons other areas put on it). */}
        <ToolbarArea />
        <TabList selectedValue={mode} onTabSelect={(_e, d) => switchMode(String(d.value))}>
          <Tab value="facts">{t('explore.facts.facts')}</Tab>
          <Tab value="terminmap" disabled={!mapClass}>
            {t('explore.facts.termMap')}
          </Tab>
        </TabList>
        {mode === 'terminmap' && mapClass ? (
          <TermMap classId={mapClass} />
        ) : !inst ? (
          <EmptyState title={t('explore.facts.pick')} />
        ) : (
          <LoadedView loaded={loaded}>
            {(view) =>
              view && (
                <>
                  <Title3 as="h1" data-testid="facts-current">
                    {view.name}
                  </Title3>
                  <TermDetails view={view} individualPath={path} />
                </>
              )
            }
          </LoadedView>
        )}
      </section>
    </>
  );
}

/** The sidebar's search: individuals whose name contains the text, to start the walk from. */
function StartSearch() {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const [text, setText] = useState('');
  const [found, setFound] = useState<SearchResult | 'loading' | null>(null);
  useEffect(() => {
    const q = text.trim();
    if (q === '') {
      setFound(null);
      return;
    }
    let live = true;
    setFound('loading');
    // The shell's default debounce (shell §9) before asking the server.
    const timer = setTimeout(() => {
      searchTerms(data, q).then(
        (r) => live && setFound(r),
        () => live && setFound(null),
      );
    }, SHELL_CONSTANTS.defaultDebounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [data, text]);
  const individuals =
    found && found !== 'loading' ? (found.groups.find((g) => g.kind === 'individual')?.items ?? []) : [];
  return (
    <div>
      <Subtitle2 as="h2">{t('explore.facts.start')}</Subtitle2>
      <SearchBox
        placeholder={t('explore.common.searchPlaceholder')}
        aria-label={t('explore.facts.start')}
        value={text}
        onChange={(_e, d) => setText(d.value)}
      />
      {found === 'loading' && <Spinner size="tiny" />}
      {found && found !== 'loading' && individuals.length === 0 && <Body1>{t('explore.common.nothingFound')}</Body1>}
      {individuals.length > 0 && (
        <ul className={styles.list} data-testid="facts-search-results">
          {individuals.map((i) => (
            <li key={i.id}>
              <Link href={path(i.id)} asChild>
                <FluentLink>{i.name}</FluentLink>
              </Link>{' '}
              {i.className && <Caption1 className={styles.meta}>{i.className}</Caption1>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
