import { useEffect } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { EmptyState, Services, useLoad, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { useLocation } from 'wouter';
import { sdocPath } from '../../../common/routes.ts';
import { owningDocument } from '../api.ts';

/**
 * `/editElement/{id}` (shell.md §2): "finds the owning document and redirects to the document editor with
 * the element id as the hash" — the history entry is replaced, so Back does not land here again. An
 * element that does not exist, or is in a document the user does not read, is "not found".
 */
export default function EditElementPage({ params }: RoutePageProps) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const elementId = params.id ?? '';
  const found = useLoad(elementId, (signal) => owningDocument(http, elementId, signal));

  useEffect(() => {
    if (found.status === 'ready')
      navigate(sdocPath.edit(found.value.documentId, found.value.elementId), { replace: true });
  }, [found, navigate]);

  if (found.status === 'notFound')
    return (
      <div data-testid="sdoc-element-not-found">
        <EmptyState title={t('viewer.element.notFound')}>
          <span>{t('viewer.element.notFoundHint')}</span>
        </EmptyState>
      </div>
    );
  if (found.status === 'failed')
    return (
      <MessageBar intent="error" data-testid="sdoc-element-failed">
        <MessageBarBody>{t('viewer.element.failed', { message: found.message })}</MessageBarBody>
      </MessageBar>
    );
  return <Spinner label={t('viewer.element.loading')} data-testid="sdoc-element-loading" />;
}
