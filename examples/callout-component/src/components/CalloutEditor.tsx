import { Field, Select, Textarea } from '@fluentui/react-components';
import { useT, type DocumentComponentProps } from '@ontobench/sdk';
import { TONES, readCallout, type Tone } from '../callout.ts';

/** Edits the callout's text and tone; a read-only document shows the fields disabled. */
export default function CalloutEditor({ content, settings, readOnly, onChange }: DocumentComponentProps) {
  const { t } = useT();
  const callout = readCallout(content, settings);
  return (
    <div data-testid="callout-editor">
      <Field label={t('tone')}>
        <Select
          value={callout.tone}
          disabled={readOnly}
          onChange={(_, data) => onChange?.({ settings: { ...settings, tone: data.value as Tone } })}
        >
          {TONES.map((tone) => (
            <option key={tone} value={tone}>
              {t(`tones.${tone}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('text')}>
        <Textarea
          value={callout.text}
          disabled={readOnly}
          onChange={(_, data) => onChange?.({ content: data.value })}
        />
      </Field>
    </div>
  );
}
