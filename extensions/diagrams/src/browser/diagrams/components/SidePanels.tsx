import { Suspense, lazy, useState } from 'react';
import { Spinner, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useT } from '@ontobench/sdk';
import type { DiagramEditorModel } from '../model/editor-model.ts';
import type { CanvasHandle } from '../modeler/canvas-types.ts';
import { PropertiesPanel } from './PropertiesPanel.tsx';

const VersionsPanel = lazy(() => import('../../versions/components/VersionsPanel.tsx'));
const DependenciesPanel = lazy(() => import('../../versions/components/DependenciesPanel.tsx'));

const useStyles = makeStyles({
  side: {
    flex: '0 0 340px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    overflowY: 'auto',
    '@media (max-width: 900px)': { flex: '1 1 auto' },
  },
  body: { padding: `0 ${tokens.spacingHorizontalXS}` },
});

type PanelId = 'properties' | 'versions' | 'dependencies';

/**
 * The editor's side (issue 17 items 1, 3, 4): the selected element's properties, the diagram's versions
 * and its links to semantic searches (the versions part's panels, lazy chunks).
 */
export const SidePanels = observer(function SidePanels(props: {
  model: DiagramEditorModel;
  canvas: CanvasHandle | null;
  onOpenDiagram(id: string): void;
  /** The XML autobuild made, to show on the canvas. */
  onXml(xml: string): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const [panel, setPanel] = useState<PanelId>('properties');
  const { model } = props;
  return (
    <aside className={styles.side} aria-label={t('diagrams.editor.tabs')} data-testid="diagram-side">
      <TabList
        size="small"
        selectedValue={panel}
        onTabSelect={(_, d) => setPanel(d.value as PanelId)}
        aria-label={t('diagrams.editor.tabs')}
      >
        <Tab value="properties" data-testid="diagram-tab-properties">
          {t('diagrams.editor.tabProperties')}
        </Tab>
        <Tab value="versions" data-testid="diagram-tab-versions">
          {t('diagrams.editor.tabVersions')}
        </Tab>
        <Tab value="dependencies" data-testid="diagram-tab-dependencies">
          {t('diagrams.editor.tabDependencies')}
        </Tab>
      </TabList>
      <div className={styles.body}>
        <Suspense fallback={<Spinner size="tiny" />}>
          {panel === 'properties' && (
            <PropertiesPanel model={model} canvas={props.canvas} onOpenDiagram={props.onOpenDiagram} />
          )}
          {panel === 'versions' && (
            <VersionsPanel diagram={model.current} dirty={model.dirty} onOpen={props.onOpenDiagram} />
          )}
          {panel === 'dependencies' && <DependenciesPanel model={model} onXml={props.onXml} />}
        </Suspense>
      </div>
    </aside>
  );
});
