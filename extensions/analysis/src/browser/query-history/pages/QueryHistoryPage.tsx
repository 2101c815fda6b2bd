import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EmptyState, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { QueryCall } from '../../../common/general-search/api.ts';
import { CallDialog } from '../components/CallDialog.tsx';
import { CallsTable, callTime } from '../components/CallsTable.tsx';
import { FiltersForm } from '../components/FiltersForm.tsx';
import { HISTORY_PAGE_SIZE, historyQuery, NO_FILTERS, type HistoryFilters } from '../filters.ts';
import { loadHistory } from '../history-api.ts';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalM },
});

/**
 * `/queryHistory` (issue 18 item 7; administrators only): every get_data and execute with its user, time,
 * duration and row count, filtered, newest or slowest first ("a slow query is findable in seconds"),
 * paged; a call's time opens its request.
 */
export default function QueryHistoryPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<QueryCall | null>(null);
  const query = historyQuery(filters, page);
  const load = useLoad(`query-history-${attempt}-${query}`, (signal) => loadHistory(http, query, signal));

  let body;
  if (load.status === 'loading') body = <Spinner label={t('queryHistory.loading')} />;
  else if (load.status === 'failed' || load.status === 'notFound')
    body = (
      <MessageBar intent="error" data-testid="query-history-failed">
        <MessageBarBody>
          {t('queryHistory.failed', { message: load.status === 'failed' ? load.message : '' })}
        </MessageBarBody>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('queryHistory.retry')}
        </Button>
      </MessageBar>
    );
  else if (load.value.items.length === 0)
    body = (
      <EmptyState title={t('queryHistory.empty')}>
        <span data-testid="query-history-empty">{t('queryHistory.emptyHint')}</span>
      </EmptyState>
    );
  else {
    const pages = Math.max(1, Math.ceil(load.value.total / HISTORY_PAGE_SIZE));
    body = (
      <>
        <Text block>{t('queryHistory.total', { count: load.value.total })}</Text>
        <CallsTable items={load.value.items} onOpen={setOpen} />
        {pages > 1 && (
          <nav className={styles.pager} aria-label={t('queryHistory.page', { page: page + 1, pages })}>
            <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('queryHistory.previous')}
            </Button>
            <Text>{t('queryHistory.page', { page: page + 1, pages })}</Text>
            <Button disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              {t('queryHistory.next')}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <Page title={t('queryHistory.title')} testId="query-history">
      <FiltersForm
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
          setAttempt((n) => n + 1);
        }}
      />
      {body}
      {open && <CallDialog id={open.id} at={callTime(open.at)} onClose={() => setOpen(null)} />}
    </Page>
  );
}
