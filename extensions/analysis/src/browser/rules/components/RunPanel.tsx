import { useState } from 'react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Services, useErrorText, useService, useT } from '@ontobench/sdk';
import type { RuleRunReply } from '../../../common/rules/api.ts';
import { applyRule, runRule, undoApplication } from '../api.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  table: { overflowX: 'auto', maxHeight: '480px', overflowY: 'auto' },
});

type Busy = null | 'run' | 'apply' | 'undo';
type Outcome = { intent: 'success' | 'error' | 'info'; text: string; undo?: string };

/**
 * Run, apply and undo of a saved rule (issue 18 item 4): a run shows the first 50 matches (§9) and the
 * totals; apply asks first, naming how many statements it adds, then offers to undo what it added.
 */
export function RunPanel({ ruleId, disabled }: { ruleId: string | null; disabled: boolean }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const errorText = useErrorText();
  const [busy, setBusy] = useState<Busy>(null);
  const [result, setResult] = useState<RuleRunReply | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const attempt = async (kind: Exclude<Busy, null>, heading: string, work: () => Promise<void>) => {
    setBusy(kind);
    setOutcome(null);
    try {
      await work();
    } catch (error) {
      setOutcome({ intent: 'error', text: (await errorText(error, heading)).text });
    } finally {
      setBusy(null);
    }
  };

  const run = () =>
    ruleId && attempt('run', t('rules.editor.runFailed'), async () => setResult(await runRule(http, ruleId)));

  const apply = () =>
    ruleId &&
    attempt('apply', t('rules.editor.applyFailed'), async () => {
      const reply = result ?? (await runRule(http, ruleId));
      setResult(reply);
      if (reply.missing === 0) return setOutcome({ intent: 'info', text: t('rules.editor.nothingToApply') });
      const ok = await dialogs.confirm({
        title: t('rules.editor.applyTitle'),
        message: t('rules.editor.applyMessage', { count: reply.missing }),
        confirmLabel: t('rules.editor.applyConfirm'),
      });
      if (!ok) return;
      const applied = await applyRule(http, ruleId);
      setResult(null);
      setOutcome(
        applied.applicationId
          ? {
              intent: 'success',
              text: t('rules.editor.applied', { count: applied.added }),
              undo: applied.applicationId,
            }
          : { intent: 'info', text: t('rules.editor.nothingToApply') },
      );
    });

  const undo = (applicationId: string) =>
    attempt('undo', t('rules.editor.undoFailed'), async () => {
      const { removed } = await undoApplication(http, applicationId);
      setOutcome({ intent: 'success', text: t('rules.editor.undone', { count: removed }) });
    });

  return (
    <section aria-label={t('rules.editor.results')} data-testid="rule-run-panel">
      <div className={styles.bar}>
        <Button appearance="primary" disabled={disabled || !!busy} onClick={() => void run()} data-testid="rule-run">
          {t('rules.editor.run')}
        </Button>
        <Button disabled={disabled || !!busy} onClick={() => void apply()} data-testid="rule-apply">
          {t('rules.editor.apply')}
        </Button>
        {disabled && <span>{t('rules.editor.saveFirst')}</span>}
        {busy && (
          <Spinner
            size="tiny"
            label={t(`rules.editor.${busy === 'run' ? 'running' : busy === 'apply' ? 'applying' : 'undoing'}`)}
          />
        )}
      </div>
      {outcome && (
        <MessageBar intent={outcome.intent} data-testid="rule-outcome">
          <MessageBarBody>{outcome.text}</MessageBarBody>
          {outcome.undo && (
            <MessageBarActions>
              <Button disabled={!!busy} onClick={() => void undo(outcome.undo!)} data-testid="rule-undo">
                {t('rules.editor.undo')}
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      {result && (
        <>
          <p data-testid="rule-total">
            {t('rules.editor.total', {
              total: result.total,
              shown: result.rows.length,
              inferred: result.inferred,
              missing: result.missing,
            })}
          </p>
          {result.rows.length === 0 ? (
            <p>{t('rules.editor.noRows')}</p>
          ) : (
            <div className={styles.table}>
              <Table size="small" aria-label={t('rules.editor.results')} data-testid="rule-results">
                <TableHeader>
                  <TableRow>
                    {result.columns.map((c) => (
                      <TableHeaderCell key={c.code}>{c.title}</TableHeaderCell>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {result.rows.map((row, i) => (
                    <TableRow key={i}>
                      {row.map((cell, j) => (
                        <TableCell key={j}>{cell === null ? '' : String(cell)}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
