import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { EmptyState, Services, useCurrentObject, usePageTitle, useService, useT } from '@ontobench/sdk';
import { documentPath } from '../../../common/routes.ts';
import type { DocumentRange, ReferenceKey } from '../../../common/api.ts';
import { selectionRange, showRange } from '../../render/selection.ts';
import { useExpansions } from '../../render/use-expansions.ts';
import { fetchDocument, resolveTerms, useLoad } from '../api.ts';
import { appHrefOf } from '../ref-links.ts';
import { DocumentHeader } from './DocumentHeader.tsx';
import { DocumentLayout } from './DocumentLayout.tsx';
import { DocumentSide } from './DocumentSide.tsx';
import { LoadedView } from './LoadedView.tsx';

const useStyles = makeStyles({ blank: { padding: tokens.spacingHorizontalXXL } });

/**
 * A document as its reader sees it: `/docs/view/{id}` (main layout, printable, the rename pencil) and
 * `/doc/{id}` (blank layout, view only). Opening one adds it to the recent links.
 */
export function DocumentScreen({ id, layout }: { id: string; layout: 'main' | 'blank' }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const recent = useService(Services.RecentLinks);
  const loaded = useLoad(id, (signal) => fetchDocument(http, id, signal));
  const view = loaded.status === 'ready' ? loaded.value : null;
  const [name, setName] = useState<string | undefined>();

  useEffect(() => {
    if (!view) return;
    setName(view.name);
    recent.add({
      link: documentPath.view(view.id),
      objectName: view.name,
      businessEntity: 'document',
      icon: 'document',
    });
  }, [view, recent]);
  usePageTitle(name);
  useCurrentObject(layout === 'main' && view && name !== undefined ? { id: view.id, name } : undefined, setName);

  const fetchTerms = useMemo(() => (refs: ReferenceKey[]) => resolveTerms(http, refs), [http]);
  const expansions = useExpansions(view?.content ?? null, fetchTerms);
  // The text selected in the document: a new comment goes on it (domain.md §3 Comment documentRange).
  const textRef = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<DocumentRange | null>(null);
  const onSelect = useCallback(() => setRange(textRef.current ? selectionRange(textRef.current) : null), []);
  const onShowRange = useCallback((r: DocumentRange) => {
    if (textRef.current) showRange(textRef.current, r);
  }, []);

  const body = (
    <LoadedView loaded={loaded} notFound={t('viewer.notFound')} notFoundHint={t('viewer.notFoundHint')}>
      {(value) => (
        <DocumentLayout
          doc={value.content}
          expansions={expansions}
          hrefOf={appHrefOf}
          header={
            <DocumentHeader
              view={{ ...value, name: name ?? value.name, canEdit: value.canEdit && layout === 'main' }}
            />
          }
          empty={<EmptyState title={t('viewer.empty')} />}
          textRef={textRef}
          onSelect={onSelect}
          aside={
            layout === 'main' ? <DocumentSide documentId={value.id} range={range} onShowRange={onShowRange} /> : null
          }
        />
      )}
    </LoadedView>
  );
  return layout === 'blank' ? <div className={styles.blank}>{body}</div> : body;
}
