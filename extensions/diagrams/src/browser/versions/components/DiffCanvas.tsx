import { useEffect, useRef, useState } from 'react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import type { ChangeKind } from '../model/compare.ts';

/** The few services of a bpmn-js viewer the compare view uses. */
interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Canvas {
  zoom(scale: 'fit-viewport'): number;
  viewbox(box?: ViewBox): ViewBox;
  addMarker(id: string, marker: string): void;
  scrollToElement(id: string, padding?: number): void;
}
interface Viewer {
  importXML(xml: string): Promise<unknown>;
  get<T>(name: string): T;
  on(event: string, handler: () => void): void;
  destroy(): void;
}

/** The two canvases of one compare view: moving or zooming one moves the other (the same elements stay side by side). */
export class ViewSync {
  readonly #canvases = new Set<Canvas>();
  add(canvas: Canvas) {
    this.#canvases.add(canvas);
    return () => void this.#canvases.delete(canvas);
  }
  moved(from: Canvas) {
    const box = from.viewbox();
    for (const other of this.#canvases) {
      if (other === from) continue;
      const now = other.viewbox();
      // The same box again (the other canvas echoing this one): nothing to do, no ping-pong.
      if (Math.abs(now.x - box.x) < 1 && Math.abs(now.y - box.y) < 1 && Math.abs(now.width - box.width) < 1) continue;
      other.viewbox({ x: box.x, y: box.y, width: box.width, height: box.height });
    }
  }
}

const BADGE: Record<ChangeKind, string> = { added: '+', removed: '−', changed: '✎', layout: '⇄' };

const useStyles = makeStyles({
  // A diagram is paper: bpmn-js draws black on white in either theme.
  canvas: { position: 'relative', flex: 1, minHeight: 0, backgroundColor: '#ffffff', overflow: 'hidden' },
  busy: { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' },
});

/**
 * One version drawn by a bpmn-js `NavigatedViewer` (loaded here, on first compare), its differing
 * elements marked (`markers`: id and marker class) and badged; `focus` asks it to scroll to an element.
 */
export function DiffCanvas(props: {
  xml: string;
  markers: [string, string][];
  sync: ViewSync;
  testId: string;
  label: string;
  onFailed: () => void;
  register: (show: (id: string) => boolean) => () => void;
}) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const { xml, markers, sync, onFailed, register } = props;

  useEffect(() => {
    let viewer: Viewer | null = null;
    let cancelled = false;
    const cleanups: (() => void)[] = [];
    void (async () => {
      const { default: NavigatedViewer } = await import('bpmn-js/lib/NavigatedViewer');
      if (cancelled || !host.current) return;
      viewer = new NavigatedViewer({ container: host.current }) as unknown as Viewer;
      try {
        await viewer.importXML(xml);
      } catch {
        if (!cancelled) onFailed();
        return;
      }
      if (cancelled) return;
      const canvas = viewer.get<Canvas>('canvas');
      const registry = viewer.get<{ get(id: string): unknown }>('elementRegistry');
      const overlays = viewer.get<{ add(id: string, overlay: object): string }>('overlays');
      canvas.zoom('fit-viewport');
      for (const [id, marker] of markers) {
        if (!registry.get(id)) continue;
        canvas.addMarker(id, marker);
        const badge = document.createElement('span');
        const kind = marker.replace('ob-diff-', '') as ChangeKind;
        badge.className = `ob-diff-badge ob-diff-badge-${kind}`;
        badge.textContent = BADGE[kind];
        overlays.add(id, { position: { top: -10, right: 10 }, html: badge });
      }
      cleanups.push(sync.add(canvas));
      cleanups.push(register((id) => (registry.get(id) ? (canvas.scrollToElement(id, 80), true) : false)));
      viewer.on('canvas.viewbox.changed', () => sync.moved(canvas));
      host.current?.setAttribute('data-state', 'ready');
      setReady(true);
    })();
    return () => {
      cancelled = true;
      cleanups.forEach((cleanup) => cleanup());
      viewer?.destroy();
    };
  }, [xml, markers, sync, onFailed, register]);

  return (
    <div ref={host} className={styles.canvas} data-testid={props.testId} aria-label={props.label} role="img">
      {!ready && (
        <div className={styles.busy}>
          <Spinner size="small" />
        </div>
      )}
    </div>
  );
}

/** The markers' and badges' colours (global: bpmn-js draws the SVG; marker classes are set on its elements). */
export function diffStyles(): string {
  const colours: Record<ChangeKind, [string, string]> = {
    added: [tokens.colorPaletteGreenBorderActive, tokens.colorPaletteGreenBackground2],
    removed: [tokens.colorPaletteRedBorderActive, tokens.colorPaletteRedBackground2],
    changed: [tokens.colorPaletteMarigoldBorderActive, tokens.colorPaletteMarigoldBackground2],
    layout: [tokens.colorPaletteBlueBorderActive, tokens.colorPaletteBlueBackground2],
  };
  return (Object.entries(colours) as [ChangeKind, [string, string]][])
    .map(
      ([kind, [stroke, fill]]) => `
.ob-diff-${kind}:not(.djs-connection) .djs-visual > :nth-child(1) { stroke: ${stroke} !important; fill: ${fill} !important; stroke-width: 3px !important; }
.ob-diff-${kind}.djs-connection .djs-visual > path { stroke: ${stroke} !important; stroke-width: 3px !important; }
.ob-diff-badge-${kind}, .ob-diff-swatch-${kind} { background: ${stroke}; color: #fff; }`,
    )
    .join('\n').concat(`
.ob-diff-badge { display: inline-grid; place-items: center; min-width: 20px; height: 20px; border-radius: 10px; font: bold 13px/20px sans-serif; padding: 0 4px; }`);
}
