import { useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSearch } from 'wouter';
import { AppLink, EmptyState, ListStates, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import { getSummary } from '../api.ts';
import { SummaryGrid } from '../components/SummaryGrid.tsx';

const useStyles = makeStyles({
  head: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', marginBottom: tokens.spacingVerticalM },
});

/**
 * `/edu/flow-summary?flow_id&course_id` (shell.md §2; issue 20 item 3): students × units, each cell the mark, «awaiting»
 * or nothing — one call and one plain table (quality bar: 300 students × 40 questions in ≤ 1 s; the bench
 * tests/bench/edu-flow-summary.bench.ts). Teachers of the flow's course only.
 */
export default function FlowSummaryPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const flowId = new URLSearchParams(useSearch()).get('flow_id') ?? '';
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`edu-summary-${flowId}-${attempt}`, (signal) => getSummary(http, flowId, signal));
  if (!flowId)
    return (
      <Page title={t('flows.summaryTitle')} testId="edu-summary-page">
        <EmptyState title={t('flows.flow.noFlow')} />
      </Page>
    );
  return (
    <Page
      title={
        load.status === 'ready' ? t('flows.summary.title', { name: load.value.flow.name }) : t('flows.summaryTitle')
      }
      testId="edu-summary-page"
    >
      <ListStates
        texts="flows.summary"
        testIds={{ failed: 'summary-failed', empty: 'summary-empty' }}
        load={load}
        isEmpty={(s) => s.students.length === 0}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(summary) => (
          <>
            <div className={styles.head}>
              <Text>
                {t('flows.summary.counts', { students: summary.students.length, units: summary.units.length })}
              </Text>
              <AppLink href={eduPath.flow(summary.flow.id, summary.flow.courseId)}>{t('flows.summary.back')}</AppLink>
            </div>
            <SummaryGrid summary={summary} />
          </>
        )}
      </ListStates>
    </Page>
  );
}
