import type { RoutePageProps } from '@ontobench/sdk';
import { DocumentScreen } from '../components/DocumentScreen.tsx';

/** `/doc/{id}` (blank layout): the document alone, view only. */
export default function BlankViewerPage({ params }: RoutePageProps) {
  const id = params.id ?? '';
  return <DocumentScreen key={id} id={id} layout="blank" />;
}
