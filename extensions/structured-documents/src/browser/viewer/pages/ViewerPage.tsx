import type { RoutePageProps } from '@ontobench/sdk';
import { ViewerScreen } from '../components/ViewerScreen.tsx';

/** `/view/{id}` (main layout, printable, Word): the structured document for its readers (shell.md §2). */
export default function ViewerPage({ params }: RoutePageProps) {
  const id = params.id ?? '';
  return <ViewerScreen key={id} id={id} />;
}
