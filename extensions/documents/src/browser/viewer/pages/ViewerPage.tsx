import type { RoutePageProps } from '@ontobench/sdk';
import { DocumentScreen } from '../components/DocumentScreen.tsx';

/** `/docs/view/{id}` (main layout, printable): the document with its contents, fields and "Edit". */
export default function ViewerPage({ params }: RoutePageProps) {
  const id = params.id ?? '';
  return <DocumentScreen key={id} id={id} layout="main" />;
}
