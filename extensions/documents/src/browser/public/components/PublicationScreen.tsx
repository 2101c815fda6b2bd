import { useState } from 'react';
import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { EmptyState, usePageTitle, useT } from '@ontobench/sdk';
import type { PublicationTree } from '../../../common/api.ts';
import { useExpansions } from '../../render/use-expansions.ts';
import type { FetchTerms } from '../../render/references.ts';
import { useLoad } from '../../viewer/api.ts';
import { DocumentLayout } from '../../viewer/components/DocumentLayout.tsx';
import { LoadedView } from '../../viewer/components/LoadedView.tsx';
import { findNode, PublicationTreeView } from './PublicationTreeView.tsx';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'flex-start',
    '@media (max-width: 899px)': { flexDirection: 'column' },
  },
  side: {
    flex: '0 0 260px',
    position: 'sticky',
    top: 0,
    maxHeight: 'calc(100vh - 112px)',
    overflowY: 'auto',
    '@media (max-width: 899px)': { position: 'static', flexBasis: 'auto', width: '100%', maxHeight: '40vh' },
  },
  main: { flex: '1 1 0', minWidth: 0 },
  title: { margin: `0 0 ${tokens.spacingVerticalS}` },
  annotation: { display: 'block', marginBottom: tokens.spacingVerticalM, whiteSpace: 'pre-wrap' },
  docName: { margin: `0 0 ${tokens.spacingVerticalM}` },
});

/**
 * A publication's tree on the left and the chosen document's published content on the right: the
 * public `/public/doctree/{id}` and the signed-in `/doctree/{id}` (which resolves references).
 */
export function PublicationScreen(props: {
  id: string;
  load(signal: AbortSignal): Promise<PublicationTree>;
  fetchTerms: FetchTerms | null;
  hrefOf?: (kind: string, id: string) => string | null;
}) {
  const { t } = useT();
  const styles = useStyles();
  const loaded = useLoad(props.id, props.load);
  const tree = loaded.status === 'ready' ? loaded.value : null;
  const [selected, setSelected] = useState<string | null>(null);
  const node = tree ? findNode(tree.roots, selected) : null;
  usePageTitle(tree?.publication.name);
  const expansions = useExpansions(node?.content ?? null, props.fetchTerms);
  return (
    <LoadedView loaded={loaded} notFound={t('public.treeNotFound')} notFoundHint={t('public.notFoundHint')}>
      {(value) => (
        <div data-testid="publication">
          <Title2 as="h1" className={styles.title}>
            {value.publication.name}
          </Title2>
          {value.publication.annotation && <Body1 className={styles.annotation}>{value.publication.annotation}</Body1>}
          <div className={styles.row}>
            <div className={styles.side} data-print-hidden>
              <PublicationTreeView roots={value.roots} selected={node?.linkId ?? null} onSelect={setSelected} />
            </div>
            <div className={styles.main}>
              {node ? (
                <DocumentLayout
                  key={node.linkId}
                  doc={node.content}
                  expansions={expansions}
                  hrefOf={props.hrefOf}
                  header={
                    <Title2 as="h2" className={styles.docName} data-testid="doc-name">
                      {node.name || node.document.name}
                    </Title2>
                  }
                  empty={<EmptyState title={t('viewer.empty')} />}
                />
              ) : (
                <EmptyState title={t('public.chooseDocument')} />
              )}
            </div>
          </div>
        </div>
      )}
    </LoadedView>
  );
}
