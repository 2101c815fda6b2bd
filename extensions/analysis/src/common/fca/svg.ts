import type { FormalContext } from './context.ts';
import type { ConceptLattice } from './lattice.ts';
import type { Point } from './layout.ts';

/** Text for XML: the five special characters as entities, characters XML 1.0 forbids left out. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A label longer than this is cut with an ellipsis (the whole list is in the CSV and the lattice call). */
export const LABEL_LENGTH = 60;

const cut = (text: string) => (text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text);

/**
 * The reduced labelling of a Hasse diagram: an attribute is written at the concept it introduces (the
 * greatest concept whose intent has it), an object at the concept it introduces (the least whose extent
 * has it), so every name appears once.
 */
export function reducedLabels(lattice: Pick<ConceptLattice, 'concepts' | 'edges'>) {
  const own = lattice.concepts.map(() => ({ objects: [] as number[], attributes: [] as number[] }));
  const uppers = lattice.concepts.map(() => [] as number[]);
  const lowers = lattice.concepts.map(() => [] as number[]);
  for (const [u, l] of lattice.edges) {
    uppers[l]!.push(u);
    lowers[u]!.push(l);
  }
  lattice.concepts.forEach((concept, c) => {
    const fromAbove = new Set(uppers[c]!.flatMap((u) => lattice.concepts[u]!.intent));
    const fromBelow = new Set(lowers[c]!.flatMap((l) => lattice.concepts[l]!.extent));
    own[c]!.attributes = concept.intent.filter((a) => !fromAbove.has(a));
    own[c]!.objects = concept.extent.filter((o) => !fromBelow.has(o));
  });
  return own;
}

const STEP_X = 140;
const STEP_Y = 110;
const MARGIN = 60;
const RADIUS = 9;

/**
 * The Hasse diagram as a standalone SVG document: an edge per cover, a circle per concept, attributes
 * above and objects below the concept that introduces them. Every text is escaped; nothing is scripted.
 */
export function latticeSvg(
  context: Pick<FormalContext, 'objects' | 'attributes'>,
  lattice: Pick<ConceptLattice, 'concepts' | 'edges'>,
  layout: readonly Point[],
  title = '',
): string {
  const minX = Math.min(0, ...layout.map((p) => p.x));
  const maxX = Math.max(0, ...layout.map((p) => p.x));
  const maxY = Math.max(0, ...layout.map((p) => p.y));
  const px = (p: Point) => Math.round(MARGIN * 2 + (p.x - minX) * STEP_X);
  const py = (p: Point) => Math.round(MARGIN + p.y * STEP_Y);
  const width = Math.round(MARGIN * 4 + (maxX - minX) * STEP_X);
  const height = Math.round(MARGIN * 2 + maxY * STEP_Y);
  const labels = reducedLabels(lattice);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
      'font-family="sans-serif" font-size="11">',
    `<title>${escapeXml(title)}</title>`,
    '<g stroke="#888" stroke-width="1">',
    ...lattice.edges.map(([u, l]) => {
      const [a, b] = [layout[u]!, layout[l]!];
      return `<line x1="${px(a)}" y1="${py(a)}" x2="${px(b)}" y2="${py(b)}"/>`;
    }),
    '</g>',
  ];
  lattice.concepts.forEach((concept, c) => {
    const p = layout[c]!;
    const [x, y] = [px(p), py(p)];
    const own = labels[c]!;
    out.push(
      `<g data-concept="${c}"><title>${escapeXml(`${concept.extent.length} / ${concept.intent.length}`)}</title>`,
      `<circle cx="${x}" cy="${y}" r="${RADIUS}" fill="${own.objects.length > 0 ? '#4a7bd0' : '#fff'}" stroke="#333"/>`,
    );
    if (own.attributes.length > 0) {
      const text = cut(own.attributes.map((a) => context.attributes[a] ?? '').join(', '));
      out.push(`<text x="${x}" y="${y - RADIUS - 4}" text-anchor="middle" fill="#1a4f9c">${escapeXml(text)}</text>`);
    }
    if (own.objects.length > 0) {
      const text = cut(own.objects.map((o) => context.objects[o] ?? '').join(', '));
      out.push(`<text x="${x}" y="${y + RADIUS + 13}" text-anchor="middle" fill="#222">${escapeXml(text)}</text>`);
    }
    out.push('</g>');
  });
  out.push('</svg>');
  return out.join('\n');
}
