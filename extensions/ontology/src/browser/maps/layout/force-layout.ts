import {
  forceCenter,
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  forceX,
  forceY,
  type SimulationLinkDatum,
} from 'd3-force';
import type { Positions } from '../model/layout-doc.ts';
import type { PhysicsSettings } from '../model/physics.ts';

/** What the layout needs: ids, edges and the positions already known (those nodes stay put). */
export interface LayoutInput {
  nodes: string[];
  edges: { from: string; to: string }[];
  known: Positions;
}

interface SimNode {
  id: string;
  index?: number;
  vx?: number;
  vy?: number;
  x?: number;
  y?: number;
  fx?: number | null;
  fy?: number | null;
}

/** Ticks of the simulation; d3's default cooling (alpha 1 → 0.001) takes about 300. */
export const LAYOUT_TICKS = 300;

/** Large graphs cool in fewer ticks (down to 120): each tick costs more, and the shape settles early. */
export function layoutTicks(nodeCount: number): number {
  return Math.max(120, Math.min(LAYOUT_TICKS, Math.round(300_000 / Math.max(1, nodeCount))));
}

/**
 * A force-directed layout (d3-force), a pure function run in the layout worker. The user's physics
 * settings steer it the way they steer vis-network's Barnes–Hut: the gravitational constant is the
 * repulsion, the spring length and constant are the links', the central gravity pulls to the centre,
 * and the damping is the velocity decay. Nodes with a known position are fixed; a new node starts next
 * to a placed neighbour, so adding a term to a laid-out map moves nothing else.
 * `onProgress(done, total)` is called every `every` ticks.
 */
export function computeForceLayout(
  input: LayoutInput,
  settings: PhysicsSettings,
  onProgress?: (done: number, total: number) => void,
  every = 10,
): Positions {
  const index = new Map<string, SimNode>();
  const neighbours = new Map<string, string[]>();
  for (const e of input.edges) {
    (neighbours.get(e.from) ?? neighbours.set(e.from, []).get(e.from)!).push(e.to);
    (neighbours.get(e.to) ?? neighbours.set(e.to, []).get(e.to)!).push(e.from);
  }
  const spread = settings.springLength * Math.sqrt(Math.max(1, input.nodes.length));
  let seed = 1;
  // A fixed pseudo-random sequence: the same graph gives the same layout (and tests can rely on it).
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (const id of input.nodes) {
    const known = input.known[id];
    index.set(id, known ? { id, x: known.x, y: known.y, fx: known.x, fy: known.y } : { id });
  }
  for (const node of index.values()) {
    if (node.x !== undefined) continue;
    const placed = (neighbours.get(node.id) ?? []).map((n) => index.get(n)).find((n) => n?.fx != null);
    const angle = random() * 2 * Math.PI;
    const r = placed ? settings.springLength : spread * Math.sqrt(random());
    node.x = (placed?.x ?? 0) + r * Math.cos(angle);
    node.y = (placed?.y ?? 0) + r * Math.sin(angle);
  }
  const nodes = [...index.values()];
  const allFixed = nodes.every((n) => n.fx != null);
  const ticks = layoutTicks(nodes.length);
  if (!allFixed) {
    const links = input.edges
      .filter((e) => index.has(e.from) && index.has(e.to) && e.from !== e.to)
      .map((e): SimulationLinkDatum<SimNode> & { a: string; b: string } => ({
        source: e.from,
        target: e.to,
        a: e.from,
        b: e.to,
      }));
    const degree = (id: string) => neighbours.get(id)?.length ?? 1;
    const strength = Math.min(1, settings.springConstant * 25);
    const simulation = forceSimulation(nodes)
      .randomSource(random)
      .force(
        'charge',
        forceManyBody<SimNode>()
          .strength(settings.gravitationalConstant / 40)
          .theta(0.9)
          .distanceMax(spread),
      )
      .force(
        'link',
        forceLink<SimNode, SimulationLinkDatum<SimNode> & { a: string; b: string }>(links)
          .id((n) => n.id)
          .distance(settings.springLength)
          .strength((l) => strength / Math.min(degree(l.a), degree(l.b))),
      )
      // Boxes have labels: keep centres a third of a spring apart so small maps do not overlap.
      .force('collide', forceCollide<SimNode>(settings.springLength / 3).iterations(1))
      .force('x', forceX<SimNode>(0).strength(Math.min(1, settings.centralGravity * 0.1)))
      .force('y', forceY<SimNode>(0).strength(Math.min(1, settings.centralGravity * 0.1)))
      .velocityDecay(Math.min(0.9, Math.max(0.05, settings.damping * 4.5)))
      .alphaDecay(1 - Math.pow(0.001, 1 / ticks))
      .stop();
    if (Object.keys(input.known).length === 0) simulation.force('center', forceCenter(0, 0));
    for (let tick = 1; tick <= ticks; tick++) {
      simulation.tick();
      if (onProgress && (tick % every === 0 || tick === ticks)) onProgress(tick, ticks);
    }
  } else {
    onProgress?.(ticks, ticks);
  }
  const out: Positions = {};
  for (const n of nodes) out[n.id] = { x: Math.round(n.x ?? 0), y: Math.round(n.y ?? 0) };
  return out;
}
