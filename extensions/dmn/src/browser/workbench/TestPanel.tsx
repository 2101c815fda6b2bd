import { useEffect, useState } from 'react';
import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { Services, useErrorText, useService, useT } from '@ontobench/sdk';
import {
  DmnEvaluationError,
  evaluateStoredTable,
  type DecisionResult,
  type StoredTable,
} from '../../common/evaluate.ts';
import { inputKey, inputName } from '../../common/inputs.ts';
import { DmnTableError, readDecisionTables, type DecisionInput, type DecisionTableModel } from '../../common/table.ts';
import { getTable } from '../api.ts';
import type { DmnCanvas } from './canvas.ts';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflowY: 'auto',
    minWidth: 0,
  },
  hint: { color: tokens.colorNeutralForeground3 },
  outputs: { borderCollapse: 'collapse', width: '100%' },
  cell: { border: `1px solid ${tokens.colorNeutralStroke2}`, padding: tokens.spacingHorizontalXS, textAlign: 'left' },
});

/** The inputs of every decision of the XML, once per name (a DRD's required decisions' inputs too). */
const inputsOf = (models: DecisionTableModel[]): DecisionInput[] => {
  const seen = new Map<string, DecisionInput>();
  for (const model of models)
    for (const input of model.inputs) if (!seen.has(inputKey(input))) seen.set(inputKey(input), input);
  return [...seen.values()];
};

/**
 * The test panel (issue 17 item 6): one field per input column, typed by the column's type (§3: a date picker
 * for date, yes/no for boolean, numbers for double/integer/long); Evaluate runs the evaluator in the browser
 * on the editor's current XML (unsaved edits included), with the child tables (§3 childrenDMN) first, marks
 * the matched rules in the table and shows them and the outputs. Errors are the evaluator's Russian texts.
 */
export function TestPanel(props: {
  canvas: DmnCanvas;
  revision: number;
  table: { id: string; name: string; children: string[] };
}) {
  const { canvas, revision, table } = props;
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const errorText = useErrorText();
  const [models, setModels] = useState<DecisionTableModel[]>([]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ reply: DecisionResult; model: DecisionTableModel } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [xmlError, setXmlError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let gone = false;
    const timer = setTimeout(() => {
      canvas
        .saveXml()
        .then(readDecisionTables)
        .then((read) => {
          if (gone) return;
          setModels(read);
          setXmlError(null);
        })
        .catch((e: unknown) => !gone && setXmlError(e instanceof Error ? e.message : String(e)));
    }, 300);
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [canvas, revision]);

  const evaluate = async () => {
    setBusy(true);
    setError(null);
    try {
      const xml = await canvas.saveXml();
      const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
      const load = async (ids: readonly string[]): Promise<StoredTable[]> =>
        Promise.all(
          ids.map(async (id) => {
            const child = await getTable(http, id);
            return { id: child.id, name: child.name, xml: child.xml, children: child.children.map((c) => c.id) };
          }),
        );
      const { result: reply, model } = await evaluateStoredTable({ ...table, xml }, given, load);
      setResult({ reply, model });
      canvas.highlight(reply.matched.map((r) => model.rules[r]?.id ?? ''));
    } catch (e) {
      setResult(null);
      canvas.highlight([]);
      if (e instanceof DmnEvaluationError || e instanceof DmnTableError) setError(e.message);
      else setError((await errorText(e, t('test.failed'))).text);
    } finally {
      setBusy(false);
    }
  };

  const field = (input: DecisionInput) => {
    const key = inputKey(input);
    const value = values[key] ?? '';
    const set = (v: string) => setValues((all) => ({ ...all, [key]: v }));
    const testId = `dmn-input-${key}`;
    let control;
    if (input.typeRef === 'boolean')
      control = (
        <Select value={value} onChange={(_, d) => set(d.value)} data-testid={testId}>
          <option value="">{t('test.unset')}</option>
          <option value="true">{t('test.yes')}</option>
          <option value="false">{t('test.no')}</option>
        </Select>
      );
    else if (input.typeRef === 'date')
      control = <Input type="date" value={value} onChange={(_, d) => set(d.value)} data-testid={testId} />;
    else
      control = (
        <Input
          value={value}
          inputMode={['double', 'integer', 'long'].includes(input.typeRef) ? 'decimal' : 'text'}
          onChange={(_, d) => set(d.value)}
          data-testid={testId}
        />
      );
    return (
      <Field key={key} label={`${inputName(input)}${input.typeRef ? ` (${input.typeRef})` : ''}`}>
        {control}
      </Field>
    );
  };

  const inputs = inputsOf(models);
  const shown = (v: unknown) => {
    if (v === null || v === undefined) return t('test.empty');
    if (typeof v === 'boolean') return v ? t('test.yes') : t('test.no');
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  };
  return (
    <aside className={styles.panel} aria-label={t('test.title')} data-testid="dmn-test-panel">
      <Subtitle2>{t('test.title')}</Subtitle2>
      <Caption1 className={styles.hint}>{t('test.hint')}</Caption1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void evaluate();
        }}
      >
        {inputs.length === 0 ? <Caption1>{t('test.noInputs')}</Caption1> : inputs.map(field)}
        <Button
          type="submit"
          appearance="primary"
          icon={busy ? <Spinner size="tiny" /> : <PlayRegular />}
          disabled={busy}
          style={{ marginTop: tokens.spacingVerticalS }}
          data-testid="dmn-evaluate"
        >
          {busy ? t('test.evaluating') : t('test.evaluate')}
        </Button>
      </form>
      {(error ?? xmlError) && (
        <MessageBar intent="error" data-testid="dmn-test-error">
          <MessageBarBody>{error ?? xmlError}</MessageBarBody>
        </MessageBar>
      )}
      {result && (
        <section aria-label={t('test.outputs')}>
          {models.length > 1 && <Caption1>{t('test.decision', { name: result.reply.decisionName })}</Caption1>}
          <p data-testid="dmn-matched">
            {result.reply.matched.length === 0
              ? t('test.noMatch')
              : t('test.matched', { rules: result.reply.matched.map((r) => t('test.rule', { n: r + 1 })).join(', ') })}
          </p>
          {result.reply.outputs.length > 0 && (
            <table className={styles.outputs} data-testid="dmn-outputs">
              <thead>
                <tr>
                  {result.model.outputs.map((o) => (
                    <th key={o.id} className={styles.cell}>
                      {o.label || o.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.reply.outputs.map((out, i) => (
                  <tr key={i}>
                    {result.model.outputs.map((o) => (
                      <td key={o.id} className={styles.cell}>
                        {shown(out[o.name || o.label || o.id])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </aside>
  );
}
