import { useState } from 'react';
import { Dropdown, Field, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useSearch } from 'wouter';
import { ListStates, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import type { StudentsAnalysis } from '../../../common/analysis/api.ts';
import { loadAnalysis } from '../api.ts';
import { ProfilesTable } from '../components/ProfilesTable.tsx';

const useStyles = makeStyles({
  top: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  filter: { maxWidth: '420px' },
});

/**
 * `/analysis-students` (shell.md §2; issue 20 item 6): the students' profiles by competence across the flows
 * the user may analyse (a teacher: of their courses, domain.md §6; an administrator: all; a student: their
 * own), one flow or all; the flow chosen stays in the address (`?flow_id=`).
 */
export default function AnalysisStudentsPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const flowId = new URLSearchParams(useSearch()).get('flow_id') ?? '';
  const [attempt, setAttempt] = useState(0);
  const [flows, setFlows] = useState<StudentsAnalysis['flows']>([]);
  const load = useLoad(`analysis:${flowId}:${attempt}`, async (signal) => {
    const reply = await loadAnalysis(http, flowId, signal);
    setFlows(reply.flows);
    return reply;
  });
  const choose = (id: string) =>
    navigate(id ? `${eduPath.analysis}?${new URLSearchParams({ flow_id: id })}` : eduPath.analysis);
  const chosen = flows.find((f) => f.id === flowId);
  const flowText = (f: { name: string; courseName: string }) =>
    f.courseName ? t('analysis.flowOption', { name: f.name, course: f.courseName }) : f.name;
  return (
    <Page title={t('analysis.title')} testId="analysis-page">
      <div className={styles.top}>
        <Text>{t('analysis.intro')}</Text>
        <Field label={t('analysis.flow')} className={styles.filter}>
          <Dropdown
            data-testid="analysis-flow"
            value={chosen ? flowText(chosen) : t('analysis.allFlows')}
            selectedOptions={[flowId]}
            onOptionSelect={(_, data) => choose(data.optionValue ?? '')}
          >
            <Option value="">{t('analysis.allFlows')}</Option>
            {flows.map((f) => (
              <Option key={f.id} value={f.id} text={flowText(f)}>
                {flowText(f)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <ListStates
        texts="analysis"
        testIds={{ failed: 'analysis-failed', empty: 'analysis-empty' }}
        load={load}
        isEmpty={(reply) => reply.students.length === 0}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(reply) => (
          <>
            <Text>
              {t('analysis.summary', { students: reply.students.length, competences: reply.competences.length })}
            </Text>
            <ProfilesTable analysis={reply} />
          </>
        )}
      </ListStates>
    </Page>
  );
}
