/** An image a .docx embeds: its bytes, its format as the `docx` package names it, and its size in pixels. */
export interface EmbeddedImage {
  data: Buffer;
  type: 'png' | 'jpg' | 'gif';
  width: number;
  height: number;
}

/** Images wider than this (in pixels at 96 dpi, the page's text width) are scaled down to it, unless told. */
export const MAX_IMAGE_WIDTH = 600;
const FORMATS = { png: 'png', jpeg: 'jpg', gif: 'gif' } as const;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/=]+)$/iu;

/**
 * The image of a raster `data:` source, ready to embed in a .docx, at most `maxWidth` wide; null for a
 * remote one (never fetched: the server would otherwise load any address a document names), for SVG
 * (it may carry script), for formats Word cannot show (WebP) and for bytes that are not the image they say.
 */
export function embeddedImage(src: unknown, maxWidth = MAX_IMAGE_WIDTH): EmbeddedImage | null {
  const match = typeof src === 'string' ? DATA_IMAGE.exec(src.trim()) : null;
  const format = match?.[1]?.toLowerCase();
  if (!match || !format || format === 'webp') return null;
  const data = Buffer.from(match[2]!, 'base64');
  const size = imageSize(data, format as keyof typeof FORMATS);
  if (!size) return null;
  const scale = Math.min(1, Math.max(1, maxWidth) / size.width);
  return {
    data,
    type: FORMATS[format as keyof typeof FORMATS],
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** Width and height from the image's header; null when the bytes are not an image of that format. */
function imageSize(data: Buffer, format: keyof typeof FORMATS): { width: number; height: number } | null {
  if (format === 'png') {
    if (data.length < 24 || data.toString('latin1', 1, 4) !== 'PNG') return null;
    return positive(data.readUInt32BE(16), data.readUInt32BE(20));
  }
  if (format === 'gif') {
    if (data.length < 10 || data.toString('latin1', 0, 3) !== 'GIF') return null;
    return positive(data.readUInt16LE(6), data.readUInt16LE(8));
  }
  // JPEG: walk the segments to a start-of-frame marker (C0–CF except C4, C8, CC), which holds the size.
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  for (let at = 2; at + 9 < data.length;) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return positive(data.readUInt16BE(at + 7), data.readUInt16BE(at + 5));
    at += 2 + length;
  }
  return null;
}

function positive(width: number, height: number): { width: number; height: number } | null {
  return width > 0 && height > 0 ? { width, height } : null;
}
