import { Field, MessageBar, MessageBarBody, Select, Spinner, TableCell } from '@fluentui/react-components';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { ClassDto, CsvPreview, ExistingColumn } from '../../common/csv/api.ts';
import { listClasses, listModels } from './api.ts';
import { guessExistingColumns } from './guess.ts';
import { MappingTable } from './MappingTable.tsx';

export interface ExistingMappingValue {
  modelId: string;
  classId: string;
  nameColumn: number;
  columns: ExistingColumn[];
}

/**
 * An existing model: the model and class (from the ontology area's data, what the user reads), the column
 * that names objects, and per column the class's property it fills (its type shown) or none.
 */
export function ExistingMapping(props: {
  preview: CsvPreview;
  value: ExistingMappingValue;
  onChange: (v: ExistingMappingValue) => void;
}) {
  const { t } = useT();
  const http = useService(Services.Http);
  const { value, onChange } = props;
  const models = useLoad('imports-models', (signal) => listModels(http, signal));
  const classes = useLoad(`imports-classes-${value.modelId}`, (signal) =>
    value.modelId ? listClasses(http, value.modelId, signal) : Promise.resolve([] as ClassDto[]),
  );
  const cls = classes.status === 'ready' ? classes.value.find((c) => c.id === value.classId) : undefined;

  if (models.status === 'loading') return <Spinner label={t('csv.mapping.loadingModels')} />;
  if (models.status !== 'ready')
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {t('csv.mapping.modelsFailed', { message: models.status === 'failed' ? models.message : '' })}
        </MessageBarBody>
      </MessageBar>
    );
  if (models.value.length === 0)
    return (
      <MessageBar intent="info" data-testid="imports-no-models">
        <MessageBarBody>{t('csv.mapping.noModels')}</MessageBarBody>
      </MessageBar>
    );

  return (
    <>
      <Field label={t('csv.mapping.model')} required>
        <Select
          value={value.modelId}
          data-testid="imports-model"
          onChange={(_, d) =>
            onChange({
              ...value,
              modelId: d.value,
              classId: '',
              columns: guessExistingColumns(props.preview, undefined),
            })
          }
        >
          <option value="">{t('csv.mapping.chooseModel')}</option>
          {models.value.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </Select>
      </Field>
      {value.modelId &&
        (classes.status === 'loading' ? (
          <Spinner label={t('csv.mapping.loadingClasses')} />
        ) : classes.status !== 'ready' ? (
          <MessageBar intent="error">
            <MessageBarBody>
              {t('csv.mapping.classesFailed', { message: classes.status === 'failed' ? classes.message : '' })}
            </MessageBarBody>
          </MessageBar>
        ) : classes.value.length === 0 ? (
          <MessageBar intent="info">
            <MessageBarBody>{t('csv.mapping.noClasses')}</MessageBarBody>
          </MessageBar>
        ) : (
          <Field label={t('csv.mapping.class')} required>
            <Select
              value={value.classId}
              data-testid="imports-class"
              onChange={(_, d) =>
                onChange({
                  ...value,
                  classId: d.value,
                  columns: guessExistingColumns(
                    props.preview,
                    classes.value.find((c) => c.id === d.value),
                  ),
                })
              }
            >
              <option value="">{t('csv.mapping.chooseClass')}</option>
              {classes.value.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      {cls && (
        <MappingTable
          header={props.preview.header}
          nameColumn={value.nameColumn}
          onNameColumn={(nameColumn) => onChange({ ...value, nameColumn })}
          heads={[t('csv.mapping.property')]}
          columns={value.columns}
          cells={(i) => {
            const c = value.columns[i]!;
            return (
              <TableCell>
                <Select
                  aria-label={`${t('csv.mapping.property')}: ${props.preview.header[c.column]}`}
                  value={c.property ?? ''}
                  onChange={(_, d) =>
                    onChange({
                      ...value,
                      columns: value.columns.map((x, n) => (n === i ? { ...x, property: d.value || null } : x)),
                    })
                  }
                >
                  <option value="">{t('csv.mapping.skip')}</option>
                  {cls.properties
                    .filter((p) => p.baseType !== 'file')
                    .map((p) => (
                      <option key={p.id} value={p.id}>
                        {`${p.name} (${t(`csv.mapping.types.${p.baseType}`)})`}
                      </option>
                    ))}
                </Select>
              </TableCell>
            );
          }}
        />
      )}
    </>
  );
}
