import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Services, useErrorText, useService, useT } from '@ontobench/sdk';
import type { FlowDetail, FlowStudent } from '../../../common/flows/api.ts';
import { approveStudent, removeStudent } from '../api.ts';
import { MarkCell } from './MarkCell.tsx';
import { useTableStyles } from '../../shared/table-styles.ts';

const useStyles = makeStyles({
  section: { marginTop: tokens.spacingVerticalL, marginBottom: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The teacher's view of a flow: the requests awaiting approval, then students × units with each one's mark. */
export function StudentsProgress(props: { detail: FlowDetail; onChanged: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const table = useTableStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const { detail } = props;
  const pending = detail.students.filter((s) => s.pending);
  const students = detail.students.filter((s) => !s.pending);

  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      notifications.show({ text: done, color: 'success' });
      props.onChanged();
    } catch (error) {
      notifications.show({ text: (await errorText(error, failed)).text, color: 'error' });
    }
  };
  const approve = (s: FlowStudent) =>
    act(
      () => approveStudent(http, detail.flow.id, s.id),
      t('flows.flow.approved', { name: s.name }),
      t('flows.flow.actionFailed'),
    );
  const refuse = (s: FlowStudent) =>
    act(
      () => removeStudent(http, detail.flow.id, s.id),
      t('flows.flow.refused', { name: s.name }),
      t('flows.flow.actionFailed'),
    );

  return (
    <>
      {pending.length > 0 && (
        <>
          <Text as="h2" size={500} weight="semibold" className={styles.section} block>
            {t('flows.flow.pendingTitle')}
          </Text>
          <ul data-testid="flow-pending">
            {pending.map((s) => (
              <li key={s.id} className={styles.actions}>
                <Text>{s.name}</Text>
                <Button size="small" appearance="primary" onClick={() => void approve(s)} data-testid="flow-approve">
                  {t('flows.flow.approve')}
                </Button>
                <Button size="small" onClick={() => void refuse(s)} data-testid="flow-refuse">
                  {t('flows.flow.refuse')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Text as="h2" size={500} weight="semibold" className={styles.section} block>
        {t('flows.flow.progressTitle', { count: students.length })}
      </Text>
      {students.length === 0 ? (
        <Text>{t('flows.flow.noStudents')}</Text>
      ) : (
        <div className={table.scroll}>
          <table className={table.table} data-testid="flow-progress">
            <thead>
              <tr>
                <th className={table.head}>{t('flows.flow.student')}</th>
                {detail.units.map((u) => (
                  <th key={u.id} className={table.head} title={u.section}>
                    {u.name}
                  </th>
                ))}
                <th className={table.head}>{t('flows.flow.total')}</th>
              </tr>
            </thead>
            <tbody>
              {students.map((s) => {
                const marks = Object.values(s.progress).filter((p) => p.checked);
                const total = marks.reduce((sum, p) => sum + (p.mark ?? 0), 0);
                return (
                  <tr key={s.id} className={table.row} data-testid="flow-student">
                    <th scope="row" className={table.cell}>
                      {s.name}
                    </th>
                    {detail.units.map((u) => (
                      <td key={u.id} className={table.cell}>
                        <MarkCell progress={s.progress[u.id]} />
                      </td>
                    ))}
                    <td className={table.cell}>
                      <Badge appearance="outline">{Math.round(total * 100) / 100}</Badge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
