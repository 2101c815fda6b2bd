import type { RoutePageProps } from '@ontobench/sdk';
import { OntologyMap } from '../view/OntologyMap.tsx';

/** `/ontologies/:map_id`: the ontology's map with filter buttons (main layout). */
export default function OntologyMapPage({ params }: RoutePageProps) {
  return <OntologyMap mapId={params.map_id ?? ''} layout="main" withFilters />;
}
