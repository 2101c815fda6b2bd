import { useRef, useState } from 'react';
import { Caption1, Toolbar, ToolbarButton, ToolbarDivider, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import {
  PhysicsPanel,
  Services,
  saveBlob,
  useErrorText,
  usePhysicsSettings,
  useService,
  useT,
  useUnsavedChanges,
} from '@ontobench/sdk';
import { saveGraph } from '../api.ts';
import type { GraphEditorModel } from '../model/graph-editor.ts';
import { GraphCanvas, type GraphController } from './GraphCanvas.tsx';
import { EdgeDialog, LabelDialog } from './GraphDialogs.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: '560px' },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  toolbar: { flexWrap: 'wrap' },
  status: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
  dirty: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

/** Where the ontology area shows a class, used only when that area's route is there. */
const CLASS_ROUTE = '/class_list/:term_id?';

type Dialog = null | 'addNode' | 'renameNode' | 'renameEdge' | 'addEdge';

/**
 * `/graphs/{id}`'s editor (issue 17 item 7): the canvas with the user's physics (the SDK's per-user
 * settings and panel, shared with the ontology maps), a toolbar to add, relabel and delete nodes and
 * edges, save (positions kept in the json), fit and export PNG. A reader sees the graph and the
 * physics panel only. Unsaved changes are guarded by the shell.
 */
export const GraphEditor = observer(function GraphEditor({ model }: { model: GraphEditorModel }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const contributions = useService(Services.Contributions);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const { physics, setPhysics, reset } = usePhysicsSettings();
  const [live, setLive] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const controller = useRef<GraphController | null>(null);
  useUnsavedChanges(model.dirty);
  const editable = !model.readOnly;

  const save = async () => {
    model.setSaving(true);
    try {
      model.markSaved(await saveGraph(http, model.graph.id, { json: model.json }));
      notifications.show({ text: t('graphs.editor.saved'), color: 'success' });
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('graphs.editor.saveFailed'))).text, color: 'error' });
    } finally {
      model.setSaving(false);
    }
  };

  const png = async () => {
    const blob = await controller.current?.png();
    if (blob) saveBlob(blob, `${model.graph.name}.png`);
    else notifications.show({ text: t('graphs.editor.pngFailed'), color: 'error' });
  };

  const open = (nodeId: string) => {
    const objectId = model.nodes.find((n) => n.id === nodeId)?.objectId;
    if (!objectId) return;
    if (contributions.routes.all.some((r) => r.path === CLASS_ROUTE))
      navigate(`/class_list/${encodeURIComponent(objectId)}`);
  };

  const place = () => {
    const at = controller.current?.center() ?? { x: 0, y: 0 };
    // Several new nodes in a row do not land on each other.
    const shift = (model.nodes.length % 5) * 30;
    return { x: at.x + shift, y: at.y + shift };
  };

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Toolbar aria-label={t('graphs.editor.toolbar')} size="small" className={styles.toolbar}>
          {editable && (
            <>
              <ToolbarButton
                appearance="primary"
                disabled={!model.dirty || model.saving}
                onClick={() => void save()}
                data-testid="graph-save"
              >
                {model.saving ? t('graphs.editor.saving') : t('graphs.editor.save')}
              </ToolbarButton>
              <ToolbarDivider />
              <ToolbarButton onClick={() => setDialog('addNode')} data-testid="graph-add-node">
                {t('graphs.editor.addNode')}
              </ToolbarButton>
              <ToolbarButton
                onClick={() => setDialog('addEdge')}
                disabled={model.nodes.length === 0}
                title={model.nodes.length === 0 ? t('graphs.edge.needNodes') : undefined}
                data-testid="graph-add-edge"
              >
                {t('graphs.editor.addEdge')}
              </ToolbarButton>
              <ToolbarButton
                disabled={!model.selectedNode && !model.selectedEdge}
                onClick={() => setDialog(model.selectedNode ? 'renameNode' : 'renameEdge')}
                data-testid="graph-rename"
              >
                {t('graphs.editor.rename')}
              </ToolbarButton>
              <ToolbarButton
                disabled={!model.hasSelection}
                onClick={() => model.removeSelected()}
                data-testid="graph-remove"
              >
                {t('graphs.editor.remove')}
              </ToolbarButton>
              <ToolbarDivider />
            </>
          )}
          <ToolbarButton onClick={() => controller.current?.fit()} data-testid="graph-fit">
            {t('graphs.editor.fit')}
          </ToolbarButton>
          <ToolbarButton onClick={() => void png()} data-testid="graph-png">
            {t('graphs.editor.png')}
          </ToolbarButton>
          <PhysicsPanel
            physics={physics}
            onChange={setPhysics}
            onReset={reset}
            live={live}
            onLiveChange={setLive}
            onRelayout={editable && model.nodes.length > 0 ? () => model.forgetPositions() : undefined}
            testIds={{ open: 'graph-physics', prefix: 'graph-physics' }}
          />
        </Toolbar>
      </div>
      <div className={styles.status}>
        <Caption1 data-testid="graph-counts">
          {t('graphs.editor.counts', { nodes: model.nodes.length, edges: model.edges.length })}
        </Caption1>
        {model.readOnly && <Caption1 data-testid="graph-read-only">{t('graphs.editor.readOnly')}</Caption1>}
        {model.dirty && (
          <Caption1 className={styles.dirty} data-testid="graph-dirty">
            {t('graphs.editor.dirty')}
          </Caption1>
        )}
      </div>
      <GraphCanvas
        model={model}
        physics={physics}
        live={live}
        label={t('graphs.editor.canvas', { name: model.graph.name })}
        onReady={(c) => (controller.current = c)}
        onOpen={open}
      />
      <Caption1 className={styles.status}>{t('graphs.editor.hint')}</Caption1>
      {dialog === 'addNode' && (
        <LabelDialog
          mode="addNode"
          initial=""
          onDone={(label) => model.addNode(label, place())}
          onClose={() => setDialog(null)}
        />
      )}
      {(dialog === 'renameNode' || dialog === 'renameEdge') && (
        <LabelDialog
          mode={dialog}
          initial={(dialog === 'renameNode' ? model.selectedNode?.label : model.selectedEdge?.label) ?? ''}
          onDone={(label) => {
            const id = dialog === 'renameNode' ? model.selectedNode?.id : model.selectedEdge?.id;
            if (id) model.rename(id, label);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'addEdge' && (
        <EdgeDialog
          nodes={model.nodes}
          selected={model.selectedNodes}
          onDone={(from, to, label) => model.addEdge(from, to, label)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
});
