import { useEffect, useRef, useState } from 'react';
import { MessageBar, MessageBarBody, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { Services, saveBlob, useErrorText, useService, useT, useUnsavedChanges } from '@ontobench/sdk';
import { diagramsPath } from '../../../common/routes.ts';
import type { NotationDto } from '../../../common/notation/api.ts';
import { updateDiagram } from '../api.ts';
import type { DiagramEditorModel } from '../model/editor-model.ts';
import { EXPORT_TYPES, exportFileName, svgToPng, type ExportKind } from '../modeler/export-image.ts';
import { useCanvas, type OpenCanvas } from '../modeler/use-canvas.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { SidePanels } from './SidePanels.tsx';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 },
  body: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    height: 'calc(100vh - 210px)',
    minHeight: '420px',
    '@media (max-width: 900px)': { flexDirection: 'column', height: 'auto' },
  },
  canvasBox: {
    position: 'relative',
    flex: '1 1 auto',
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    '@media (max-width: 900px)': { height: '60vh', minHeight: '360px' },
  },
  canvas: { position: 'absolute', inset: 0 },
  overlay: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** Whether a key event is Ctrl (⌘) plus the physical key `code` (a Russian layout works too). */
const chord = (event: KeyboardEvent, code: string) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.code === code;

/**
 * The diagram editor (issue 17 items 1, 3–5): the toolbar, the bpmn-js canvas (a viewer for a reader) and
 * the side panels. Saves the XML and SVG with the bindings and transitions (Ctrl+S), guards unsaved
 * changes, exports BPMN XML, SVG and PNG, and imports a `.bpmn` into the open diagram after a confirm.
 */
export const DiagramEditor = observer(function DiagramEditor(props: {
  model: DiagramEditorModel;
  notation: NotationDto | null;
  /** Why the diagram's notation could not be read (the plain palette is shown then); null: it was. */
  notationError: string | null;
  /** Opens the canvas (tests pass a fake; the page the bpmn-js chunk). */
  openCanvas?: OpenCanvas;
}) {
  const { model } = props;
  const { t, i18n } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const dialogs = useService(Services.Dialogs);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const [stackTick, setStackTick] = useState(0);
  const [minimapOpen, setMinimapOpen] = useState(false);
  useUnsavedChanges(model.dirty);

  const openChild = (elementId: string) => {
    const target = model.transitionOf(elementId)?.targetDiagram;
    if (target) navigate(diagramsPath.diagram(target));
  };
  const canvasKey = `${model.diagram.id}:${model.readOnly}:${props.notation?.id ?? ''}`;
  const state = useCanvas(
    container,
    canvasKey,
    {
      xml: model.diagram.xml,
      readOnly: model.readOnly,
      language: i18n.language,
      notation: props.notation,
      texts: {
        marker: (name) => t('diagrams.panel.marker', { name }),
        openChild: t('diagrams.panel.openChildShort'),
        unreadable: t('diagrams.editor.unreadable'),
      },
      onChanged: () => {
        model.canvasChanged();
        setStackTick((n) => n + 1);
      },
      onSelect: (element) => model.select(element),
      onOpenChild: openChild,
      onRefusal: (text) => notifications.show({ text: text || t('diagrams.editor.refusal'), color: 'warning' }),
    },
    props.openCanvas,
  );
  const handle = state.status === 'ready' ? state.handle : null;

  // The canvas shows the bindings and transitions as they are edited.
  useEffect(() => {
    if (!handle) return;
    return reaction(
      () => [model.elements, model.transitions] as const,
      ([elements, transitions]) => handle.showLinks(elements, transitions),
      { fireImmediately: true },
    );
  }, [handle, model]);

  const save = async () => {
    if (!handle || model.readOnly || model.saving) return;
    model.setSaving(true);
    try {
      const xml = await handle.saveXml();
      const svg = await handle.saveSvg();
      model.saved(await updateDiagram(http, model.diagram.id, model.payload(xml, svg, handle.elementIds())));
      notifications.show({ text: t('diagrams.editor.saved'), color: 'success' });
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('diagrams.editor.saveFailed'))).text, color: 'error' });
    } finally {
      model.setSaving(false);
    }
  };

  const exportAs = async (kind: ExportKind) => {
    if (!handle) return;
    try {
      const file = exportFileName(model.diagram.name, kind);
      if (kind === 'bpmn') saveBlob(new Blob([await handle.saveXml()], { type: EXPORT_TYPES.bpmn }), file);
      else if (kind === 'svg') saveBlob(new Blob([await handle.saveSvg()], { type: EXPORT_TYPES.svg }), file);
      else saveBlob(await svgToPng(await handle.saveSvg()), file);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('diagrams.editor.exportFailed'))).text, color: 'error' });
    }
  };

  const importFile = async (file: { name: string; text: string }) => {
    if (!handle) return;
    const ok = await dialogs.confirm({
      title: t('diagrams.editor.importTitle'),
      message: t('diagrams.editor.importMessage', { file: file.name }),
      confirmLabel: t('diagrams.editor.importConfirm'),
    });
    if (!ok) return;
    try {
      await handle.importXml(file.text);
      notifications.show({ text: t('diagrams.editor.imported', { file: file.name }), color: 'success' });
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : '';
      notifications.show({
        text: t('diagrams.editor.importFailed', { file: file.name, message }),
        color: 'error',
        timeout: null,
      });
    }
  };

  // Ctrl+S saves and Ctrl+F searches wherever the focus is on the page (bpmn-js binds its other keys —
  // undo, redo, copy, paste — to the canvas itself).
  const keys = useRef({ save, search: () => handle?.openSearch() });
  keys.current = { save, search: () => handle?.openSearch() };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (chord(event, 'KeyS')) {
        event.preventDefault();
        void keys.current.save();
      } else if (chord(event, 'KeyF') && !model.readOnly) {
        event.preventDefault();
        event.stopPropagation();
        keys.current.search();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [model]);

  return (
    <div className={styles.editor}>
      <EditorToolbar
        model={model}
        ready={handle !== null}
        canUndo={stackTick >= 0 && !!handle?.canUndo()}
        canRedo={stackTick >= 0 && !!handle?.canRedo()}
        minimapOpen={minimapOpen}
        actions={{
          save: () => void save(),
          undo: () => handle?.undo(),
          redo: () => handle?.redo(),
          zoomFit: () => handle?.zoomFit(),
          toggleMinimap: () => handle && setMinimapOpen(handle.toggleMinimap()),
          search: () => handle?.openSearch(),
          exportAs: (kind) => void exportAs(kind),
          importFile: (file) => void importFile(file),
        }}
      />
      {props.notationError !== null && (
        <MessageBar intent="warning" data-testid="diagram-notation-failed">
          <MessageBarBody>{t('diagrams.editor.notationFailed', { message: props.notationError })}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.body}>
        <div className={styles.canvasBox}>
          <div
            ref={container}
            className={mergeClasses('ob-canvas', styles.canvas)}
            role="application"
            aria-label={t('diagrams.editor.canvas', { name: model.diagram.name })}
            data-testid="diagram-canvas"
          />
          {state.status === 'loading' && (
            <div className={styles.overlay}>
              <Spinner label={t('diagrams.editor.canvasLoading')} />
            </div>
          )}
          {state.status === 'failed' && (
            <div className={styles.overlay}>
              <MessageBar intent="error" data-testid="diagram-canvas-failed">
                <MessageBarBody>{t('diagrams.editor.canvasFailed')}</MessageBarBody>
              </MessageBar>
            </div>
          )}
        </div>
        <SidePanels
          model={model}
          canvas={handle}
          onOpenDiagram={(id) => navigate(diagramsPath.diagram(id))}
          onXml={(xml) => void handle?.importXml(xml)}
        />
      </div>
    </div>
  );
});
