import { useEffect, useState } from 'react';
import { Badge, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { EmptyState, Services, formatDate, useService, useT } from '@ontobench/sdk';
import { Link } from 'wouter';
import type { PublicationEntry } from '../../common/api.ts';
import { publicationsPath } from './paths.ts';
import { fetchHistory } from './api.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  item: {
    listStyle: 'none',
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
    flexWrap: 'wrap',
  },
});

/** The publication history of a document (domain.md §3 docPublications): where and which version. */
export function PublicationHistory({ documentId }: { documentId: string }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [entries, setEntries] = useState<PublicationEntry[] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    setEntries('loading');
    fetchHistory(http, documentId).then(
      (list) => live && setEntries(list),
      (error: unknown) => {
        console.error(error);
        if (live) setEntries('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [http, documentId]);

  if (entries === 'loading') return <Spinner size="tiny" />;
  if (entries === 'failed') return <EmptyState title={t('publications.history.loadFailed')} />;
  if (entries.length === 0) return <EmptyState title={t('publications.history.empty')} />;
  return (
    <ul className={styles.list} aria-label={t('publications.history.title')} data-testid="publication-history">
      {entries.map((e) => (
        <li key={e.linkId} className={styles.item}>
          <Link href={publicationsPath(e.publication.id)}>{e.publication.name}</Link>
          <Caption1>
            {t('publications.links.version', { version: e.version })} · {formatDate(e.publishedAt)}
            {e.author ? ` · ${e.author.name}` : ''}
          </Caption1>
          {e.isPublic && <Badge appearance="tint">{t('publications.form.public')}</Badge>}
        </li>
      ))}
    </ul>
  );
}
