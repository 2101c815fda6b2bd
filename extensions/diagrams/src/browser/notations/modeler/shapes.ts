import type { NotationShape } from '../../../common/notation/api.ts';

/** The outline of a notation shape in a box, as an SVG path (domain.md §3 "shape"). */
export function shapePath(shape: NotationShape, x: number, y: number, w: number, h: number): string {
  const r = Math.min(12, w / 4, h / 4);
  switch (shape) {
    case 'ellipse': {
      const rx = w / 2;
      const ry = h / 2;
      return `M${x},${y + ry}a${rx},${ry} 0 1,0 ${w},0a${rx},${ry} 0 1,0 ${-w},0z`;
    }
    case 'diamond':
      return `M${x + w / 2},${y}L${x + w},${y + h / 2}L${x + w / 2},${y + h}L${x},${y + h / 2}z`;
    case 'hexagon': {
      const d = Math.min(w / 4, h / 2);
      return `M${x + d},${y}L${x + w - d},${y}L${x + w},${y + h / 2}L${x + w - d},${y + h}L${x + d},${y + h}L${x},${y + h / 2}z`;
    }
    case 'document': {
      const wave = h / 8;
      return (
        `M${x},${y}L${x + w},${y}L${x + w},${y + h - wave}` +
        `C${x + (w * 3) / 4},${y + h - 3 * wave} ${x + w / 4},${y + h + wave} ${x},${y + h - wave}z`
      );
    }
    case 'rounded':
      return (
        `M${x + r},${y}L${x + w - r},${y}Q${x + w},${y} ${x + w},${y + r}L${x + w},${y + h - r}` +
        `Q${x + w},${y + h} ${x + w - r},${y + h}L${x + r},${y + h}Q${x},${y + h} ${x},${y + h - r}` +
        `L${x},${y + r}Q${x},${y} ${x + r},${y}z`
      );
    case 'rectangle':
      return `M${x},${y}L${x + w},${y}L${x + w},${y + h}L${x},${y + h}z`;
  }
}

/** The fill a notation element is drawn with when it has no colour of its own. */
export const DEFAULT_FILL = '#ffffff';
export const STROKE = '#22242a';

/** A palette icon: the shape in its colour, as a data URL (the palette shows it as an image). */
export function paletteIcon(shape: NotationShape, colour: string | null): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30">` +
    `<path d="${shapePath(shape, 2, 6, 26, 18)}" fill="${colour ?? DEFAULT_FILL}" stroke="${STROKE}" stroke-width="1.5"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
