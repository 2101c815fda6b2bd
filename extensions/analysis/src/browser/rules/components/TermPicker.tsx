import { CLASS, ObjectPicker, Services, useService } from '@ontobench/sdk';
import { observer } from 'mobx-react-lite';
import { loadTerms } from '../api.ts';
import type { RuleEditorModel } from '../model/rule-editor-model.ts';

/** What a term picker offers: classes, object and data properties, or object properties only. */
export type TermKind = 'class' | 'property' | 'objectProperty';

const CLASSES: Record<TermKind, string[]> = {
  class: [CLASS.Class],
  property: [CLASS.ObjectProperty, CLASS.DataProperty],
  objectProperty: [CLASS.ObjectProperty],
};

/**
 * Picks a class or property from the store (as the user sees it, search-as-you-type); the editor's
 * model learns what the store says of it (kind, domain) before the choice is handed on.
 */
export const TermPicker = observer(function TermPicker(props: {
  model: RuleEditorModel;
  kind: TermKind;
  value: string | undefined;
  label: string;
  testId: string;
  disabled?: boolean;
  onChange(id: string | null): void;
}) {
  const data = useService(Services.Data);
  const term = props.value ? props.model.terms.get(props.value) : undefined;
  return (
    <ObjectPicker
      classIds={CLASSES[props.kind]}
      value={props.value ? { id: props.value, name: term?.name ?? props.value } : null}
      disabled={props.disabled}
      aria-label={props.label}
      data-testid={props.testId}
      onChange={(picked) => {
        if (!picked) return props.onChange(null);
        void loadTerms(data, [picked.id]).then(
          (terms) => {
            props.model.learn(terms);
            props.onChange(picked.id);
          },
          () => props.onChange(picked.id),
        );
      }}
    />
  );
});
