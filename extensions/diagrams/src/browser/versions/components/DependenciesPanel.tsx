import { Caption1, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { EmptyState, Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { DiagramEditorModel } from '../../diagrams/model/editor-model.ts';
import { ANALYSIS_EXTENSION, listSearches } from '../api.ts';
import { AutobuildEditor } from './AutobuildEditor.tsx';
import { TablesEditor } from './TablesEditor.tsx';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * The diagram's dependencies on semantic searches (domain.md §3 "Diagram dependencies": autobuild and
 * tables; issue 17 item 3). The searches belong to the analysis area: without it there is nothing to bind,
 * and the panel says so. `onXml` takes the XML «Построить» made (the page imports it into the modeler).
 */
const DependenciesPanel = observer(function DependenciesPanel(props: {
  model: DiagramEditorModel;
  onXml?: (xml: string) => void;
}) {
  const { model } = props;
  const { t } = useT();
  const styles = useStyles();
  const extensions = useService(Services.Extensions);
  const data = useService(Services.Data);
  const analysis = extensions.get(ANALYSIS_EXTENSION);
  const available = analysis !== undefined && analysis.enabled;
  const load = useLoad(`searches:${available}`, (signal) =>
    available ? listSearches(data, signal) : Promise.resolve([]),
  );

  return (
    <section className={styles.panel} aria-label={t('versions.dependencies.title')} data-testid="diagram-dependencies">
      {model.readOnly && <Caption1 className={styles.hint}>{t('versions.dependencies.readOnly')}</Caption1>}
      {!available ? (
        <EmptyState title={t('versions.dependencies.noAnalysis')} />
      ) : load.status === 'loading' ? (
        <Spinner size="tiny" label={t('versions.dependencies.searchesLoading')} />
      ) : load.status !== 'ready' ? (
        <MessageBar intent="error" data-testid="diagram-dependencies-failed">
          <MessageBarBody>
            {t('versions.dependencies.searchesFailed', { message: load.status === 'failed' ? load.message : '' })}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          {load.value.length === 0 && <EmptyState title={t('versions.dependencies.noSearches')} />}
          <div className={styles.section}>
            <Text weight="semibold">{t('versions.dependencies.autobuild')}</Text>
            <AutobuildEditor model={model} searches={load.value} onXml={props.onXml} />
          </div>
          <div className={styles.section}>
            <Text weight="semibold">{t('versions.dependencies.tables')}</Text>
            <TablesEditor model={model} searches={load.value} />
          </div>
        </>
      )}
    </section>
  );
});

export default DependenciesPanel;
