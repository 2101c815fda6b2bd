import { MapViewList } from '../ontology/MapViewList.tsx';

/** `/triplets`: the triplets of the user's ontologies, with "create" (issue 14 item 4). */
export default function TripletsPage() {
  return <MapViewList view="triplets" />;
}
