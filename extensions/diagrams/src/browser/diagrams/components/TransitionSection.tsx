import { Button, Caption1, Field, Select, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, OpenRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import { listDiagrams } from '../api.ts';
import type { DiagramEditorModel, SelectedElement } from '../model/editor-model.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The selected element's transition to a child diagram (domain.md §3 "Diagram dependencies: transitions
 * (target_diagram, node_type, icon)"; issue 17 item 3): pick one of the user's other diagrams; the button
 * (or the marker on the canvas) opens it.
 */
export const TransitionSection = observer(function TransitionSection(props: {
  model: DiagramEditorModel;
  element: SelectedElement;
  onOpen(diagramId: string): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const { model, element } = props;
  const transition = model.transitionOf(element.id);
  const load = useLoad('diagram-transition-targets', (signal) => listDiagrams(http, signal));
  const targets = load.status === 'ready' ? load.value.filter((d) => d.id !== model.diagram.id) : [];
  const targetName = transition
    ? (targets.find((d) => d.id === transition.targetDiagram)?.name ??
      (load.status === 'loading' ? '' : t('diagrams.panel.unknownDiagram')))
    : '';

  return (
    <section className={styles.section} aria-label={t('diagrams.panel.transition')} data-testid="transition-section">
      <Subtitle2>{t('diagrams.panel.transition')}</Subtitle2>
      {transition ? (
        <div className={styles.row}>
          <Button
            size="small"
            icon={<OpenRegular />}
            onClick={() => props.onOpen(transition.targetDiagram)}
            data-testid="transition-open"
          >
            {t('diagrams.panel.openChild', { name: targetName })}
          </Button>
          {!model.readOnly && (
            <Button
              size="small"
              appearance="subtle"
              icon={<DismissRegular />}
              onClick={() => model.setTransition(element.id, element.type, null)}
              data-testid="transition-remove"
            >
              {t('diagrams.panel.removeTransition')}
            </Button>
          )}
        </div>
      ) : (
        <Caption1 className={styles.muted}>{t('diagrams.panel.noTransition')}</Caption1>
      )}
      {!model.readOnly &&
        (load.status === 'loading' ? (
          <Spinner size="tiny" />
        ) : load.status !== 'ready' ? (
          <Caption1 className={styles.muted}>
            {t('diagrams.panel.diagramsFailed', { message: load.status === 'failed' ? load.message : '' })}
          </Caption1>
        ) : targets.length === 0 ? (
          <Caption1 className={styles.muted}>{t('diagrams.panel.noDiagrams')}</Caption1>
        ) : (
          <Field label={t('diagrams.panel.pickDiagram')}>
            <Select
              value={transition?.targetDiagram ?? ''}
              onChange={(_, d) => model.setTransition(element.id, element.type, d.value || null)}
              data-testid="transition-target"
            >
              <option value="">{t('diagrams.panel.noTransition')}</option>
              {targets.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          </Field>
        ))}
    </section>
  );
});
