import { useState } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { EmptyState, Services, useLoad, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { StructuredEditor } from '../components/StructuredEditor.tsx';
import { fetchState } from '../model/sdoc-api.ts';

/**
 * `/structuredDocuments/edit/{id}` (issue 16 item 3): loads the document state (`document/fetch`) and
 * opens the editor; a document that is missing or not the user's is "not found". A failed load keeps no
 * snapshot (§4): the editor starts only on a loaded state, afresh at every reload.
 */
export default function EditorPage({ params }: RoutePageProps) {
  const { t } = useT();
  const http = useService(Services.Http);
  const id = params.id ?? '';
  const [attempt, setAttempt] = useState(0);
  const key = `${id}#${attempt}`;
  const load = useLoad(key, (signal) => fetchState(http, id, signal));
  if (load.status === 'loading') return <Spinner label={t('editor.loading')} data-testid="sdoc-loading" />;
  if (load.status === 'notFound') return <EmptyState title={t('editor.notFound')} />;
  if (load.status === 'failed')
    return (
      <MessageBar intent="error" data-testid="sdoc-load-failed">
        <MessageBarBody>{t('editor.loadFailed', { message: load.message })}</MessageBarBody>
      </MessageBar>
    );
  return <StructuredEditor key={key} state={load.value} onReload={() => setAttempt((n) => n + 1)} />;
}
