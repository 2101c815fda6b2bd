import { useEffect, useRef, useState, type RefObject } from 'react';
import type { CanvasHandle, CanvasOptions } from './canvas-types.ts';
import { takeEarlyDrawing } from '../model/diagram-prefetch.ts';
import { loadCanvas } from './load-canvas.ts';

/** The canvas's lifecycle on the page: loading, failed (with the reason), or the handle. */
export type CanvasState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; handle: CanvasHandle };

/** What opens a canvas: the lazy bpmn-js chunk's `openCanvas` (tests pass a fake). */
export type OpenCanvas = (options: CanvasOptions) => Promise<CanvasHandle>;

/** bpmn-js's canvas, with the drawing the route began on entry when there is one (diagram-prefetch.ts). */
const openBpmnCanvas: OpenCanvas = async (options) => {
  const early = takeEarlyDrawing();
  return (await loadCanvas()).openCanvas(options, early);
};

/**
 * Opens the canvas in `container` once per `key` (the diagram, its mode and notation) and destroys it when
 * the key changes or the page goes; the callbacks may change between renders without reopening it.
 */
export function useCanvas(
  container: RefObject<HTMLElement | null>,
  key: string,
  options: Omit<CanvasOptions, 'container'>,
  open: OpenCanvas = openBpmnCanvas,
): CanvasState {
  const [state, setState] = useState<CanvasState>({ status: 'loading' });
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let handle: CanvasHandle | null = null;
    let gone = false;
    setState({ status: 'loading' });
    const current = latest.current;
    open({
      ...current,
      container: element,
      onChanged: () => latest.current.onChanged(),
      onSelect: (selected) => latest.current.onSelect(selected),
      onOpenChild: (id) => latest.current.onOpenChild(id),
      onRefusal: (text) => latest.current.onRefusal(text),
    }).then(
      (opened) => {
        if (gone) return opened.destroy();
        handle = opened;
        setState({ status: 'ready', handle: opened });
      },
      (error: unknown) =>
        !gone && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      gone = true;
      handle?.destroy();
    };
    // The key names everything the canvas is made from; the callbacks are read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, open]);
  return state;
}
