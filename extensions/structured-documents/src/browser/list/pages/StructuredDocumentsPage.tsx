import { lazy, Suspense, useState } from 'react';
import {
  Button,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, BookOpenRegular, EyeRegular } from '@fluentui/react-icons';
import { Link, useLocation } from 'wouter';
import { EmptyState, Page, Services, formatDate, useLoad, useService, useT, type NewObject } from '@ontobench/sdk';
import { sdocPath } from '../../../common/routes.ts';
import { setDocumentClass } from '../../builder/builder-api.ts';
import { CreateDialog } from '../components/CreateDialog.tsx';
import { createDocument, loadDocuments } from '../load-documents.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  date: { color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** The quick view (§4 load mode quickView) and the viewer's renderer load when first asked for. */
const QuickViewDialog = lazy(() => import('../../viewer/components/QuickViewDialog.tsx'));

/**
 * `/structuredDocuments` (issue 16 item 1): the structured documents the user can see, each a link to
 * its editor; create asks for the name (and the class, when the builder has classes) and opens the new
 * document in the editor.
 */
export default function StructuredDocumentsPage() {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [glance, setGlance] = useState<{ id: string; name: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`sdoc-list-${attempt}`, (signal) => loadDocuments(data, signal));

  const create = async (request: NewObject, classId: string | null) => {
    const id = await createDocument(data, request);
    if (classId) await setDocumentClass(http, id, classId);
    setCreating(false);
    navigate(sdocPath.edit(id));
  };

  let body;
  if (load.status === 'loading') body = <Spinner label={t('list.loading')} data-testid="sdoc-list-loading" />;
  else if (load.status === 'failed' || load.status === 'notFound')
    body = (
      <MessageBar intent="error" data-testid="sdoc-list-failed">
        <MessageBarBody>{t('list.failed', { message: load.status === 'failed' ? load.message : '' })}</MessageBarBody>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('list.reload')}
        </Button>
      </MessageBar>
    );
  else if (load.value.length === 0)
    body = (
      <EmptyState title={t('list.empty')}>
        <span data-testid="sdoc-list-empty">{t('list.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.list} data-testid="sdoc-list" aria-label={t('list.title')}>
        {load.value.map((doc) => (
          <li key={doc.id} className={styles.row}>
            <Link href={sdocPath.edit(doc.id)} asChild>
              <FluentLink aria-label={t('list.open', { name: doc.name })}>{doc.name}</FluentLink>
            </Link>
            {doc.createdAt && (
              <span className={styles.date}>{t('list.created', { date: formatDate(doc.createdAt.slice(0, 10)) })}</span>
            )}
            <span className={styles.actions}>
              <Tooltip content={t('list.quickView', { name: doc.name })} relationship="label">
                <Button
                  appearance="subtle"
                  icon={<EyeRegular />}
                  onClick={() => setGlance({ id: doc.id, name: doc.name })}
                  data-testid="sdoc-quick-view-open"
                />
              </Tooltip>
              <Tooltip content={t('list.read', { name: doc.name })} relationship="label">
                <Link href={sdocPath.view(doc.id)} asChild>
                  <Button as="a" appearance="subtle" icon={<BookOpenRegular />} />
                </Link>
              </Tooltip>
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <Page
      title={t('list.title')}
      testId="sdoc-index"
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)} data-testid="sdoc-create">
          {t('list.create.button')}
        </Button>
      }
    >
      {body}
      {creating && <CreateDialog onClose={() => setCreating(false)} onCreate={create} />}
      {glance && (
        <Suspense fallback={<Spinner />}>
          <QuickViewDialog documentId={glance.id} name={glance.name} onClose={() => setGlance(null)} />
        </Suspense>
      )}
    </Page>
  );
}
