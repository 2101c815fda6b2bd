import { Field, Input, Select, TableCell } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { CsvPreview, NewColumn } from '../../common/csv/api.ts';
import { MappingTable } from './MappingTable.tsx';

const TYPES = ['string', 'integer', 'real', 'boolean', 'date', 'skip'] as const;

export interface NewMappingValue {
  modelName: string;
  className: string;
  nameColumn: number;
  columns: NewColumn[];
}

/** A new model: its name, its class's name, the column that names objects, and per column a property and type. */
export function NewMapping(props: {
  preview: CsvPreview;
  value: NewMappingValue;
  onChange: (v: NewMappingValue) => void;
}) {
  const { t } = useT();
  const { value, onChange } = props;
  const header = props.preview.header;
  const setColumn = (i: number, change: Partial<NewColumn>) =>
    onChange({ ...value, columns: value.columns.map((c, n) => (n === i ? { ...c, ...change } : c)) });
  return (
    <>
      <Field label={t('csv.mapping.modelName')} required>
        <Input
          value={value.modelName}
          onChange={(_, d) => onChange({ ...value, modelName: d.value })}
          data-testid="imports-model-name"
        />
      </Field>
      <Field label={t('csv.mapping.className')} required>
        <Input
          value={value.className}
          onChange={(_, d) => onChange({ ...value, className: d.value })}
          data-testid="imports-class-name"
        />
      </Field>
      <MappingTable
        header={header}
        nameColumn={value.nameColumn}
        onNameColumn={(nameColumn) => onChange({ ...value, nameColumn })}
        heads={[t('csv.mapping.propertyName'), t('csv.mapping.type')]}
        columns={value.columns}
        cells={(i) => {
          const c = value.columns[i]!;
          return (
            <>
              <TableCell>
                <Input
                  aria-label={`${t('csv.mapping.propertyName')}: ${header[c.column]}`}
                  value={c.name}
                  disabled={c.type === 'skip'}
                  onChange={(_, d) => setColumn(i, { name: d.value })}
                />
              </TableCell>
              <TableCell>
                <Select
                  aria-label={`${t('csv.mapping.type')}: ${header[c.column]}`}
                  value={c.type}
                  onChange={(_, d) => setColumn(i, { type: d.value as NewColumn['type'] })}
                >
                  {TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`csv.mapping.types.${type}`)}
                    </option>
                  ))}
                </Select>
              </TableCell>
            </>
          );
        }}
      />
    </>
  );
}
