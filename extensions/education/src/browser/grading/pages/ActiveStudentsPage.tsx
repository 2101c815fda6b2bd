import { useState } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { ListStates, Page, Services, formatDate, useLoad, useService, useT } from '@ontobench/sdk';
import { useTableStyles } from '../../shared/table-styles.ts';
import { activeStudents } from '../api.ts';

/**
 * `/edu/active-students` (shell.md §2; issue 20 item 5): the students of the user's courses' flows (domain.md §6)
 * who submitted work in the last 14 days, the latest first.
 */
export default function ActiveStudentsPage() {
  const { t } = useT();
  const table = useTableStyles();
  const http = useService(Services.Http);
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`edu-active-${attempt}`, (signal) => activeStudents(http, signal));
  return (
    <Page title={t('grading.activeTitle')} testId="edu-active-page">
      <ListStates
        texts="grading.active"
        testIds={{ failed: 'active-failed', empty: 'active-empty' }}
        load={load}
        isEmpty={(rows) => rows.length === 0}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(rows) => (
          <div className={table.scroll}>
            <table className={table.table} data-testid="active-table">
              <thead>
                <tr>
                  <th className={table.head}>{t('grading.active.student')}</th>
                  <th className={table.head}>{t('grading.active.flow')}</th>
                  <th className={table.head}>{t('grading.active.lastWork')}</th>
                  <th className={mergeClasses(table.head, table.number)}>{t('grading.active.submitted')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.studentId}:${r.flowId}`} className={table.row} data-testid="active-row">
                    <td className={table.cell}>{r.studentName}</td>
                    <td className={table.cell}>{r.flowName}</td>
                    <td className={table.cell}>{formatDate(r.lastWork)}</td>
                    <td className={mergeClasses(table.cell, table.number)}>{r.submitted}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListStates>
    </Page>
  );
}
