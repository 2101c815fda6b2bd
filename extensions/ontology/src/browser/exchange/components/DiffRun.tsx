import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { DiffView } from './DiffView.tsx';
import type { useDiff } from './useDiff.ts';

/** The run button of a comparison and what it gives: a spinner, the error, or the diff. */
export function DiffRun({ diff, canRun, onRun }: { diff: ReturnType<typeof useDiff>; canRun: boolean; onRun(): void }) {
  const { t } = useT();
  return (
    <>
      <div>
        <Button appearance="primary" disabled={!canRun || diff.running} onClick={onRun}>
          {diff.running ? t('exchange.compare.running') : t('exchange.compare.run')}
        </Button>
      </div>
      {diff.running && <Spinner size="tiny" />}
      {diff.error && (
        <MessageBar intent="error">
          <MessageBarBody>{t('exchange.compare.failed', { error: diff.error })}</MessageBarBody>
        </MessageBar>
      )}
      {diff.result && <DiffView result={diff.result} />}
    </>
  );
}
