import type { Positions } from '../../../common/maps/layout-doc.ts';

/**
 * Rules that keep a large map readable and the page responsive (issue 14, item 7): labels only where
 * they can be read, the network built in slices between frames, and the first view computed from the
 * positions (no measuring of 2,000 labels to fit the window).
 */

/** A label is drawn once its text is at least this tall on screen (px); smaller text is a smudge. */
export const LABEL_MIN_SCREEN_PX = 9;

/** Whether a label of `fontSize` (map units) is drawn at zoom `scale`. */
export function labelShown(fontSize: number, scale: number, minPx = LABEL_MIN_SCREEN_PX): boolean {
  return fontSize * scale >= minPx;
}

/**
 * vis-network's `scaling.label.drawThreshold` for that rule: vis hides a label when its on-screen size
 * is below `drawThreshold - 1`, so the threshold is one above the minimum.
 */
export function visLabelThreshold(minPx = LABEL_MIN_SCREEN_PX): number {
  return minPx + 1;
}

/** How many nodes (with their edges) go into the network per frame while it is built. */
export const SLICE_SIZE = 200;

/** Splits a list into slices of `size`, in order (the last may be shorter). */
export function slices<T>(items: readonly T[], size = SLICE_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The view (centre and scale) that shows every position in a `width` × `height` canvas, with a margin
 * of `margin` px around; `maxScale` keeps a tiny map from being blown up. Null without positions.
 */
export function viewToFit(
  positions: Positions,
  width: number,
  height: number,
  margin = 40,
  maxScale = 1,
): { x: number; y: number; scale: number } | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of Object.values(positions)) {
    if (p.x < minX) minX = p.x;
    if (p.x > maxX) maxX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.y > maxY) maxY = p.y;
  }
  if (minX === Infinity) return null;
  const spanX = Math.max(maxX - minX, 1);
  const spanY = Math.max(maxY - minY, 1);
  const scale = Math.min(maxScale, Math.max(width - 2 * margin, 1) / spanX, Math.max(height - 2 * margin, 1) / spanY);
  return { x: (minX + maxX) / 2, y: (minY + maxY) / 2, scale };
}

/** A point with a label to place: its map position, its text and how much it matters (larger first). */
export interface LabelCandidate {
  id: string;
  x: number;
  y: number;
  text: string;
  weight: number;
}

/**
 * Which labels to draw at zoom `scale` so that none overlaps another on screen (the zoomed-out map's
 * clusters would otherwise print 200 names over each other): the heaviest first, each a box of about
 * `charPx` a character by `linePx`, centred under its point, taken if it meets no box already taken.
 */
export function labelsThatFit(items: readonly LabelCandidate[], scale: number, charPx = 7, linePx = 16): Set<string> {
  const taken: { left: number; right: number; top: number; bottom: number }[] = [];
  const out = new Set<string>();
  for (const item of [...items].sort((a, b) => b.weight - a.weight)) {
    const half = (item.text.length * charPx) / 2 + 4;
    const box = {
      left: item.x * scale - half,
      right: item.x * scale + half,
      top: item.y * scale,
      bottom: item.y * scale + linePx,
    };
    if (taken.some((t) => box.left < t.right && t.left < box.right && box.top < t.bottom && t.top < box.bottom))
      continue;
    taken.push(box);
    out.add(item.id);
  }
  return out;
}
