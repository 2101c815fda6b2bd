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
import type { Positions } from './layout-doc.ts';
import type { PhysicsSettings } from '@ontobench/sdk/common';

/** What the layout needs: ids, edges and the positions already known (those nodes stay put). */
export interface LayoutInput {
  nodes: string[];
  edges: { from: string; to: string }[];
  known: Positions;
}

export interface SimNode {
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

/** How far a layout is: ticks done and in all. */
export interface LayoutStep {
  done: number;
  total: number;
}

/**
 * `forceLayoutSteps` run to the end at once (the browser's layout worker): `onProgress(done, total)` is
 * called every `every` ticks.
 */
export function computeForceLayout(
  input: LayoutInput,
  settings: PhysicsSettings,
  onProgress?: (done: number, total: number) => void,
  every = 10,
): Positions {
  const steps = forceLayoutSteps(input, settings);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    const { done, total } = step.value;
    if (onProgress && (done % every === 0 || done === total)) onProgress(done, total);
  }
}

/**
 * A force-directed layout (d3-force), one tick per step, so a caller may pause between ticks (the
 * server lays out an imported ontology between its other work, node/maps/import-layout.ts). The user's physics
 * settings steer it the way they steer vis-network's Barnes–Hut: the gravitational constant is the
 * repulsion, the spring length and constant are the links', the central gravity pulls to the centre,
 * and the damping is the velocity decay. Nodes with a known position are fixed; a new node starts next
 * to a placed neighbour, so adding a term to a laid-out map moves nothing else.
 */
export function* forceLayoutSteps(input: LayoutInput, settings: PhysicsSettings): Generator<LayoutStep, Positions> {
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
  const all = [...index.values()];
  const allFixed = all.every((n) => n.fx != null);
  // A few new nodes on a laid-out map move among their surroundings only: the rest are fixed anyway,
  // and simulating 2,000 nodes to place ten took seconds on every open after a change elsewhere.
  const reach = settings.springLength * 2;
  const nodes = nearNew(all, reach + settings.springLength);
  const local = nodes.length < all.length;
  const ticks = local ? LOCAL_TICKS : layoutTicks(nodes.length);
  if (!allFixed) {
    const simulated = new Set(nodes.map((n) => n.id));
    const links = input.edges
      .filter((e) => simulated.has(e.from) && simulated.has(e.to) && e.from !== e.to)
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
          // Locally, nodes push only within `reach`, so the fixed ones beyond it are not missed.
          .distanceMax(local ? reach : spread),
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
      // Central gravity shapes the whole map; a new node among placed ones stays by its neighbours.
      .force('x', local ? null : forceX<SimNode>(0).strength(Math.min(1, settings.centralGravity * 0.1)))
      .force('y', local ? null : forceY<SimNode>(0).strength(Math.min(1, settings.centralGravity * 0.1)))
      .velocityDecay(Math.min(0.9, Math.max(0.05, settings.damping * 4.5)))
      .alphaDecay(1 - Math.pow(0.001, 1 / ticks))
      .stop();
    if (Object.keys(input.known).length === 0) simulation.force('center', forceCenter(0, 0));
    for (let tick = 1; tick <= ticks; tick++) {
      simulation.tick();
      yield { done: tick, total: ticks };
    }
  } else {
    yield { done: ticks, total: ticks };
  }
  const out: Positions = {};
  for (const n of all) out[n.id] = { x: Math.round(n.x ?? 0), y: Math.round(n.y ?? 0) };
  return out;
}

/** Ticks of a local layout (`nearNew`): a few nodes among fixed ones settle quickly. */
const LOCAL_TICKS = 80;

/** New nodes are at most this share of a laid-out map for the layout to stay local (`nearNew`). */
const LOCAL_SHARE = 0.1;

/**
 * The nodes to simulate: all of them, unless the map is laid out but for a few new nodes (at most a
 * tenth); then the new ones and the placed ones within `radius` of where a new one starts (fixed, so
 * they push and pull the new ones without moving). The layout makes a new node feel pushes within two
 * springs and it moves about one from where it starts, so `radius` is three springs.
 */
export function nearNew<T extends SimNode>(nodes: readonly T[], radius: number): T[] {
  const fresh = nodes.filter((n) => n.fx == null);
  if (fresh.length === 0 || fresh.length === nodes.length || fresh.length > nodes.length * LOCAL_SHARE)
    return [...nodes];
  const cell = (x: number, y: number) => `${Math.floor(x / radius)},${Math.floor(y / radius)}`;
  const grid = new Map<string, T[]>();
  for (const n of nodes) {
    if (n.fx == null) continue;
    const key = cell(n.x!, n.y!);
    (grid.get(key) ?? grid.set(key, []).get(key)!).push(n);
  }
  const near = new Set<T>(fresh);
  for (const n of fresh) {
    const [cx, cy] = [Math.floor(n.x! / radius), Math.floor(n.y! / radius)];
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const m of grid.get(`${cx + dx},${cy + dy}`) ?? [])
          if (Math.hypot(m.x! - n.x!, m.y! - n.y!) <= radius) near.add(m);
  }
  return [...near];
}
