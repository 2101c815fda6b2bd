import { Checkbox, Field, Input, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '@ontobench/sdk';
import { numberOf } from './use-settings-form.ts';

/** A yes/no setting. */
export function BoolSetting(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  testId: string;
  onChange(checked: boolean): void;
}) {
  return (
    <Checkbox
      label={props.label}
      checked={props.checked}
      disabled={props.disabled}
      onChange={(_, d) => props.onChange(d.checked === true)}
      data-testid={props.testId}
    />
  );
}

/** A setting of one of a few values, each with its label. */
export function ChoiceSetting<V extends string>(props: {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel(value: V): string;
  disabled: boolean;
  testId: string;
  /** The key of the message saying why the last choice was refused. */
  problem?: string;
  onChange(value: V): void;
}) {
  const { t } = useT();
  return (
    <Field
      label={props.label}
      validationMessage={props.problem ? t(props.problem) : undefined}
      validationState={props.problem ? 'error' : 'none'}
    >
      <Select
        value={props.value}
        disabled={props.disabled}
        onChange={(_, d) => props.onChange(d.value as V)}
        data-testid={props.testId}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel(option)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * A number setting. What is typed stays in the field as typed; a value that reads as a number is
 * offered to `onChange`, and the field shows `problem` (a text key) while the value is refused.
 */
export function NumberSetting(props: {
  label: string;
  value: number;
  disabled: boolean;
  testId: string;
  hint?: string;
  problem?: string;
  /** The key of the message shown when the text is not a number at all. */
  invalidKey: string;
  onChange(value: number): void;
  onInvalid(problem: string): void;
}) {
  const { t } = useT();
  const [text, setText] = useState<string | null>(null);
  return (
    <Field
      label={props.label}
      hint={props.hint}
      validationMessage={props.problem ? t(props.problem) : undefined}
      validationState={props.problem ? 'error' : 'none'}
    >
      <Input
        value={text ?? String(props.value)}
        disabled={props.disabled}
        inputMode="decimal"
        onChange={(_, d) => {
          setText(d.value);
          const n = numberOf(d.value);
          if (n === null) props.onInvalid(props.invalidKey);
          else props.onChange(n);
        }}
        onBlur={() => {
          if (!props.problem) setText(null);
        }}
        data-testid={props.testId}
      />
    </Field>
  );
}
