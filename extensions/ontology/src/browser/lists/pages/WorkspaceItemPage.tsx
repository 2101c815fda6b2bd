import type { RoutePageProps } from '@ontobench/sdk';
import { ONTO_CLASS } from '../../../common/schema.ts';
import { TermItemView } from '../components/TermItemView.tsx';

/** `/workspace-item/{id}`: one workspace item's form, stage, tags and assignments. */
export default function WorkspaceItemPage({ params }: RoutePageProps) {
  return (
    <TermItemView
      key={params.id}
      classId={ONTO_CLASS.WorkspaceItem}
      instId={params.id ?? ''}
      backPath="/workspace-items"
      membership={false}
    />
  );
}
