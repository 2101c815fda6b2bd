import { useCallback, useEffect, useMemo, useState } from 'react';
import { Body1, Button, ToolbarButton, makeStyles, tokens } from '@fluentui/react-components';
import { Services, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';
import { loadLayout, loadMapObject, loadOntologyState } from '../data/map-data.ts';
import { buildOntologyGraph, type MapGraph } from '../../../common/maps/graph.ts';
import { editableSteps, type EditableStep } from '../model/view-edit.ts';
import { parseScenario, scenarioGraph } from '../model/views.ts';
import { MapScreen } from '../view/MapScreen.tsx';
import { MapStatus } from '../view/MapStatus.tsx';
import { ScenarioStepsEditor } from '../view/ScenarioStepsEditor.tsx';
import { useLaidOutMap } from '../view/use-laid-out-map.ts';
import { useMapSettings } from '../view/use-map-settings.ts';
import { useViewSave } from '../view/use-view-save.ts';

/** How long a step shows while playing. */
const STEP_MS = 2000;

const useStyles = makeStyles({ caption: { minHeight: '24px', paddingInline: tokens.spacingHorizontalS } });

/** What the steps editor needs of the loaded scenario: its steps, the whole map, and whether one may edit. */
interface Editing {
  steps: EditableStep[];
  map: MapGraph;
  readonly: boolean;
}

/**
 * `/scenario/:map_id/:sc_id` (blank): the scenario's steps (ONTO_PROP.scenarioJson) over the map, which
 * is read only; play walks through them, each step selecting its nodes and edges and showing its caption.
 * Whoever may change the scenario edits its steps ("Изменить шаги": caption, nodes, highlighted links;
 * added, removed, reordered); the map is drawn again from what was saved.
 */
export default function ScenarioMapPage({ params }: RoutePageProps) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const settings = useMapSettings();
  const mapId = params.map_id ?? '';
  const scenarioId = params.sc_id ?? '';
  const [steps, setSteps] = useState<ReturnType<typeof scenarioGraph>['highlights']>([]);
  const [step, setStep] = useState(-1);
  const [playing, setPlaying] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [open, setOpen] = useState(false);

  const load = useCallback(
    async (signal: AbortSignal) => {
      const [scenario, state, stored] = await Promise.all([
        loadMapObject(data, ONTO_CLASS.Scenario, scenarioId, ONTO_PROP.scenarioJson),
        loadOntologyState(http, mapId, signal),
        loadLayout(data, ONTO_CLASS.Ontology, mapId),
      ]);
      const map = buildOntologyGraph(state);
      const parsed = parseScenario(scenario.json);
      setEditing({ steps: editableSteps(parsed, map), map, readonly: scenario.readonly });
      const { graph, highlights } = scenarioGraph(map, parsed);
      setSteps(highlights);
      setStep(-1);
      return { name: scenario.name, graph, stored };
    },
    [http, data, mapId, scenarioId],
  );
  const { state, retry } = useLaidOutMap(load, settings.physics, `${mapId}/${scenarioId}`);
  usePageTitle(state.status === 'ready' ? state.name : t('maps.title.scenario'));

  useEffect(() => {
    if (!playing) return;
    if (step >= steps.length - 1) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStep((n) => n + 1), step < 0 ? 0 : STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, step, steps.length]);

  const highlight = useMemo(() => (step >= 0 ? steps[step] : undefined), [step, steps]);
  const saved = useCallback(() => {
    setOpen(false);
    retry();
  }, [retry]);
  const save = useViewSave(scenarioId, ONTO_PROP.scenarioJson, t('maps.viewEdit.fieldSteps'), saved);
  const editable = state.status === 'ready' && !!editing && !editing.readonly;
  // On the toolbar of the map, or, while the scenario has no steps yet (an empty map), above the notice.
  const editButton = (Control: typeof Button | typeof ToolbarButton) =>
    editable && (
      <Control appearance="primary" onClick={() => setOpen(true)} data-testid="scenario-edit">
        {t('maps.viewEdit.editSteps')}
      </Control>
    );
  const editor = open && editing && (
    <ScenarioStepsEditor
      name={state.status === 'ready' ? state.name : ''}
      map={editing.map}
      steps={editing.steps}
      onSave={save}
      onClose={() => setOpen(false)}
    />
  );
  if (state.status !== 'ready' || state.graph.nodes.length === 0)
    return (
      <>
        {editButton(Button)}
        <MapStatus state={state} onRetry={retry} />
        {editor}
      </>
    );
  const controls = (
    <>
      <ToolbarButton disabled={step <= 0} onClick={() => setStep((n) => Math.max(0, n - 1))}>
        {t('maps.scenario.prev')}
      </ToolbarButton>
      <ToolbarButton
        appearance="primary"
        disabled={steps.length === 0}
        data-testid="onto-scenario-play"
        onClick={() => {
          if (!playing && step >= steps.length - 1) setStep(-1);
          setPlaying(!playing);
        }}
      >
        {playing ? t('maps.scenario.pause') : t('maps.scenario.play')}
      </ToolbarButton>
      <ToolbarButton disabled={step >= steps.length - 1} onClick={() => setStep((n) => n + 1)}>
        {t('maps.scenario.next')}
      </ToolbarButton>
      {editButton(ToolbarButton)}
    </>
  );
  const caption = (
    <div className={styles.caption} aria-live="polite" data-testid="onto-scenario-step">
      {steps.length === 0 ? (
        <Body1>{t('maps.scenario.noSteps')}</Body1>
      ) : step >= 0 ? (
        <Body1>
          {t('maps.scenario.step', { n: step + 1, total: steps.length })}
          {highlight?.caption ? ` — ${highlight.caption}` : ''}
        </Body1>
      ) : null}
    </div>
  );
  return (
    <>
      <MapScreen
        layout="blank"
        title={state.name}
        graph={state.graph}
        positions={state.positions}
        settings={settings}
        readOnly
        toolbar={controls}
        caption={caption}
        highlight={highlight}
      />
      {editor}
    </>
  );
}
