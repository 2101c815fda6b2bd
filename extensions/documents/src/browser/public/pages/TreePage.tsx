import { useMemo } from 'react';
import { Services, useService, type RoutePageProps } from '@ontobench/sdk';
import type { ReferenceKey } from '../../../common/api.ts';
import { fetchTree, resolveTerms } from '../../viewer/api.ts';
import { appHrefOf } from '../../viewer/ref-links.ts';
import { PublicationScreen } from '../components/PublicationScreen.tsx';

/** `/doctree/{id}` (signed in): a publication's tree and its documents' published content, references resolved. */
export default function TreePage({ params }: RoutePageProps) {
  const http = useService(Services.Http);
  const id = params.id ?? '';
  const fetchTerms = useMemo(() => (refs: ReferenceKey[]) => resolveTerms(http, refs), [http]);
  return (
    <PublicationScreen
      key={id}
      id={id}
      load={(signal) => fetchTree(http, id, signal)}
      fetchTerms={fetchTerms}
      hrefOf={appHrefOf}
    />
  );
}
