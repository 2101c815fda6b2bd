import type { RoutePageProps } from '@ontobench/sdk';
import { OntologyMap } from '../view/OntologyMap.tsx';

/** `/ontology/:map_id`: the plain map (blank layout, no filter buttons). */
export default function PlainMapPage({ params }: RoutePageProps) {
  return <OntologyMap mapId={params.map_id ?? ''} layout="blank" withFilters={false} />;
}
