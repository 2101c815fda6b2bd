import { MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  EmptyState,
  Services,
  formatDate,
  useLoad,
  usePageTitle,
  useService,
  useT,
  type RoutePageProps,
} from '@ontobench/sdk';
import { fetchPublicDocument } from '../../viewer/api.ts';
import { RenderedDocument } from '../../viewer/components/RenderedDocument.tsx';

const useStyles = makeStyles({
  meta: { display: 'block', color: tokens.colorNeutralForeground2, marginBottom: tokens.spacingVerticalL },
});

/**
 * `/public/structuredDoc/{documentId}/{publicationId?}` (public layout, no sign-in): the document's newest
 * public publication, or the one named if it is public, as it was published. Missing, private and not
 * public look the same: "not found" (never the sign-in page).
 */
export default function PublicStructuredPage({ params }: RoutePageProps) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const documentId = params.documentId ?? '';
  const publicationId = params.publicationId || undefined;
  const loaded = useLoad(`${documentId}/${publicationId ?? ''}`, (signal) =>
    fetchPublicDocument(http, documentId, publicationId, signal),
  );
  usePageTitle(loaded.status === 'ready' ? loaded.value.title : undefined);

  if (loaded.status === 'loading') return <Spinner label={t('publicDoc.loading')} data-testid="sdoc-public-loading" />;
  if (loaded.status === 'notFound')
    return (
      <div data-testid="sdoc-public-not-found">
        <EmptyState title={t('publicDoc.notFound')}>
          <span>{t('publicDoc.notFoundHint')}</span>
        </EmptyState>
      </div>
    );
  if (loaded.status === 'failed')
    return (
      <MessageBar intent="error" data-testid="sdoc-public-failed">
        <MessageBarBody>{t('publicDoc.failed', { message: loaded.message })}</MessageBarBody>
      </MessageBar>
    );
  const { publication, html } = loaded.value;
  return (
    <div data-testid="sdoc-public">
      <Text className={styles.meta} size={200}>
        {t('publicDoc.published', { name: publication.name, date: formatDate(publication.createdAt) })}
      </Text>
      <RenderedDocument html={html} testId="sdoc-public-document" />
    </div>
  );
}
