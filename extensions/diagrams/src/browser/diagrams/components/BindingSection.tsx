import { useEffect, useState } from 'react';
import { Button, Caption1, Field, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { LinkDismissRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { CLASS, ObjectPicker, useT, type PickedObject } from '@ontobench/sdk';
import type { DiagramEditorModel, SelectedElement } from '../model/editor-model.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  current: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The selected element's link to the ontology (domain.md §3 "Diagram: elements"; issue 17 item 3): a class
 * picked from the user's classes binds the element to it; an individual of that class, picked next, binds
 * it to the individual instead. Shown with the bound object's name; «Убрать связь» unbinds.
 */
export const BindingSection = observer(function BindingSection(props: {
  model: DiagramEditorModel;
  element: SelectedElement;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { model, element } = props;
  const binding = model.bindingOf(element.id);
  const [pickedClass, setPickedClass] = useState<PickedObject | null>(null);
  useEffect(() => {
    const bound = model.bindingOf(element.id);
    setPickedClass(bound?.kind === 'class' ? { id: bound.objectId, name: bound.objectName } : null);
  }, [model, element.id]);

  const bind = (picked: PickedObject, kind: 'class' | 'individual') =>
    model.setBinding(element.id, { objectId: picked.id, objectName: picked.name, kind });

  return (
    <section className={styles.section} aria-label={t('diagrams.panel.binding')} data-testid="binding-section">
      <Subtitle2>{t('diagrams.panel.binding')}</Subtitle2>
      <div className={styles.current}>
        {binding ? (
          <span data-testid="binding-current">
            {t(binding.kind === 'class' ? 'diagrams.panel.boundClass' : 'diagrams.panel.boundIndividual', {
              name: binding.objectName,
            })}
          </span>
        ) : (
          <Caption1 className={styles.muted} data-testid="binding-none">
            {t('diagrams.panel.unbound')}
          </Caption1>
        )}
        {binding && !model.readOnly && (
          <Button
            size="small"
            icon={<LinkDismissRegular />}
            onClick={() => {
              model.setBinding(element.id, null);
              setPickedClass(null);
            }}
            data-testid="binding-remove"
          >
            {t('diagrams.panel.unbind')}
          </Button>
        )}
      </div>
      {!model.readOnly && (
        <>
          <Field label={t('diagrams.panel.pickClass')}>
            <ObjectPicker
              classIds={[CLASS.Class]}
              value={pickedClass}
              aria-label={t('diagrams.panel.pickClass')}
              data-testid="binding-class"
              onChange={(picked) => {
                setPickedClass(picked);
                if (picked) bind(picked, 'class');
              }}
            />
          </Field>
          <Field label={t('diagrams.panel.pickIndividual')}>
            <ObjectPicker
              classIds={pickedClass ? [pickedClass.id] : []}
              value={binding?.kind === 'individual' ? { id: binding.objectId, name: binding.objectName } : null}
              disabled={!pickedClass}
              aria-label={t('diagrams.panel.pickIndividual')}
              data-testid="binding-individual"
              onChange={(picked) => {
                if (picked) bind(picked, 'individual');
                else if (pickedClass) bind(pickedClass, 'class');
              }}
            />
          </Field>
        </>
      )}
    </section>
  );
});
