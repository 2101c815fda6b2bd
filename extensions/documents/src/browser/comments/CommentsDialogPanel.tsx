import { useLocation } from 'wouter';
import { EmptyState, useT } from '@ontobench/sdk';
import { CommentsPanel } from './CommentsPanel.tsx';
import { documentIdInPath } from './document-path.ts';

/** The shell's comments dialog (main layout, shell.md §2): the comments of the document in the path. */
export default function CommentsDialogPanel() {
  const { t } = useT();
  const [location] = useLocation();
  const documentId = documentIdInPath(location);
  if (!documentId) return <EmptyState title={t('comments.panel.noDocument')} />;
  return <CommentsPanel documentId={documentId} />;
}
