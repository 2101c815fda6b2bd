/**
 * The diagram's exports as files (issue 17 item 1: BPMN XML, SVG and PNG): the file names and the PNG
 * drawn from the SVG bpmn-js writes. No bpmn-js here, so the page and its tests load it freely.
 */

export type ExportKind = 'bpmn' | 'svg' | 'png';

export const EXPORT_TYPES: Record<ExportKind, string> = {
  bpmn: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
};

/** A file name from the diagram's name: characters no file system takes become `_`; none left: `diagram`. */
export function exportFileName(name: string, kind: ExportKind): string {
  const base = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '_')
    .trim()
    .replace(/^\.+/, '');
  return `${base || 'diagram'}.${kind}`;
}

/** The width and height an SVG declares (bpmn-js writes both, and a viewBox), at least 1 px. */
export function svgSize(svg: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attr = (name: string) => Number.parseFloat(new RegExp(`\\s${name}="([\\d.]+)`).exec(tag)?.[1] ?? '');
  const box = /viewBox="[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+([\d.]+)"/.exec(tag);
  const width = attr('width') || Number(box?.[1]) || 1;
  const height = attr('height') || Number(box?.[2]) || 1;
  return { width: Math.max(1, Math.ceil(width)), height: Math.max(1, Math.ceil(height)) };
}

/** The SVG drawn on a white canvas at `scale`, as a PNG blob. */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const { width, height } = svgSize(svg);
  const url = URL.createObjectURL(new Blob([svg], { type: EXPORT_TYPES.svg }));
  try {
    const image = new Image();
    image.width = width;
    image.height = height;
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('SVG image failed to load'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), EXPORT_TYPES.png),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
