import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { EmptyState, Services, formatDate, useLoad, usePageTitle, useService, useT } from '@ontobench/sdk';
import { Link, useLocation } from 'wouter';
import { sdocPath } from '../../../common/routes.ts';
import { fetchState } from '../../editor/model/sdoc-api.ts';
import { listPublications, publish, renderDocument } from '../api.ts';
import { useFreshRender } from '../use-fresh-render.ts';
import { PublicationsPanel } from './PublicationsPanel.tsx';
import { PublishDialog } from './PublishDialog.tsx';
import { Readers } from './Readers.tsx';
import { RenderedDocument } from './RenderedDocument.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground2,
  },
  spacer: { flex: '1 1 auto' },
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'flex-start',
    '@media (max-width: 899px)': { flexDirection: 'column' },
  },
  main: { flex: '1 1 0', minWidth: 0 },
  side: {
    flex: '0 0 280px',
    position: 'sticky',
    top: 0,
    '@media (max-width: 899px)': { position: 'static', width: '100%' },
  },
});

/**
 * `/view/{id}`: the document as its readers see it (the server's HTML), who reads it now (the tab reads
 * it too, shell §2), its publications with "Publish" and the compare of two, and "Open in the editor" for
 * whoever may change it. Missing and unreadable alike are "not found".
 */
export function ViewerScreen({ id }: { id: string }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const loaded = useLoad(id, async (signal) => {
    const [state, rendered] = await Promise.all([fetchState(http, id, signal), renderDocument(http, id, signal)]);
    return { state, rendered };
  });
  // Someone's save shows here too, without a reload (the editor follows saves the same way).
  const fresh = useFreshRender(id);
  const [published, setPublished] = useState(0);
  const publications = useLoad(`${id}#${published}`, (signal) => listPublications(http, id, signal));
  const [publishing, setPublishing] = useState(false);
  usePageTitle(loaded.status === 'ready' ? loaded.value.state.title || loaded.value.state.name : undefined);

  if (loaded.status === 'loading') return <Spinner label={t('viewer.loading')} data-testid="sdoc-view-loading" />;
  if (loaded.status === 'notFound')
    return (
      <div data-testid="sdoc-view-not-found">
        <EmptyState title={t('viewer.notFound')}>
          <span>{t('viewer.notFoundHint')}</span>
        </EmptyState>
      </div>
    );
  if (loaded.status === 'failed')
    return (
      <MessageBar intent="error" data-testid="sdoc-view-failed">
        <MessageBarBody>{t('viewer.failed', { message: loaded.message })}</MessageBarBody>
      </MessageBar>
    );

  const { state } = loaded.value;
  const rendered = fresh ?? loaded.value.rendered;
  const rights = state.accessRights;
  const empty = state.root.children.length === 0;
  return (
    <div data-testid="sdoc-viewer">
      <div className={styles.bar} data-print-hidden>
        <Text size={200}>
          {state.savedAt ? t('viewer.savedAt', { date: formatDate(state.savedAt) }) : t('viewer.notSaved')}
        </Text>
        <Readers documentId={id} register />
        <span className={styles.spacer} />
        {!rights.readOnly && (
          <Link href={sdocPath.edit(id)} asChild>
            <Button as="a" appearance="primary" icon={<EditRegular />} data-testid="sdoc-view-edit">
              {t('viewer.edit')}
            </Button>
          </Link>
        )}
      </div>
      <div className={styles.row}>
        <div className={styles.main}>
          <RenderedDocument html={rendered.html} />
          {empty && <EmptyState title={t('viewer.empty')} />}
        </div>
        <aside className={styles.side} data-print-hidden>
          <PublicationsPanel
            documentId={id}
            publications={publications}
            canPublish={rights.editStructureAllowed}
            onPublish={() => setPublishing(true)}
            onCompare={(older, newer) => navigate(sdocPath.compare(id, older, newer))}
          />
        </aside>
      </div>
      {publishing && (
        <PublishDialog
          onClose={() => setPublishing(false)}
          onPublish={async (input) => {
            await publish(http, id, input);
            setPublishing(false);
            setPublished((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
