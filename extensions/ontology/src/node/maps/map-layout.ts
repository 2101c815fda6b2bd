import { setImmediate as nextTurn } from 'node:timers/promises';
import { forceLayoutSteps, type LayoutStep } from '../../common/maps/force-layout.ts';
import { buildOntologyGraph } from '../../common/maps/graph.ts';
import { allPlaced, parseMapLayout, serializeMapLayout, type Positions } from '../../common/maps/layout-doc.ts';
import { PHYSICS_DEFAULTS } from '@ontobench/sdk/common';
import { ONTO_CLASS, ONTO_PROP } from '../../common/schema.ts';
import { getData, setData, type DataRunner } from '../exchange/data-runner.ts';
import { readOntologyState } from '../exchange/state-reader.ts';

/** The longest the layout holds the server's thread before letting other work run (ms). */
const SLICE_MS = 20;
/** Progress is told at most this often (ms): each report is a job update in the store. */
const REPORT_MS = 500;

/**
 * Lays out an ontology's map on the server and stores it with the map, as the browser does on a first
 * open (same graph, same force layout, default physics), so a large imported ontology opens on stored
 * positions (docs/ontology-maps.md, "Laid out at import"). Positions already stored stay; with every
 * node placed, nothing is written. Runs in slices of ~20 ms between which the server answers others.
 * Returns how many nodes it placed.
 */
export async function layOutOntologyMap(
  run: DataRunner,
  ontologyId: string,
  onProgress: (step: LayoutStep) => void,
): Promise<number> {
  const graph = buildOntologyGraph(await readOntologyState(run, ontologyId));
  const known = await storedLayout(run, ontologyId);
  const nodes = graph.nodes.map((n) => n.id);
  if (allPlaced(nodes, known)) return 0;
  const steps = forceLayoutSteps({ nodes, edges: graph.edges, known }, { ...PHYSICS_DEFAULTS });
  let sliceStart = performance.now();
  let reported = sliceStart;
  let positions: Positions;
  for (;;) {
    const step = steps.next();
    if (step.done) {
      positions = step.value;
      break;
    }
    if (performance.now() - sliceStart < SLICE_MS) continue;
    if (performance.now() - reported >= REPORT_MS) {
      onProgress(step.value);
      reported = performance.now();
    }
    await nextTurn();
    sliceStart = performance.now();
  }
  await setData(run, [{ op: 'upd', inst: ontologyId, prop: ONTO_PROP.mapLayout, val: serializeMapLayout(positions) }]);
  return nodes.filter((id) => !known[id]).length;
}

async function storedLayout(run: DataRunner, ontologyId: string): Promise<Positions> {
  const reply = await getData(run, {
    class: ONTO_CLASS.Ontology,
    filter: `[id] = '${ontologyId}'`,
    limit: 1,
    fields: [{ prop: ONTO_PROP.mapLayout }],
  });
  return parseMapLayout(reply.rows.filter((r) => r.prop === ONTO_PROP.mapLayout).map((r) => String(r.val)));
}
