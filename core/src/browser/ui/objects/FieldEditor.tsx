import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  Option,
  Tag,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import type { FormField } from '../../../common/data-api.ts';
import { parseConstraints } from '../../../common/validation/field-validator.ts';
import { useObjectsT } from './form-texts.ts';
import type { EditValue } from './form-values.ts';
import { ObjectPicker, pickedText, type PickedObject } from './ObjectPicker.tsx';
import { usePickedDetails } from './use-picked-details.ts';

const useStyles = makeStyles({
  values: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  line: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

export interface FieldEditorProps {
  field: FormField;
  label: string;
  values: EditValue[];
  onChange(values: EditValue[]): void;
  /** The field's problems, most important first: the first is shown under it. */
  issues?: readonly { message: string }[];
  readonly: boolean;
  /** A fixed list of values to choose from (a single data field), e.g. the base types. */
  choices?: readonly { value: string; label: string }[];
  /** Shown beside each name an object field offers (ObjectPicker's `detailProp`), e.g. the ontology. */
  pickerDetailProp?: string;
}

function inputType(field: FormField): 'text' | 'number' | 'date' {
  if (field.base_type === 'integer' || field.base_type === 'real') return 'number';
  if (field.base_type === 'date') return 'date';
  return 'text';
}

const NONE: PickedObject[] = [];
const NONE_IDS: string[] = [];

/** One field of an object form, by kind and base type (spec domain.md §1 built-in base types). */
export function FieldEditor(props: FieldEditorProps) {
  const { field, label, values, onChange, issues, readonly, choices, pickerDetailProp } = props;
  const { t } = useObjectsT();
  const styles = useStyles();
  // Object values with what tells them apart from same-named ones (the ontology), as the picker offers them.
  const isObject = field.kind === 'object';
  const objects = usePickedDetails(
    isObject ? (values as PickedObject[]) : NONE,
    isObject ? field.range : NONE_IDS,
    isObject ? pickerDetailProp : undefined,
  );
  const c = parseConstraints(field.constraints);
  const message = issues?.[0]?.message;
  const testId = `field-${field.prop}`;
  const common = {
    label,
    required: c.required,
    hint: message ? undefined : c.hint,
    validationMessage: message,
    validationState: message ? ('error' as const) : ('none' as const),
  };

  if (field.kind === 'object') {
    const picked = objects;
    if (!field.multiple) {
      return (
        <Field {...common}>
          <ObjectPicker
            classIds={field.range}
            value={picked[0] ?? null}
            onChange={(v) => onChange(v ? [v] : [])}
            disabled={readonly || field.range.length === 0}
            detailProp={pickerDetailProp}
            aria-label={label}
            data-testid={testId}
          />
        </Field>
      );
    }
    return (
      <Field {...common}>
        <div className={styles.values} data-testid={testId}>
          {picked.length > 0 && (
            <TagGroup onDismiss={(_, d) => onChange(picked.filter((p) => p.id !== d.value))} aria-label={label}>
              {picked.map((p) => (
                <Tag
                  key={p.id}
                  value={p.id}
                  dismissible={!readonly}
                  dismissIcon={{ 'aria-label': t('objects.form.remove') }}
                >
                  {pickedText(p)}
                </Tag>
              ))}
            </TagGroup>
          )}
          {!readonly && field.range.length > 0 && (
            <ObjectPicker
              classIds={field.range}
              value={null}
              exclude={picked.map((p) => p.id)}
              detailProp={pickerDetailProp}
              onChange={(v) => v && onChange([...picked, v])}
              aria-label={`${label}: ${t('objects.form.add')}`}
            />
          )}
        </div>
      </Field>
    );
  }

  if (field.base_type === 'boolean') {
    return (
      <Field {...common} label={undefined}>
        <Checkbox
          label={label}
          checked={values[0] === true}
          disabled={readonly}
          onChange={(_, d) => onChange([d.checked === true])}
          data-testid={testId}
        />
      </Field>
    );
  }

  if (field.base_type === 'file') {
    return (
      <Field {...common}>
        <Input readOnly value={(values as string[]).join(', ')} data-testid={testId} />
      </Field>
    );
  }

  const texts = values as string[];
  if (choices && !field.multiple) {
    const current = choices.find((c) => c.value === texts[0]);
    return (
      <Field {...common}>
        <Dropdown
          disabled={readonly}
          value={current?.label ?? texts[0] ?? ''}
          selectedOptions={texts[0] ? [texts[0]] : []}
          onOptionSelect={(_, d) => onChange(d.optionValue ? [d.optionValue] : [])}
          data-testid={testId}
        >
          {choices.map((c) => (
            <Option key={c.value} value={c.value} text={c.label}>
              {c.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
    );
  }
  const input = (value: string, set: (v: string) => void, name: string) => (
    <Input
      type={inputType(field)}
      value={value}
      readOnly={readonly}
      aria-label={name}
      onChange={(_, d) => set(d.value)}
      step={field.base_type === 'real' ? 'any' : undefined}
    />
  );
  if (!field.multiple) {
    return (
      <Field {...common}>
        <Input
          type={inputType(field)}
          value={texts[0] ?? ''}
          readOnly={readonly}
          onChange={(_, d) => onChange([d.value])}
          step={field.base_type === 'real' ? 'any' : undefined}
          data-testid={testId}
        />
      </Field>
    );
  }
  return (
    <Field {...common}>
      <div className={styles.values} data-testid={testId}>
        {texts.map((value, i) => (
          <div key={i} className={styles.line}>
            {input(value, (v) => onChange(texts.map((x, j) => (j === i ? v : x))), `${label} ${i + 1}`)}
            {!readonly && (
              <Button
                icon={<DismissRegular />}
                appearance="subtle"
                aria-label={t('objects.form.remove')}
                onClick={() => onChange(texts.filter((_, j) => j !== i))}
              />
            )}
          </div>
        ))}
        {!readonly && (
          <Button icon={<AddRegular />} appearance="subtle" onClick={() => onChange([...texts, ''])}>
            {t('objects.form.add')}
          </Button>
        )}
      </div>
    </Field>
  );
}
