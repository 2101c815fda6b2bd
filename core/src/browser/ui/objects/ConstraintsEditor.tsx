import { useRef, useState } from 'react';
import { Checkbox, Field, Input, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import {
  EMPTY_DRAFT,
  draftJson,
  draftProblem,
  parseDraft,
  type ConstraintsDraft,
  type ConstraintsProblem,
} from './constraints-json.ts';
import { useObjectsT } from './form-texts.ts';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  bounds: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-start' },
  bound: { flex: '1 1 160px' },
});

/** A problem of the descriptor as a sentence in the interface's language. */
export function constraintsProblemText(ft: TFunction, problem: ConstraintsProblem): string {
  return problem.key === 'badJson'
    ? ft('constraints.badJson', { reason: problem.reason })
    : ft(`constraints.${problem.key}`);
}

export interface ConstraintsEditorProps {
  label: string;
  /** The descriptor's JSON text as stored ('' for none). */
  value: string;
  onChange(text: string): void;
  readonly: boolean;
  /** The form's message for the field (a refusal, or the form's check before saving). */
  message?: string;
}

/**
 * The constraint descriptors (PROP.constraints) as a form: min, max, required, regex and hint
 * (domain.md §5), with the raw JSON as an advanced view. Both edit the same text, so they stay in step;
 * JSON that does not parse keeps the JSON view open with the reason, and the form refuses to save it.
 */
export function ConstraintsEditor({ label, value, onChange, readonly, message }: ConstraintsEditorProps) {
  const { t: ft } = useObjectsT();
  const styles = useStyles();
  const read = parseDraft(value);
  const [asJson, setAsJson] = useState(read.draft === null);
  // What the form fields show while typed ("1." stays as typed); taken from the text when it changes elsewhere.
  const [draft, setDraft] = useState<ConstraintsDraft>(read.draft ?? EMPTY_DRAFT);
  const emitted = useRef(value);
  if (value !== emitted.current) {
    emitted.current = value;
    if (read.draft) setDraft(read.draft);
  }
  const problem = read.draft === null ? read.problem : draftProblem(draft);
  const problemText = problem ? constraintsProblemText(ft, problem) : undefined;
  const shown = message ?? problemText;

  const edit = (patch: Partial<ConstraintsDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    const text = draftJson(next);
    emitted.current = text;
    onChange(text);
  };

  return (
    <Field
      label={label}
      validationState={shown ? 'error' : 'none'}
      validationMessage={shown}
      data-testid="field-constraints"
    >
      <div className={styles.box}>
        <Switch
          label={ft('constraints.json')}
          checked={asJson}
          // Back to the form only when the JSON reads: the fields could not show it otherwise.
          disabled={asJson && read.draft === null}
          onChange={(_, d) => setAsJson(d.checked)}
          data-testid="constraints-json-toggle"
        />
        {asJson ? (
          <Textarea
            aria-label={ft('constraints.jsonLabel')}
            value={value}
            readOnly={readonly}
            resize="vertical"
            onChange={(_, d) => {
              emitted.current = d.value;
              const next = parseDraft(d.value).draft;
              if (next) setDraft(next);
              onChange(d.value);
            }}
            data-testid="constraints-json"
          />
        ) : (
          <>
            <div className={styles.bounds}>
              <Field label={ft('constraints.min')} hint={ft('constraints.minHint')} className={styles.bound}>
                <Input
                  value={draft.min ?? ''}
                  readOnly={readonly}
                  onChange={(_, d) => edit({ min: d.value })}
                  data-testid="constraints-min"
                />
              </Field>
              <Field label={ft('constraints.max')} className={styles.bound}>
                <Input
                  value={draft.max ?? ''}
                  readOnly={readonly}
                  onChange={(_, d) => edit({ max: d.value })}
                  data-testid="constraints-max"
                />
              </Field>
            </div>
            <Checkbox
              label={ft('constraints.required')}
              checked={draft.required ?? false}
              disabled={readonly}
              onChange={(_, d) => edit({ required: d.checked === true })}
              data-testid="constraints-required"
            />
            <Field label={ft('constraints.regex')}>
              <Input
                value={draft.regex ?? ''}
                readOnly={readonly}
                onChange={(_, d) => edit({ regex: d.value })}
                data-testid="constraints-regex"
              />
            </Field>
            <Field label={ft('constraints.hint')} hint={ft('constraints.hintHint')}>
              <Input
                value={draft.hint ?? ''}
                readOnly={readonly}
                onChange={(_, d) => edit({ hint: d.value })}
                data-testid="constraints-hint"
              />
            </Field>
          </>
        )}
      </div>
    </Field>
  );
}
