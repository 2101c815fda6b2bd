import { useEffect, useState } from 'react';
import { Caption1, Divider, Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useT } from '@ontobench/sdk';
import type { DiagramEditorModel } from '../model/editor-model.ts';
import type { CanvasHandle } from '../modeler/canvas-types.ts';
import { BindingSection } from './BindingSection.tsx';
import { TransitionSection } from './TransitionSection.tsx';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  id: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

/** The element's type as the user reads it (`bpmn:Task` → «Задача»); an unknown type as written. */
export function typeLabel(t: (key: string, options?: Record<string, unknown>) => string, type: string): string {
  const local = type.replace(/^bpmn:/, '');
  return t(`diagrams.types.${local}`, { defaultValue: local });
}

/**
 * The properties of the selected element (issue 17 items 1, 3): its type and id, its name and its
 * documentation — written through bpmn-js (`updateLabel`, `updateProperties`) when a field is left or
 * Enter pressed, so undo takes them back —, its ontology binding and its transition to a child diagram.
 */
export const PropertiesPanel = observer(function PropertiesPanel(props: {
  model: DiagramEditorModel;
  canvas: CanvasHandle | null;
  onOpenDiagram(id: string): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { model, canvas } = props;
  const element = model.selected;
  const [name, setName] = useState('');
  const [documentation, setDocumentation] = useState('');
  useEffect(() => {
    setName(element?.name ?? '');
    setDocumentation(element?.documentation ?? '');
  }, [element?.id, element?.name, element?.documentation]);

  if (!element)
    return (
      <div className={styles.panel} data-testid="properties-panel">
        <Caption1 className={styles.muted}>{t('diagrams.panel.nothing')}</Caption1>
      </div>
    );

  const readOnly = model.readOnly || !canvas;
  const commitName = () => name !== element.name && canvas?.setName(element.id, name);
  const commitDocumentation = () =>
    documentation !== element.documentation && canvas?.setDocumentation(element.id, documentation);

  return (
    <div className={styles.panel} data-testid="properties-panel">
      <div className={styles.facts}>
        <Caption1 className={styles.muted}>{t('diagrams.panel.type')}</Caption1>
        <Caption1 data-testid="element-type">{typeLabel(t, element.type)}</Caption1>
        <Caption1 className={styles.muted}>{t('diagrams.panel.id')}</Caption1>
        <Caption1 className={styles.id} data-testid="element-id">
          {element.id}
        </Caption1>
      </div>
      <Field label={t('diagrams.panel.name')}>
        <Input
          value={name}
          readOnly={readOnly}
          onChange={(_, d) => setName(d.value)}
          onBlur={commitName}
          onKeyDown={(e) => e.key === 'Enter' && commitName()}
          data-testid="element-name"
        />
      </Field>
      <Field label={t('diagrams.panel.documentation')}>
        <Textarea
          value={documentation}
          readOnly={readOnly}
          resize="vertical"
          onChange={(_, d) => setDocumentation(d.value)}
          onBlur={commitDocumentation}
          data-testid="element-documentation"
        />
      </Field>
      <Divider />
      <BindingSection model={model} element={element} />
      <Divider />
      <TransitionSection model={model} element={element} onOpen={props.onOpenDiagram} />
    </div>
  );
});
