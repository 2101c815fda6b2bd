import { reducedLabels } from '../../../common/fca/svg.ts';
import type { FcaLatticeReply } from '../../../common/fca/api.ts';

/** One concept as the diagram draws it: where, the names it introduces, and their label lines. */
export interface DrawnConcept {
  index: number;
  cx: number;
  cy: number;
  objects: string[];
  attributes: string[];
  /** The attribute label's lines (written above the circle) and the object label's (below). */
  above: string[];
  below: string[];
}

/** At most this many lines a label, each at most this many characters; the rest is counted ("+3"). */
export const LABEL_LINES = 3;
export const LINE_CHARS = 28;
/** Pixels of a label line, of a character (an estimate for the spacing), and the margin around. */
const LINE_HEIGHT = 14;
const CHAR_WIDTH = 6.5;
export const MARGIN = 40;

const cut = (text: string) => (text.length > LINE_CHARS ? `${text.slice(0, LINE_CHARS - 1)}…` : text);

/** A label as lines: a name a line, the first few, then how many more. */
export function labelLines(names: readonly string[]): string[] {
  if (names.length <= LABEL_LINES) return names.map(cut);
  return [...names.slice(0, LABEL_LINES - 1).map(cut), `+${names.length - LABEL_LINES + 1}`];
}

/**
 * The Hasse diagram as the page draws it: each concept at its layout point (level down, place across)
 * with the reduced labels of FCA — an object's name at its object concept (the least concept whose
 * extent holds it), an attribute's at its attribute concept (the greatest whose intent holds it). The
 * places are as wide as the longest label line, the levels as high as the labels between them.
 */
export function drawLattice(reply: FcaLatticeReply) {
  const labels = reducedLabels(reply);
  const named = reply.concepts.map((_, c) => {
    const objects = labels[c]!.objects.map((o) => reply.objects[o]!);
    const attributes = labels[c]!.attributes.map((a) => reply.attributes[a]!);
    return { objects, attributes, above: labelLines(attributes), below: labelLines(objects) };
  });
  const longest = Math.max(4, ...named.flatMap((n) => [...n.above, ...n.below].map((l) => l.length)));
  const placeGap = Math.min(200, Math.max(60, longest * CHAR_WIDTH + 16));
  const linesAbove = Math.max(0, ...named.map((n) => n.above.length));
  const linesBelow = Math.max(0, ...named.map((n) => n.below.length));
  const levelGap = 36 + LINE_HEIGHT * (linesAbove + linesBelow);
  const minX = Math.min(0, ...reply.layout.map((p) => p.x));
  const maxX = Math.max(0, ...reply.layout.map((p) => p.x));
  const maxY = Math.max(0, ...reply.layout.map((p) => p.y));
  const top = MARGIN + LINE_HEIGHT * linesAbove;
  const left = MARGIN + placeGap / 2;
  const concepts: DrawnConcept[] = named.map((n, c) => ({
    index: c,
    cx: left + (reply.layout[c]!.x - minX) * placeGap,
    cy: top + reply.layout[c]!.y * levelGap,
    ...n,
  }));
  return {
    concepts,
    width: 2 * left + (maxX - minX) * placeGap,
    height: top + maxY * levelGap + LINE_HEIGHT * linesBelow + MARGIN,
    lineHeight: LINE_HEIGHT,
  };
}

/** The concepts above (`up`: the covers' transitive closure upwards, the concept itself included) or below. */
export function reachable(edges: readonly [number, number][], start: number, direction: 'up' | 'down'): Set<number> {
  const next = new Map<number, number[]>();
  for (const [upper, lower] of edges) {
    const [from, to] = direction === 'up' ? [lower, upper] : [upper, lower];
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length)
    for (const n of next.get(stack.pop()!) ?? [])
      if (!seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
  return seen;
}

/** A concept's extent and intent by name. */
export const conceptNames = (reply: FcaLatticeReply, c: number) => ({
  extent: reply.concepts[c]!.extent.map((o) => reply.objects[o]!),
  intent: reply.concepts[c]!.intent.map((a) => reply.attributes[a]!),
});
