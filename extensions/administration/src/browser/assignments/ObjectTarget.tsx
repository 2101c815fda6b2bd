import { useState } from 'react';
import { Field } from '@fluentui/react-components';
import { CLASS, ObjectPicker, type PickedObject } from '@ontobench/sdk';

/**
 * An object of any class: its class first, then the object among that class's instances (the store
 * decides what is offered). An assignment may be on any object (shell.md §3 Assignment `obj`).
 */
export function ObjectTarget(props: {
  value: PickedObject | null;
  onChange: (value: PickedObject | null) => void;
  classLabel: string;
  objectLabel: string;
  testId: string;
}) {
  const [cls, setCls] = useState<PickedObject | null>(null);
  return (
    <>
      <Field label={props.classLabel}>
        <ObjectPicker
          classIds={[CLASS.Class]}
          value={cls}
          onChange={(picked) => {
            setCls(picked);
            props.onChange(null);
          }}
          aria-label={props.classLabel}
          data-testid={`${props.testId}-class`}
        />
      </Field>
      <Field label={props.objectLabel}>
        <ObjectPicker
          key={cls?.id ?? 'none'}
          classIds={cls ? [cls.id] : []}
          value={props.value}
          disabled={!cls}
          onChange={props.onChange}
          aria-label={props.objectLabel}
          data-testid={`${props.testId}-object`}
        />
      </Field>
    </>
  );
}
