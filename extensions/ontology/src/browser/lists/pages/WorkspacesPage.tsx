import { MapViewList } from '../ontology/MapViewList.tsx';

/** `/workspaces`: the workspaces of the user's ontologies, with "create" (issue 14 item 4). */
export default function WorkspacesPage() {
  return <MapViewList view="workspaces" />;
}
