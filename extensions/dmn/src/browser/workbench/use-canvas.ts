import { useEffect, useRef, useState, type RefObject } from 'react';
import { openDmnCanvas, type CanvasView, type DmnCanvas } from './canvas.ts';

export type CanvasState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; canvas: DmnCanvas };

/**
 * dmn-js opened on `container` once per `key` (the table and whether it is read only), destroyed when the key
 * changes or the page goes. `revision` counts the edits since it opened; `views` follows dmn-js's views.
 */
export function useDmnCanvas(
  container: RefObject<HTMLDivElement | null>,
  key: string,
  open: { xml: string; readOnly: boolean; language: string },
) {
  const [state, setState] = useState<CanvasState>({ status: 'loading' });
  const [views, setViews] = useState<CanvasView[]>([]);
  const [revision, setRevision] = useState(0);
  const opening = useRef(open);
  opening.current = open;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let canvas: DmnCanvas | null = null;
    let gone = false;
    setState({ status: 'loading' });
    setRevision(0);
    openDmnCanvas(element, opening.current.xml, opening.current).then(
      (opened) => {
        if (gone) return opened.destroy();
        canvas = opened;
        opened.onChange(() => setRevision((n) => n + 1));
        opened.onViews(() => setViews(opened.views()));
        setViews(opened.views());
        setState({ status: 'ready', canvas: opened });
      },
      (error: unknown) => {
        if (!gone) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      gone = true;
      canvas?.destroy();
      element.replaceChildren();
    };
  }, [container, key]);

  const refreshViews = () => {
    if (state.status === 'ready') setViews(state.canvas.views());
  };
  return { state, views, revision, refreshViews };
}
