import { useState } from 'react';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { ExcelDescriptor, ExcelDescriptorInput } from '../../common/excel/api.ts';
import { ListStates } from '../shared/ListStates.tsx';
import { deleteDescriptor, listDescriptors, saveDescriptor } from './api.ts';
import { DescriptorForm } from './DescriptorForm.tsx';
import { ExcelRunPanel } from './ExcelRunPanel.tsx';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Columns as wide as their content: at 800 px equal columns cut the action buttons off.
  table: { tableLayout: 'auto' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  action: { whiteSpace: 'nowrap' },
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `/import-from-excel` (issue 21 item 4; shell.md §2 "Excel import descriptors (admin)"): the stored
 * descriptors, create, change and delete one, and run one on an .xlsx with the dry run and the job.
 */
export default function ExcelPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<{ descriptor: ExcelDescriptor | null } | null>(null);
  const [running, setRunning] = useState<ExcelDescriptor | null>(null);
  const load = useLoad(`imports-excel-${attempt}`, (signal) => listDescriptors(http, signal));
  const reload = () => setAttempt((n) => n + 1);

  const save = async (input: ExcelDescriptorInput) => {
    try {
      await saveDescriptor(http, editing?.descriptor?.id ?? null, input);
      notifications.show({ text: t('excel.saved', { name: input.name }), color: 'success' });
      setEditing(null);
      reload();
    } catch (error) {
      notifications.show({ text: t('excel.saveFailed', { message: messageOf(error) }), color: 'error' });
    }
  };
  const remove = async (d: ExcelDescriptor) => {
    if (!(await dialogs.confirm({ title: t('excel.confirmDelete', { name: d.name }) }))) return;
    try {
      await deleteDescriptor(http, d.id);
      notifications.show({ text: t('excel.deleted', { name: d.name }), color: 'success' });
      reload();
    } catch (error) {
      notifications.show({ text: t('excel.deleteFailed', { message: messageOf(error) }), color: 'error' });
    }
  };

  return (
    <Page title={t('excel.title')} testId="imports-excel">
      <div className={styles.column}>
        <div>
          <Button
            appearance="primary"
            onClick={() => setEditing({ descriptor: null })}
            data-testid="imports-excel-create"
          >
            {t('excel.create')}
          </Button>
        </div>
        {editing && (
          <DescriptorForm
            key={editing.descriptor?.id ?? 'new'}
            descriptor={editing.descriptor}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
        {running && <ExcelRunPanel key={running.id} descriptor={running} onClose={() => setRunning(null)} />}
        <ListStates load={load} keys="excel" testId="imports-excel" onRetry={reload}>
          {(descriptors: ExcelDescriptor[]) => (
            <Table className={styles.table} aria-label={t('excel.caption')} data-testid="imports-excel-descriptors">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('excel.columns.name')}</TableHeaderCell>
                  <TableHeaderCell>{t('excel.columns.sheet')}</TableHeaderCell>
                  <TableHeaderCell>{t('excel.columns.headerRow')}</TableHeaderCell>
                  <TableHeaderCell>{t('excel.columns.columns')}</TableHeaderCell>
                  <TableHeaderCell>{t('excel.columns.actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {descriptors.map((d) => (
                  <TableRow key={d.id} data-testid="imports-excel-row">
                    <TableCell>{d.name}</TableCell>
                    <TableCell>{d.sheet || t('excel.firstSheet')}</TableCell>
                    <TableCell>{d.headerRow}</TableCell>
                    <TableCell>{d.columns.length + 1}</TableCell>
                    <TableCell>
                      <div className={styles.actions}>
                        <Button
                          className={styles.action}
                          size="small"
                          appearance="primary"
                          onClick={() => setRunning(d)}
                        >
                          {t('excel.run')}
                        </Button>
                        <Button className={styles.action} size="small" onClick={() => setEditing({ descriptor: d })}>
                          {t('excel.edit')}
                        </Button>
                        <Button className={styles.action} size="small" onClick={() => void remove(d)}>
                          {t('excel.delete')}
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </ListStates>
      </div>
    </Page>
  );
}
