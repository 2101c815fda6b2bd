import { useState } from 'react';
import { Card, CardHeader, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useSearch } from 'wouter';
import { EmptyState, ListStates, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import { getSummary, listFlows } from '../api.ts';

const useStyles = makeStyles({
  filter: { maxWidth: '420px', marginBottom: tokens.spacingVerticalL },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  caption: { marginBottom: tokens.spacingVerticalM },
});

/**
 * `/edu/flow-cards` (shell.md §2; issue 20 item 3): one card per student of the chosen flow (`?flow_id=`): units
 * submitted, awaiting the teacher, and the total. Flows the user teaches (domain.md §6).
 */
export default function FlowCardsPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const flowId = new URLSearchParams(useSearch()).get('flow_id') ?? '';
  const [attempt, setAttempt] = useState(0);
  const flows = useLoad('edu-cards-flows', async (signal) =>
    (await listFlows(http, signal)).filter((f) => f.role === 'teacher'),
  );
  const taught = flows.status === 'ready' ? flows.value : [];
  const chosen = flowId || taught[0]?.id || '';
  const current = taught.find((f) => f.id === chosen);
  const load = useLoad(`edu-cards-${chosen}-${attempt}`, (signal) =>
    chosen ? getSummary(http, chosen, signal) : Promise.resolve(null),
  );
  return (
    <Page title={t('flows.cardsTitle')} testId="edu-cards-page">
      <Field label={t('flows.cards.flow')} className={styles.filter}>
        <Select
          value={chosen}
          onChange={(_, d) => navigate(`${eduPath.flowCards}?flow_id=${encodeURIComponent(d.value)}`)}
          data-testid="cards-flow"
        >
          {taught.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name} — {f.courseName}
            </option>
          ))}
        </Select>
      </Field>
      {current && (
        <Text block className={styles.caption} data-testid="cards-caption">
          {t('flows.cards.of', { name: current.name, course: current.courseName })}
        </Text>
      )}
      {flows.status === 'ready' && taught.length === 0 ? (
        <EmptyState title={t('flows.cards.noFlows')} />
      ) : (
        <ListStates
          texts="flows.cards"
          testIds={{ failed: 'cards-failed', empty: 'cards-empty' }}
          load={load}
          isEmpty={(s) => !s || s.students.length === 0}
          onRetry={() => setAttempt((n) => n + 1)}
        >
          {(summary) => (
            <div className={styles.cards} data-testid="cards">
              {summary!.students.map((s, i) => {
                const row = summary!.cells[i] ?? [];
                const submitted = row.filter((c) => c?.[1]).length;
                const awaiting = row.filter((c) => c?.[1] && !c[2]).length;
                const total = row.reduce((sum, c) => sum + (c?.[2] ? (c[0] ?? 0) : 0), 0);
                return (
                  <Card key={s.id} data-testid="student-card">
                    <CardHeader header={<Text weight="semibold">{s.name}</Text>} />
                    <Text>{t('flows.cards.submitted', { done: submitted, units: summary!.units.length })}</Text>
                    <Text className={styles.muted}>{t('flows.cards.awaiting', { count: awaiting })}</Text>
                    <Text weight="semibold">{t('flows.cards.total', { total: Math.round(total * 100) / 100 })}</Text>
                  </Card>
                );
              })}
            </div>
          )}
        </ListStates>
      )}
    </Page>
  );
}
