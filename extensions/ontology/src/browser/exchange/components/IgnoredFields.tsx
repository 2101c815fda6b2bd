import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { DIFF_FIELDS } from '../../../common/exchange.ts';

/** `ignoredProps` of the diff: fields left out of the comparison. */
export function IgnoredFields({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const { t } = useT();
  return (
    <Field label={t('exchange.compare.ignored')} style={{ minWidth: 240 }}>
      <Dropdown
        multiselect
        aria-label={t('exchange.compare.ignored')}
        value={value.map((f) => t(`exchange.result.field.${f}`)).join(', ')}
        selectedOptions={value}
        onOptionSelect={(_, d) => onChange(d.selectedOptions)}
      >
        {DIFF_FIELDS.map((f) => (
          <Option key={f} value={f}>
            {t(`exchange.result.field.${f}`)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
