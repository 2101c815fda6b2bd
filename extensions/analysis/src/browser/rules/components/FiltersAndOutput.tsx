import { Button, Dropdown, Field, Input, Option, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useT } from '@ontobench/sdk';
import { RULE_FILTER_OPS, type RuleFilterOp } from '../../../common/rules/model.ts';
import type { RuleEditorModel } from '../model/rule-editor-model.ts';
import { TermPicker } from './TermPicker.tsx';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    '& .fui-Dropdown, & .fui-Combobox': { minWidth: 0 },
    '& .fui-Combobox__input': { minWidth: 0, width: '100%' },
  },
  out: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalS,
    '& .fui-Dropdown, & .fui-Combobox': { minWidth: 0 },
    '& .fui-Combobox__input': { minWidth: 0, width: '100%' },
  },
});

/** A variable chosen from the body's variables. */
function VariableSelect(props: {
  model: RuleEditorModel;
  value: string;
  label: string;
  testId: string;
  onChange(v: string): void;
}) {
  return (
    <Dropdown
      aria-label={props.label}
      value={props.value ? `?${props.value}` : ''}
      selectedOptions={props.value ? [props.value] : []}
      onOptionSelect={(_, d) => d.optionValue && props.onChange(d.optionValue)}
      data-testid={props.testId}
    >
      {props.model.variables.map((v) => (
        <Option key={v} value={v}>{`?${v}`}</Option>
      ))}
    </Dropdown>
  );
}

/** The rule's filters (a variable, a comparison, a value) and its output triad (§3 `out_triad`). */
export const FiltersAndOutput = observer(function FiltersAndOutput({ model }: { model: RuleEditorModel }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <>
      <h3>{t('rules.editor.filters')}</h3>
      {model.filters.length === 0 && <p>{t('rules.editor.noFilters')}</p>}
      {model.filters.map((f, i) => (
        <div
          key={i}
          className={styles.row}
          role="group"
          aria-label={t('rules.editor.filters')}
          data-testid="rule-filter"
        >
          <Field label={t('rules.editor.variable')}>
            <VariableSelect
              model={model}
              value={f.var}
              label={t('rules.editor.variable')}
              testId="rule-filter-var"
              onChange={(v) => model.updateFilter(i, { var: v })}
            />
          </Field>
          <Field label={t('rules.editor.filterOp')}>
            <Dropdown
              value={t(`rules.editor.ops.${f.op}`)}
              selectedOptions={[f.op]}
              onOptionSelect={(_, d) => d.optionValue && model.updateFilter(i, { op: d.optionValue as RuleFilterOp })}
              data-testid="rule-filter-op"
            >
              {RULE_FILTER_OPS.map((op) => (
                <Option key={op} value={op}>
                  {t(`rules.editor.ops.${op}`)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={t('rules.editor.filterValue')}>
            <Input
              value={String(f.value)}
              onChange={(_, d) =>
                model.updateFilter(i, {
                  value: d.value.trim() !== '' && Number.isFinite(Number(d.value)) ? Number(d.value) : d.value,
                })
              }
              data-testid="rule-filter-value"
            />
          </Field>
          <Tooltip content={t('rules.editor.removeFilter', { n: i + 1 })} relationship="label">
            <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => model.removeFilter(i)} />
          </Tooltip>
        </div>
      ))}
      <div>
        <Button onClick={() => model.addFilter()} data-testid="rule-add-filter">
          {t('rules.editor.addFilter')}
        </Button>
      </div>
      <h3>{t('rules.editor.out')}</h3>
      <div className={styles.out} role="group" aria-label={t('rules.editor.out')}>
        <Field label={t('rules.editor.outSubject')}>
          <VariableSelect
            model={model}
            value={model.out.subject}
            label={`${t('rules.editor.out')}: ${t('rules.editor.outSubject')}`}
            testId="rule-out-subject"
            onChange={(v) => model.setOut({ subject: v })}
          />
        </Field>
        <Field label={t('rules.editor.outProperty')}>
          <TermPicker
            model={model}
            kind="objectProperty"
            value={model.out.property || undefined}
            label={`${t('rules.editor.out')}: ${t('rules.editor.outProperty')}`}
            testId="rule-out-property"
            onChange={(id) => model.setOut({ property: id ?? '' })}
          />
        </Field>
        <Field label={t('rules.editor.outObject')}>
          <VariableSelect
            model={model}
            value={model.out.object}
            label={`${t('rules.editor.out')}: ${t('rules.editor.outObject')}`}
            testId="rule-out-object"
            onChange={(v) => model.setOut({ object: v })}
          />
        </Field>
      </div>
    </>
  );
});
