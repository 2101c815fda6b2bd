import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { EmptyState, useT, type RoutePageProps } from '@ontobench/sdk';
import { DocumentEditor } from '../components/DocumentEditor.tsx';
import { useDocument } from '../model/use-document.ts';

/**
 * `/docs/edit/{id}`: the document editor (issue 15 items 1, 2). TipTap loads with this chunk only. A
 * reader sees the content, not editable, with a notice; a document that is missing or not theirs is
 * "not found".
 */
export default function EditorPage({ params }: RoutePageProps) {
  const { t } = useT();
  const id = params.id ?? '';
  const [load, reload] = useDocument(id);
  if (load.status === 'loading') return <Spinner label={t('editor.loading')} data-testid="editor-loading" />;
  if (load.status === 'notFound') return <EmptyState title={t('editor.notFound')} />;
  if (load.status === 'failed')
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('editor.loadFailed', { message: load.message })}</MessageBarBody>
      </MessageBar>
    );
  // A new key per load: a reload (after a conflict) starts the editor and its snapshots afresh.
  return <DocumentEditor key={load.loadedAt} view={load.view} onReload={reload} />;
}
