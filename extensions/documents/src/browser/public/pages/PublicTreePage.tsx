import { Services, useService, type RoutePageProps } from '@ontobench/sdk';
import { fetchPublicTree } from '../../viewer/api.ts';
import { PublicationScreen } from '../components/PublicationScreen.tsx';

/** `/public/doctree/{id}` (public layout, no sign-in): a public publication's tree and documents. */
export default function PublicTreePage({ params }: RoutePageProps) {
  const http = useService(Services.Http);
  const id = params.id ?? '';
  return <PublicationScreen key={id} id={id} load={(signal) => fetchPublicTree(http, id, signal)} fetchTerms={null} />;
}
