import type * as CanvasModule from './canvas.ts';

let loading: Promise<typeof CanvasModule> | null = null;

/**
 * The bpmn-js chunk (canvas.ts), fetched once: by the route's prefetch as the diagram page is entered,
 * by the page itself (an in-app visit whose page chunk is already here), and awaited by the canvas. A
 * failed fetch is forgotten, so the next open tries again.
 */
export function loadCanvas(): Promise<typeof CanvasModule> {
  loading ??= import('./canvas.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
