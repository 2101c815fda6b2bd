import { useState } from 'react';
import { Button, Card, Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { ClassDto } from '../../common/csv/api.ts';
import type { ExcelDescriptor, ExcelDescriptorInput } from '../../common/excel/api.ts';
import { listClasses, listModels } from '../csv/api.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '720px' },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end' },
});

const EMPTY: ExcelDescriptorInput = {
  name: '',
  sheet: '',
  headerRow: 1,
  modelId: '',
  classId: '',
  nameColumn: '',
  columns: [],
};

/** A descriptor's form: name, sheet, header row, the model's class, the name column and column → property. */
export function DescriptorForm(props: {
  descriptor: ExcelDescriptor | null;
  onSave: (input: ExcelDescriptorInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [value, setValue] = useState<ExcelDescriptorInput>(props.descriptor ?? EMPTY);
  const [saving, setSaving] = useState(false);
  const models = useLoad('imports-excel-models', (signal) => listModels(http, signal));
  const classes = useLoad(`imports-excel-classes-${value.modelId}`, (signal) =>
    value.modelId ? listClasses(http, value.modelId, signal) : Promise.resolve([] as ClassDto[]),
  );
  const cls = classes.status === 'ready' ? classes.value.find((c) => c.id === value.classId) : undefined;
  const set = (change: Partial<ExcelDescriptorInput>) => setValue((v) => ({ ...v, ...change }));
  const setColumn = (i: number, change: Partial<ExcelDescriptorInput['columns'][number]>) =>
    set({ columns: value.columns.map((c, n) => (n === i ? { ...c, ...change } : c)) });

  return (
    <Card className={styles.card} data-testid="imports-excel-form">
      <Text weight="semibold">{t('excel.form.title')}</Text>
      <Field label={t('excel.form.name')} required>
        <Input value={value.name} onChange={(_, d) => set({ name: d.value })} data-testid="imports-excel-name" />
      </Field>
      <div className={styles.line}>
        <Field label={t('excel.form.sheet')}>
          <Input value={value.sheet} onChange={(_, d) => set({ sheet: d.value })} />
        </Field>
        <Field label={t('excel.form.headerRow')} required>
          <Input
            type="number"
            min={1}
            value={String(value.headerRow)}
            onChange={(_, d) => set({ headerRow: Number(d.value) || 1 })}
          />
        </Field>
      </div>
      <Field label={t('csv.mapping.model')} required>
        <Select
          value={value.modelId}
          onChange={(_, d) => set({ modelId: d.value, classId: '', columns: [] })}
          data-testid="imports-excel-model"
        >
          <option value="">{t('csv.mapping.chooseModel')}</option>
          {models.status === 'ready' &&
            models.value.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
        </Select>
      </Field>
      <Field label={t('csv.mapping.class')} required>
        <Select
          value={value.classId}
          onChange={(_, d) => set({ classId: d.value, columns: [] })}
          data-testid="imports-excel-class"
        >
          <option value="">{t('csv.mapping.chooseClass')}</option>
          {classes.status === 'ready' &&
            classes.value.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
        </Select>
      </Field>
      <Field label={t('excel.form.nameColumn')} required>
        <Input value={value.nameColumn} onChange={(_, d) => set({ nameColumn: d.value })} />
      </Field>
      {cls &&
        value.columns.map((c, i) => (
          <div key={i} className={styles.line}>
            <Field label={t('excel.form.header')}>
              <Input value={c.header} onChange={(_, d) => setColumn(i, { header: d.value })} />
            </Field>
            <Field label={t('excel.form.property')}>
              <Select value={c.property} onChange={(_, d) => setColumn(i, { property: d.value })}>
                {cls.properties.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.name} (${t(`csv.mapping.types.${p.baseType}`)})`}
                  </option>
                ))}
              </Select>
            </Field>
            <Button onClick={() => set({ columns: value.columns.filter((_, n) => n !== i) })}>
              {t('excel.form.removeColumn')}
            </Button>
          </div>
        ))}
      {cls && cls.properties.length > 0 && (
        <Button
          onClick={() =>
            set({ columns: [...value.columns, { header: cls.properties[0]!.name, property: cls.properties[0]!.id }] })
          }
        >
          {t('excel.form.addColumn')}
        </Button>
      )}
      <div className={styles.line}>
        <Button
          appearance="primary"
          disabled={saving}
          data-testid="imports-excel-save"
          onClick={() => {
            setSaving(true);
            void props.onSave(value).finally(() => setSaving(false));
          }}
        >
          {t('excel.form.save')}
        </Button>
        <Button onClick={props.onCancel}>{t('excel.form.cancel')}</Button>
      </div>
    </Card>
  );
}
