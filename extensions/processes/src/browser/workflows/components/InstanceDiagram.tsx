import { useEffect, useRef, useState } from 'react';
import { MessageBar, MessageBarBody, Spinner, makeStyles } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './instance-diagram.css';

/** The few services of a bpmn-js viewer this view uses. */
interface Viewer {
  importXML(xml: string): Promise<unknown>;
  get<T>(name: string): T;
  destroy(): void;
}
interface Canvas {
  zoom(scale: 'fit-viewport'): number;
  addMarker(id: string, marker: string): void;
}

const useStyles = makeStyles({
  // A diagram is paper: bpmn-js draws black on white in either theme.
  canvas: { position: 'relative', height: '360px', backgroundColor: '#ffffff', overflow: 'hidden' },
  busy: { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' },
});

/**
 * An instance's schema drawn by bpmn-js's NavigatedViewer (a chunk of this route's own: the viewer is
 * imported here, lazily), the current steps marked `ob-wf-current`, the completed ones `ob-wf-completed`.
 * Default export: the page loads it with `lazy()`.
 */
export default function InstanceDiagram(props: { xml: string; current: string[]; completed: string[] }) {
  const { t } = useT();
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const { xml, current, completed } = props;
  const markers = `${current.join(',')}|${completed.join(',')}`;

  useEffect(() => {
    let viewer: Viewer | null = null;
    let cancelled = false;
    setState('loading');
    void (async () => {
      try {
        const { default: NavigatedViewer } = await import('bpmn-js/lib/NavigatedViewer');
        if (cancelled || !host.current) return;
        viewer = new NavigatedViewer({ container: host.current }) as unknown as Viewer;
        await viewer.importXML(xml);
        if (cancelled) return;
        const canvas = viewer.get<Canvas>('canvas');
        const registry = viewer.get<{ get(id: string): unknown }>('elementRegistry');
        canvas.zoom('fit-viewport');
        const [now, done] = markers.split('|').map((list) => list.split(',').filter(Boolean));
        for (const id of done ?? []) if (registry.get(id)) canvas.addMarker(id, 'ob-wf-completed');
        for (const id of now ?? []) if (registry.get(id)) canvas.addMarker(id, 'ob-wf-current');
        setState('ready');
      } catch (error) {
        console.error(error);
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      viewer?.destroy();
    };
  }, [xml, markers]);

  return (
    <>
      {state === 'failed' && (
        <MessageBar intent="error" data-testid="instance-diagram-failed">
          <MessageBarBody>{t('workflows.instance.diagramFailed')}</MessageBarBody>
        </MessageBar>
      )}
      <div
        ref={host}
        className={styles.canvas}
        data-testid="instance-diagram"
        data-state={state}
        role="img"
        aria-label={t('workflows.instance.diagram')}
        tabIndex={0}
      >
        {state === 'loading' && (
          <div className={styles.busy}>
            <Spinner size="small" />
          </div>
        )}
      </div>
    </>
  );
}
