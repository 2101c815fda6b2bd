import { useState } from 'react';
import {
  Badge,
  Button,
  Link as FluentLink,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { Link, useLocation } from 'wouter';
import { ListStates, Services, formatDate, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import type { DiagramSummary } from '../../../common/diagram/api.ts';
import { diagramsPath } from '../../../common/routes.ts';
import { createDiagram, deleteDiagram, loadListing, type DiagramListing } from '../api.ts';
import { BpmnFileButton } from './BpmnFileButton.tsx';
import { CreateDiagramDialog } from './CreateDiagramDialog.tsx';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  table: { minWidth: '640px' },
  scroll: { overflowX: 'auto' },
});

/** The diagram's file name without `.bpmn`/`.xml`, as the new diagram's name. */
export const nameFromFile = (file: string) => file.replace(/\.(bpmn|xml)$/i, '').trim() || file;

/** The stage as the user reads it: the versions part's label of a known code, else the text itself. */
const stageText = (t: (key: string, options?: Record<string, unknown>) => string, stage: string | null) =>
  stage ? t(`versions.stage.${stage}`, { defaultValue: stage }) : t('diagrams.list.noStage');

/**
 * The «Диаграммы» tab of `/diagrams` (shell.md §2; issue 17 item 1): the diagrams the user may read with
 * their notation, version, stage, author and date (a reader's marked read-only); loading, failed (retry)
 * and empty states; create (name, notation), upload of a `.bpmn` file (the server checks it and its
 * refusal is shown), delete after a confirm.
 */
export function DiagramList() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useLoad(`diagrams-${attempt}`, (signal) => loadListing(http, data, signal));
  const listing: DiagramListing | null = load.status === 'ready' ? load.value : null;

  const upload = async (file: { name: string; text: string }) => {
    setBusy(true);
    try {
      const created = await createDiagram(http, { name: nameFromFile(file.name), xml: file.text });
      notifications.show({ text: t('diagrams.list.imported', { name: created.name }), color: 'success' });
      navigate(diagramsPath.diagram(created.id));
    } catch (error) {
      const heading = t('diagrams.list.importFailed', { file: file.name });
      notifications.show({ text: (await errorText(error, heading)).text, color: 'error', timeout: null });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (diagram: DiagramSummary) => {
    const ok = await dialogs.confirm({
      title: t('diagrams.list.deleteTitle'),
      message: t('diagrams.list.deleteMessage', { name: diagram.name }),
      confirmLabel: t('diagrams.list.deleteConfirm'),
    });
    if (!ok) return;
    try {
      await deleteDiagram(http, diagram.id);
      notifications.show({ text: t('diagrams.list.deleted', { name: diagram.name }), color: 'success' });
      setAttempt((n) => n + 1);
    } catch (error) {
      const heading = t('diagrams.list.deleteFailed', { name: diagram.name });
      notifications.show({ text: (await errorText(error, heading)).text, color: 'error' });
    }
  };

  const notationName = (id: string | null) =>
    id === null
      ? t('diagrams.list.bpmn')
      : (listing?.notations?.find((n) => n.id === id)?.name ?? t('diagrams.list.unknownNotation'));

  const row = (d: DiagramSummary) => (
    <TableRow key={d.id} data-testid="diagram-row">
      <TableCell>
        <span className={styles.name}>
          <Link href={diagramsPath.diagram(d.id)} asChild>
            <FluentLink aria-label={t('diagrams.list.open', { name: d.name })}>{d.name}</FluentLink>
          </Link>
          {d.access === 'read' && (
            <Tooltip content={t('diagrams.list.readOnlyHint')} relationship="description">
              <Badge appearance="outline" color="informative" data-testid="diagram-read-only">
                {t('diagrams.list.readOnly')}
              </Badge>
            </Tooltip>
          )}
        </span>
      </TableCell>
      <TableCell>{notationName(d.notation)}</TableCell>
      <TableCell>{d.versionNumber}</TableCell>
      <TableCell>{stageText(t, d.stage)}</TableCell>
      <TableCell className={styles.muted}>{listing?.authors.get(d.id) ?? t('diagrams.list.noAuthor')}</TableCell>
      <TableCell className={styles.muted}>{formatDate(d.dateCreate)}</TableCell>
      <TableCell>
        {d.access === 'edit' && (
          <Tooltip content={t('diagrams.list.delete', { name: d.name })} relationship="label">
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              onClick={() => void remove(d)}
              data-testid="diagram-delete"
            />
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );

  const table = (value: DiagramListing) => (
    <div className={styles.scroll}>
      <Table className={styles.table} aria-label={t('diagrams.list.title')} data-testid="diagrams-list">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('diagrams.list.name')}</TableHeaderCell>
            <TableHeaderCell>{t('diagrams.list.notation')}</TableHeaderCell>
            <TableHeaderCell>{t('diagrams.list.version')}</TableHeaderCell>
            <TableHeaderCell>{t('diagrams.list.stage')}</TableHeaderCell>
            <TableHeaderCell>{t('diagrams.list.author')}</TableHeaderCell>
            <TableHeaderCell>{t('diagrams.list.date')}</TableHeaderCell>
            <TableHeaderCell aria-label={t('diagrams.list.actions')} />
          </TableRow>
        </TableHeader>
        <TableBody>{value.diagrams.map(row)}</TableBody>
      </Table>
    </div>
  );

  return (
    <div data-testid="diagrams-tab">
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          disabled={listing === null}
          onClick={() => setCreating(true)}
          data-testid="diagram-create"
        >
          {t('diagrams.list.create')}
        </Button>
        <BpmnFileButton
          label={t('diagrams.list.import')}
          inputLabel={t('diagrams.list.importLabel')}
          disabled={busy}
          testId="diagram-import"
          onFile={(file) => void upload(file)}
        />
        {busy && <Spinner size="tiny" />}
      </div>
      <ListStates
        load={load}
        isEmpty={(value) => value.diagrams.length === 0}
        texts="diagrams.list"
        testIds={{ failed: 'diagrams-failed', empty: 'diagrams-empty' }}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {table}
      </ListStates>
      {creating && listing && (
        <CreateDiagramDialog
          notations={listing.notations}
          onClose={() => setCreating(false)}
          onCreated={(diagram) => navigate(diagramsPath.diagram(diagram.id))}
        />
      )}
    </div>
  );
}
