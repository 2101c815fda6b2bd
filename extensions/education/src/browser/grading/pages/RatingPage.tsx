import { useState } from 'react';
import { ListStates, Page, Services, useLiveLoad, useService, useT } from '@ontobench/sdk';
import { MARKS_CHANNEL } from '../../../common/grading/api.ts';
import { useTableStyles } from '../../shared/table-styles.ts';
import { rating } from '../api.ts';
import { mergeClasses } from '@fluentui/react-components';

/**
 * `/edu/users_rating` (shell.md §2; issue 20 item 5): totals per student and flow — a teacher's flows' students
 * (domain.md §6), a student their own. A mark arriving for the student (`education/marks`) refreshes it live.
 */
export default function RatingPage() {
  const { t } = useT();
  const table = useTableStyles();
  const http = useService(Services.Http);
  const [attempt, setAttempt] = useState(0);
  const shown = useLiveLoad(`edu-rating-${attempt}`, (signal) => rating(http, signal), `education/${MARKS_CHANNEL}`);
  return (
    <Page title={t('grading.ratingTitle')} testId="edu-rating-page">
      <ListStates
        texts="grading.rating"
        testIds={{ failed: 'rating-failed', empty: 'rating-empty' }}
        load={shown}
        isEmpty={(rows) => rows.length === 0}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(rows) => (
          <div className={table.scroll}>
            <table className={table.table} data-testid="rating-table">
              <thead>
                <tr>
                  <th className={table.head}>{t('grading.rating.place')}</th>
                  <th className={table.head}>{t('grading.rating.student')}</th>
                  <th className={table.head}>{t('grading.rating.flow')}</th>
                  <th className={mergeClasses(table.head, table.number)}>{t('grading.rating.total')}</th>
                  <th className={mergeClasses(table.head, table.number)}>{t('grading.rating.submitted')}</th>
                  <th className={mergeClasses(table.head, table.number)}>{t('grading.rating.passed')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={`${r.studentId}:${r.flowId}`} className={table.row} data-testid="rating-row">
                    <td className={mergeClasses(table.cell, table.number)}>{i + 1}</td>
                    <td className={table.cell}>{r.studentName}</td>
                    <td className={table.cell}>{r.flowName}</td>
                    <td className={mergeClasses(table.cell, table.number)} data-testid="rating-total">
                      {r.total}
                    </td>
                    <td className={mergeClasses(table.cell, table.number)}>
                      {r.submitted} / {r.units}
                    </td>
                    <td className={mergeClasses(table.cell, table.number)}>{r.passed}</td>
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
