/**
 * The map layout stored with the map in ONTO_PROP.mapLayout: JSON `{ positions: { [id]: { x, y } } }`.
 * The JSON is split into pieces of 2,000 characters, stored in order as the property's values, and
 * joined on reading. Why so small: the store indexes every text value in a b-tree (prop, val), whose
 * rows may not pass ~2,700 bytes; ids and coordinates hardly compress, so a longer piece fails the
 * write (the data API's own limit, 100,000 characters, is not the binding one). A 2,000-node layout
 * is ~120,000 characters, 60 values. Positions are rounded to whole pixels (the text stays short).
 */
export type Positions = Record<string, { x: number; y: number }>;

export const LAYOUT_CHUNK = 2_000;

export function parseMapLayout(chunks: readonly string[]): Positions {
  if (chunks.length === 0) return {};
  try {
    const parsed = JSON.parse(chunks.join('')) as { positions?: unknown };
    const out: Positions = {};
    const positions = parsed?.positions;
    if (typeof positions !== 'object' || positions === null) return {};
    for (const [id, p] of Object.entries(positions as Record<string, unknown>)) {
      const { x, y } = (p ?? {}) as { x?: unknown; y?: unknown };
      if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y))
        out[id] = { x, y };
    }
    return out;
  } catch {
    // A broken layout is no layout: the map is laid out afresh and the next save repairs it.
    console.warn('Unparseable map layout: laid out afresh');
    return {};
  }
}

export function serializeMapLayout(positions: Positions, chunk = LAYOUT_CHUNK): string[] {
  const rounded: Positions = {};
  for (const [id, p] of Object.entries(positions)) rounded[id] = { x: Math.round(p.x), y: Math.round(p.y) };
  const text = JSON.stringify({ positions: rounded });
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += chunk) pieces.push(text.slice(i, i + chunk));
  return pieces;
}

/** True when every node has a stored position, so no layout needs to run. */
export function allPlaced(nodeIds: readonly string[], positions: Positions): boolean {
  return nodeIds.every((id) => positions[id] !== undefined);
}
