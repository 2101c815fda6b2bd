import { MapViewList } from '../ontology/MapViewList.tsx';

/** `/scenarios`: the scenarios of the user's ontologies, with "create" (issue 14 item 4). */
export default function ScenariosPage() {
  return <MapViewList view="scenarios" />;
}
