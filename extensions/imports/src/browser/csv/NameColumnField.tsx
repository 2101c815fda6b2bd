import { Field, Select } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';

/** Which column names each object (the object's name in the store). */
export function NameColumnField(props: { header: string[]; value: number; onChange: (column: number) => void }) {
  const { t } = useT();
  return (
    <Field label={t('csv.mapping.nameColumn')} required>
      <Select
        value={String(props.value)}
        onChange={(_, d) => props.onChange(Number(d.value))}
        data-testid="imports-name-column"
      >
        {props.header.map((h, i) => (
          <option key={i} value={i}>
            {h || `${t('csv.mapping.column')} ${i + 1}`}
          </option>
        ))}
      </Select>
    </Field>
  );
}
