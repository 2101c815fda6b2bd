import { Suspense, lazy, type ReactElement } from 'react';
import {
  Badge,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  ToggleButton,
  Toolbar,
  ToolbarDivider,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ArrowRedoRegular,
  ArrowUndoRegular,
  MapRegular,
  SaveRegular,
  SearchRegular,
  ZoomFitRegular,
} from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useT } from '@ontobench/sdk';
import type { DiagramEditorModel } from '../model/editor-model.ts';
import type { ExportKind } from '../modeler/export-image.ts';
import { BpmnFileButton } from './BpmnFileButton.tsx';

const ExecutableExport = lazy(() => import('../../versions/components/ExecutableExport.tsx'));

const useStyles = makeStyles({
  bar: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, padding: 0 },
  status: { marginLeft: tokens.spacingHorizontalS },
});

/** What the toolbar's buttons do (the editor holds the canvas). */
export interface ToolbarActions {
  save(): void;
  undo(): void;
  redo(): void;
  zoomFit(): void;
  toggleMinimap(): void;
  search(): void;
  exportAs(kind: ExportKind): void;
  importFile(file: { name: string; text: string }): void;
}

/**
 * The diagram editor's toolbar (issue 17 items 1, 5): save, undo and redo, fit, minimap, search, export
 * (BPMN XML, SVG, PNG), upload of a `.bpmn` into the open diagram, and the executable export. A reader
 * (`readOnly`) gets only what does not change the diagram.
 */
export const EditorToolbar = observer(function EditorToolbar(props: {
  model: DiagramEditorModel;
  /** The canvas is there (before it is, every button waits). */
  ready: boolean;
  canUndo: boolean;
  canRedo: boolean;
  minimapOpen: boolean;
  actions: ToolbarActions;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { model, ready, actions } = props;
  const icon = (label: string, node: ReactElement, onClick: () => void, testId: string, disabled = !ready) => (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={node} disabled={disabled} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );
  return (
    <Toolbar className={styles.bar} aria-label={t('diagrams.editor.toolbar')} data-testid="diagram-toolbar">
      {!model.readOnly && (
        <>
          <Tooltip content={t('diagrams.editor.saveHint')} relationship="description">
            <Button
              appearance="primary"
              icon={model.saving ? <Spinner size="tiny" /> : <SaveRegular />}
              disabled={!ready || model.saving}
              onClick={actions.save}
              data-testid="diagram-save"
            >
              {model.saving ? t('diagrams.editor.saving') : t('diagrams.editor.save')}
            </Button>
          </Tooltip>
          {icon(t('diagrams.editor.undo'), <ArrowUndoRegular />, actions.undo, 'diagram-undo', !props.canUndo)}
          {icon(t('diagrams.editor.redo'), <ArrowRedoRegular />, actions.redo, 'diagram-redo', !props.canRedo)}
          <ToolbarDivider />
        </>
      )}
      {icon(t('diagrams.editor.zoomFit'), <ZoomFitRegular />, actions.zoomFit, 'diagram-zoom-fit')}
      <Tooltip content={t('diagrams.editor.minimap')} relationship="label">
        <ToggleButton
          appearance="subtle"
          icon={<MapRegular />}
          checked={props.minimapOpen}
          disabled={!ready}
          onClick={actions.toggleMinimap}
          data-testid="diagram-minimap"
        />
      </Tooltip>
      {!model.readOnly && icon(t('diagrams.editor.search'), <SearchRegular />, actions.search, 'diagram-search')}
      <ToolbarDivider />
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<ArrowDownloadRegular />} disabled={!ready} data-testid="diagram-export">
            {t('diagrams.editor.export')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => actions.exportAs('bpmn')} data-testid="diagram-export-bpmn">
              {t('diagrams.editor.exportBpmn')}
            </MenuItem>
            <MenuItem onClick={() => actions.exportAs('svg')} data-testid="diagram-export-svg">
              {t('diagrams.editor.exportSvg')}
            </MenuItem>
            <MenuItem onClick={() => actions.exportAs('png')} data-testid="diagram-export-png">
              {t('diagrams.editor.exportPng')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {!model.readOnly && (
        <BpmnFileButton
          iconOnly
          label={t('diagrams.editor.importFile')}
          inputLabel={t('diagrams.editor.importLabel')}
          disabled={!ready}
          testId="diagram-import-file"
          onFile={actions.importFile}
        />
      )}
      <Suspense fallback={null}>
        <ExecutableExport diagramId={model.diagram.id} dirty={model.dirty} />
      </Suspense>
      {model.dirty && (
        <Badge className={styles.status} appearance="tint" color="warning" data-testid="diagram-dirty">
          {t('diagrams.editor.unsaved')}
        </Badge>
      )}
      {model.readOnly && (
        <Badge className={styles.status} appearance="tint" color="informative" data-testid="diagram-read-only">
          {t('diagrams.editor.readOnly')}
        </Badge>
      )}
    </Toolbar>
  );
});
