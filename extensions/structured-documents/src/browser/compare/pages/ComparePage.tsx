import { useState } from 'react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Switch,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import {
  EmptyState,
  NotFoundError,
  Services,
  formatDate,
  useLoad,
  usePageTitle,
  useService,
  useT,
  type RoutePageProps,
} from '@ontobench/sdk';
import { Link } from 'wouter';
import { sdocPath } from '../../../common/routes.ts';
import { fetchPublication } from '../../viewer/api.ts';
import { CompareSummary } from '../components/CompareSummary.tsx';
import { CompareTable } from '../components/CompareTable.tsx';
import { compareView, visibleRows } from '../compare-view.ts';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginBottom: tokens.spacingVerticalM,
  },
  title: { margin: 0 },
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalM,
  },
});

/**
 * `/comparePublications/{documentId}/{pubId}/{secondPubId}` (shell.md §2, issue 16 item 7): two
 * publications of the document compared element by element, with a legend, counts and "only changes".
 * A publication that is missing, unreadable or of another document makes the whole compare "not found".
 */
export default function ComparePage({ params }: RoutePageProps) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const documentId = (params.documentId ?? '').toLowerCase();
  const [first, second] = [params.pubId ?? '', params.secondPubId ?? ''];
  const [onlyChanges, setOnlyChanges] = useState(false);
  const loaded = useLoad(`${documentId}/${first}/${second}`, async (signal) => {
    const [a, b] = await Promise.all([fetchPublication(http, first, signal), fetchPublication(http, second, signal)]);
    const view = compareView(documentId, a, b);
    if (!view) throw new NotFoundError();
    return view;
  });
  usePageTitle(t('compare.title'));

  if (loaded.status === 'loading') return <Spinner label={t('compare.loading')} data-testid="sdoc-compare-loading" />;
  if (loaded.status === 'notFound')
    return (
      <div data-testid="sdoc-compare-not-found">
        <EmptyState title={t('compare.notFound')}>
          <span>{t('compare.notFoundHint')}</span>
        </EmptyState>
      </div>
    );
  if (loaded.status === 'failed')
    return (
      <MessageBar intent="error" data-testid="sdoc-compare-failed">
        <MessageBarBody>{t('compare.failed', { message: loaded.message })}</MessageBarBody>
      </MessageBar>
    );
  const view = loaded.value;
  const rows = visibleRows(view.rows, onlyChanges);
  const changed = Object.values(view.counts).some((n) => n > 0);
  return (
    <div data-testid="sdoc-compare">
      <div className={styles.head}>
        <Title2 as="h1" className={styles.title}>
          {view.newer.state?.title || t('compare.title')}
        </Title2>
        <Text>{t('compare.older', { name: view.older.name, date: formatDate(view.older.createdAt) })}</Text>
        <Text>{t('compare.newer', { name: view.newer.name, date: formatDate(view.newer.createdAt) })}</Text>
      </div>
      <div className={styles.tools}>
        <Link href={sdocPath.view(documentId)} asChild>
          <Button as="a" icon={<ArrowLeftRegular />} appearance="subtle">
            {t('compare.back')}
          </Button>
        </Link>
        <Switch
          checked={onlyChanges}
          onChange={(_, d) => setOnlyChanges(d.checked)}
          label={t('compare.onlyChanges')}
          data-testid="sdoc-compare-only-changes"
        />
      </div>
      <CompareSummary counts={view.counts} />
      {!changed && <EmptyState title={t('compare.noChanges')} />}
      {rows.length > 0 && <CompareTable rows={rows} />}
    </div>
  );
}
