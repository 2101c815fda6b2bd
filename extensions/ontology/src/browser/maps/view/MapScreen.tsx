import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Subtitle2,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  ToolbarToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { PhysicsPanel, useT } from '@ontobench/sdk';
import { ALL_VISIBLE, visiblePart, type MapFilters, type MapGraph } from '../../../common/maps/graph.ts';
import { neighbourhood } from '../model/neighbourhood.ts';
import type { Positions } from '../../../common/maps/layout-doc.ts';
import { MapCanvas } from './MapCanvas.tsx';
import type { MapController } from './map-controller.ts';
import { NeighbourhoodBar, type Neighbourhood } from './NeighbourhoodBar.tsx';
import { NodeList } from './NodeList.tsx';
import type { MapSettings } from './use-map-settings.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: '480px',
    boxSizing: 'border-box',
  },
  main: { height: 'calc(100vh - 120px)' },
  blank: { height: '100vh', padding: tokens.spacingHorizontalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  body: { display: 'flex', flex: 1, gap: tokens.spacingHorizontalM, minHeight: 0 },
  button: { minWidth: 'auto', whiteSpace: 'nowrap' },
  status: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', minHeight: '24px' },
});

export interface MapScreenProps {
  /** Shown above the map on blank-layout routes, which have no app bar. */
  title?: string;
  /** The layout the route uses: the map fills what is left of the window. */
  layout: 'main' | 'blank';
  graph: MapGraph;
  positions: Positions;
  settings: MapSettings;
  filters?: MapFilters;
  /** Extra toolbar items: play controls. */
  toolbar?: ReactNode;
  /** A second row: the filter buttons. */
  filterBar?: ReactNode;
  /** A line under the toolbar: a scenario caption. */
  caption?: ReactNode;
  readOnly?: boolean;
  highlight?: { nodes: string[]; edges: string[] };
  onMoved?(positions: Positions): void;
  onRelayout?(): void;
  busy?: boolean;
  /** Items that create terms (the ontology map, for users who may edit it), given the selection. */
  createBar?(context: { selected: string | null; controller: MapController | null }): ReactNode;
  /** A drag in relate mode ended on another node. */
  onRelate?(from: string, to: string): void;
  /** The page's open dialogs (created terms). */
  dialogs?: ReactNode;
  /** The page's handle on the canvas, and its selection. */
  controllerRef?: { current: MapController | null };
  onSelect?(id: string | null): void;
}

/**
 * The one map screen every map route shares: toolbar (zoom, fit, edge highlight, physics and the
 * page's own items), the canvas, the node list, and the selected node with a link to its page. A
 * click selects, a double click (or "open") goes to the term's page in the lists.
 */
export function MapScreen(props: MapScreenProps) {
  const { t } = useT();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const ownController = useRef<MapController | null>(null);
  const controller = props.controllerRef ?? ownController;
  const [selected, setSelectedState] = useState<string | null>(null);
  const { onSelect } = props;
  const setSelected = useCallback(
    (id: string | null) => {
      setSelectedState(id);
      onSelect?.(id);
    },
    [onSelect],
  );
  const [hood, setHood] = useState<Neighbourhood | null>(null);
  const [hops, setHops] = useState(1);
  const only = useMemo(() => (hood ? neighbourhood(props.graph, hood.centre, hood.hops) : null), [hood, props.graph]);
  const filters = props.filters ?? ALL_VISIBLE;
  const shown = useMemo(
    () => visiblePart(props.graph, filters).nodes.filter((n) => !only || only.has(n.id)),
    [props.graph, filters, only],
  );
  const byId = useMemo(() => {
    const map = new Map<string, { label: string; link: string | null }>();
    for (const n of props.graph.nodes) map.set(n.id, n);
    for (const e of props.graph.edges) if (e.link) map.set(e.id, { label: e.label ?? '', link: e.link });
    return map;
  }, [props.graph]);
  const open = useCallback(
    (id: string) => {
      const link = byId.get(id)?.link;
      if (link) navigate(link);
    },
    [byId, navigate],
  );
  const current = selected ? byId.get(selected) : undefined;
  const { settings } = props;

  return (
    <div className={`${styles.root} ${styles[props.layout]}`} data-testid="onto-map">
      <div className={styles.head}>
        {props.title !== undefined && <Subtitle2 as="h1">{props.title}</Subtitle2>}
        <Toolbar
          size="small"
          aria-label={t('maps.title.plain')}
          checkedValues={{ edgeHighlight: settings.edgeHighlight ? ['on'] : [] }}
          onCheckedValueChange={(_, data) =>
            data.name === 'edgeHighlight' && settings.setEdgeHighlight(data.checkedItems.includes('on'))
          }
        >
          <ToolbarButton
            className={styles.button}
            onClick={() => controller.current?.zoom(1.25)}
            aria-label={t('maps.zoomIn')}
            title={t('maps.zoomIn')}
          >
            +
          </ToolbarButton>
          <ToolbarButton
            className={styles.button}
            onClick={() => controller.current?.zoom(0.8)}
            aria-label={t('maps.zoomOut')}
            title={t('maps.zoomOut')}
          >
            −
          </ToolbarButton>
          <ToolbarButton className={styles.button} onClick={() => controller.current?.fit()} data-testid="onto-map-fit">
            {t('maps.fit')}
          </ToolbarButton>
          <ToolbarToggleButton className={styles.button} name="edgeHighlight" value="on">
            {t('maps.edgeHighlight')}
          </ToolbarToggleButton>
          <PhysicsPanel
            physics={settings.physics}
            onChange={settings.setPhysics}
            onReset={settings.reset}
            live={settings.livePhysics}
            onLiveChange={settings.setLivePhysics}
            onRelayout={props.readOnly ? undefined : props.onRelayout}
            busy={props.busy}
            testIds={{ open: 'onto-map-physics', prefix: 'onto-physics' }}
          />
          <ToolbarDivider />
          <NeighbourhoodBar selected={selected} value={hood} hops={hops} onHops={setHops} onChange={setHood} />
          {props.toolbar && <ToolbarDivider />}
          {props.toolbar}
        </Toolbar>
        {props.createBar && (
          <Toolbar size="small" aria-label={t('maps.create.toolbar')} data-testid="map-create-bar">
            {props.createBar({ selected, controller: controller.current })}
          </Toolbar>
        )}
        {props.readOnly && <Caption1>{t('maps.readOnly')}</Caption1>}
      </div>
      {props.filterBar}
      {props.caption}
      {hood && (
        <Caption1 role="status" data-testid="onto-map-hood-caption">
          {t('maps.hood.caption', { name: byId.get(hood.centre)?.label ?? '', count: hood.hops })}
        </Caption1>
      )}
      <div className={styles.body}>
        <MapCanvas
          graph={props.graph}
          positions={props.positions}
          filters={filters}
          only={only}
          physics={settings.physics}
          livePhysics={settings.livePhysics}
          edgeHighlight={settings.edgeHighlight}
          readOnly={props.readOnly}
          highlight={props.highlight}
          label={`${t('maps.canvas', { count: shown.length })}. ${t('maps.keyboardHint')}`}
          controllerRef={controller}
          onSelect={setSelected}
          onOpen={open}
          onMoved={props.onMoved}
          onRelate={props.onRelate}
          clusterLabel={(name, count) => t('maps.cluster', { name, count })}
        />
        <NodeList
          nodes={shown}
          positions={props.positions}
          selected={selected}
          onFocus={(id) => controller.current?.focus(id)}
          onOpen={(link) => navigate(link)}
        />
      </div>
      <div className={styles.status} data-testid="onto-map-status">
        {current ? (
          <>
            <Body1>{t('maps.selected', { name: current.label })}</Body1>
            {current.link && (
              <Button
                size="small"
                appearance="primary"
                onClick={() => navigate(current.link!)}
                data-testid="onto-map-open"
              >
                {t('maps.open')}
              </Button>
            )}
          </>
        ) : (
          <Caption1>{t('maps.keyboardHint')}</Caption1>
        )}
      </div>
      {props.dialogs}
    </div>
  );
}
