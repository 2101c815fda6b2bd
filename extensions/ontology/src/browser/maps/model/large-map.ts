import type { Positions } from './layout-doc.ts';

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
