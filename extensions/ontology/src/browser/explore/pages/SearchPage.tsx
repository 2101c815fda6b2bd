import { useEffect, useState } from 'react';
import {
  Body1,
  Caption1,
  Link as FluentLink,
  SearchBox,
  Spinner,
  Subtitle2,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EmptyState, SHELL_CONSTANTS, Services, useService, useT } from '@ontobench/sdk';
import { Link } from 'wouter';
import type { SearchResult } from '../../../common/explore.ts';
import { searchTerms } from '../api.ts';
import { TermLink } from '../components/TermLink.tsx';

const useStyles = makeStyles({
  page: {
    maxWidth: '900px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  meta: { color: tokens.colorNeutralForeground3 },
});

type Outcome = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string } | SearchResultState;
type SearchResultState = { status: 'done'; result: SearchResult };

/** `/osa-search` (blank layout): terms the user can see whose name contains the text, grouped by kind. */
export default function SearchPage() {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const [text, setText] = useState(() => new URLSearchParams(window.location.search).get('q') ?? '');
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  useEffect(() => {
    const q = text.trim();
    if (q === '') {
      setOutcome({ status: 'idle' });
      return;
    }
    let live = true;
    setOutcome({ status: 'loading' });
    const timer = setTimeout(() => {
      searchTerms(data, q).then(
        (result) => live && setOutcome({ status: 'done', result }),
        (error: unknown) =>
          live && setOutcome({ status: 'failed', message: String((error as Error)?.message ?? error) }),
      );
    }, SHELL_CONSTANTS.defaultDebounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [data, text]);

  const total = outcome.status === 'done' ? outcome.result.groups.reduce((n, g) => n + g.count, 0) : 0;
  return (
    <div className={styles.page} data-testid="osa-search">
      <div className={styles.head}>
        <Title2 as="h1">{t('explore.search.title')}</Title2>
        <Link href="/osa-search-faq" asChild>
          <FluentLink>{t('explore.search.faq')}</FluentLink>
        </Link>
      </div>
      <Body1>{t('explore.search.lead')}</Body1>
      <SearchBox
        autoFocus
        placeholder={t('explore.common.searchPlaceholder')}
        aria-label={t('explore.common.search')}
        value={text}
        onChange={(_e, d) => setText(d.value)}
      />
      {outcome.status === 'loading' && <Spinner label={t('explore.common.loading')} />}
      {outcome.status === 'failed' && <Body1>{t('explore.common.failed', { message: outcome.message })}</Body1>}
      {outcome.status === 'done' && total === 0 && <EmptyState title={t('explore.common.nothingFound')} />}
      {outcome.status === 'done' && total > 0 && (
        <>
          <Caption1 className={styles.meta}>{t('explore.common.count', { count: total })}</Caption1>
          {outcome.result.groups
            .filter((g) => g.count > 0)
            .map((g) => (
              <section key={g.kind} data-testid={`search-group-${g.kind}`}>
                <Subtitle2 as="h2">
                  {t(`explore.kinds.${g.kind}`)} ({g.count})
                </Subtitle2>
                <ul className={styles.list}>
                  {g.items.map((item) => (
                    <li key={item.id}>
                      <TermLink term={item} kind={g.kind} />
                    </li>
                  ))}
                  {g.count > g.items.length && (
                    <li className={styles.meta}>{t('explore.search.more', { count: g.count - g.items.length })}</li>
                  )}
                </ul>
              </section>
            ))}
        </>
      )}
    </div>
  );
}
