import { useState } from 'react';
import {
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EmptyState, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { ClassViewDto } from '../../common/views/api.ts';
import { listRoles } from '../roles/api.ts';
import { EditDeleteButtons } from '../shared/EditDeleteButtons.tsx';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { useConfirmedDelete } from '../shared/useConfirmedDelete.ts';
import { deleteView, listViews } from './api.ts';
import { ViewDialog } from './ViewDialog.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM, alignItems: 'center' },
  table: { tableLayout: 'fixed', width: '100%' },
  wrap: { overflowWrap: 'anywhere' },
  code: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  actions: { width: '190px' },
});

/**
 * `/settings/views` (issue 21 item 3; shell.md §2 "views", administrators; domain.md §3 "class views per
 * role"): the views per class and role; create, change, delete. A user holding the role sees the class's
 * object forms and lists with those fields, in that order, on those tabs (the fields hidden in the
 * interface only: the data access rules stay as they are).
 */
export default function ViewsPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const confirmDelete = useConfirmedDelete();
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<{ view: ClassViewDto | null } | null>(null);
  const load = useLoad(`admin-views-${attempt}`, async (signal) => ({
    views: await listViews(http, signal),
    roles: await listRoles(http, signal),
  }));
  const reload = () => setAttempt((n) => n + 1);

  const remove = (view: ClassViewDto) => {
    const name = `${view.className} — ${view.roleCode}`;
    return confirmDelete({
      title: t('views.confirmDelete', { name }),
      done: t('views.deleted', { name }),
      failed: t('views.deleteFailed'),
      remove: () => deleteView(http, view.id),
      after: reload,
    });
  };

  let body;
  if (load.status === 'loading') body = <Spinner label={t('views.loading')} />;
  else if (load.status === 'failed' || load.status === 'notFound')
    body = (
      <LoadFailed
        text={t('views.failed', { message: load.status === 'failed' ? load.message : '' })}
        onRetry={reload}
        testId="admin-views-failed"
      />
    );
  else if (load.value.views.length === 0)
    body = (
      <EmptyState title={t('views.empty')}>
        <span data-testid="admin-views-empty">{t('views.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <Table className={styles.table} size="small" aria-label={t('views.title')} data-testid="admin-views-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('views.columns.class')}</TableHeaderCell>
            <TableHeaderCell>{t('views.columns.role')}</TableHeaderCell>
            <TableHeaderCell>{t('views.columns.fields')}</TableHeaderCell>
            <TableHeaderCell className={styles.actions}>{t('views.columns.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {load.value.views.map((view) => {
            const name = `${view.className} — ${view.roleCode}`;
            return (
              <TableRow key={view.id} data-testid="admin-view-row">
                <TableCell className={styles.wrap}>{view.className || view.classId}</TableCell>
                <TableCell className={styles.code}>{view.roleCode}</TableCell>
                <TableCell>{t('views.fieldCount', { count: view.fields.length })}</TableCell>
                <TableCell className={styles.actions}>
                  <EditDeleteButtons
                    editLabel={t('views.editOf', { name })}
                    deleteLabel={t('views.deleteOf', { name })}
                    onEdit={() => setOpen({ view })}
                    onDelete={() => void remove(view)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );

  return (
    <Page title={t('views.title')} testId="admin-views">
      <div className={styles.bar}>
        <Button
          appearance="primary"
          disabled={load.status !== 'ready'}
          onClick={() => setOpen({ view: null })}
          data-testid="admin-view-create"
        >
          {t('views.create')}
        </Button>
        <Text>{t('views.hint')}</Text>
      </div>
      {body}
      {open && load.status === 'ready' && (
        <ViewDialog
          view={open.view}
          roles={load.value.roles}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            reload();
          }}
        />
      )}
    </Page>
  );
}
