import { useState } from 'react';
import { Link } from 'wouter';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Page, Services, useService, useT } from '@ontobench/sdk';
import { CSV_MAX_BYTES, type CsvCheck, type CsvPreview, type CsvTarget } from '../../common/csv/api.ts';
import { importsPath } from '../../common/routes.ts';
import { checkCsv, previewCsv, readResult, runCsv, type CsvProgress } from './api.ts';
import { CheckView } from './CheckView.tsx';
import { ExistingMapping, type ExistingMappingValue } from './ExistingMapping.tsx';
import { FileStep } from './FileStep.tsx';
import { guessExistingColumns, guessNewColumns } from './guess.ts';
import { NewMapping, type NewMappingValue } from './NewMapping.tsx';
import { ProgressLine } from './ProgressLine.tsx';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** The server's text of a refusal (its Russian reason), else the error's own. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Outcome = { kind: 'done'; rows: number } | { kind: 'failed'; message: string; check: CsvCheck | null };

/**
 * The CSV import (issue 21 item 4), into a new model (`/csv-import`) or an existing one
 * (`/csv-import-to-exists-model`): choose a file (the server reads it and shows its first rows), map the
 * columns, check without writing (every bad cell with its row and column), then import — a job whose
 * progress shows here and whose end the shell tells as a notice. A file with bad rows writes nothing.
 */
export function CsvImportWizard(props: { mode: 'new' | 'existing' }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [newMap, setNewMap] = useState<NewMappingValue | null>(null);
  const [existingMap, setExistingMap] = useState<ExistingMappingValue | null>(null);
  const [check, setCheck] = useState<CsvCheck | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'run' | null>(null);
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onFile = async (picked: File) => {
    setCheck(null);
    setOutcome(null);
    setCheckError(null);
    if (picked.size > CSV_MAX_BYTES) {
      setFileError(t('csv.file.tooLarge', { mb: CSV_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setReading(true);
    try {
      const text = await picked.text();
      const read = await previewCsv(http, text, picked.name);
      const base = picked.name.replace(/\.[^.]*$/, '') || picked.name;
      setFile({ name: picked.name, text });
      setPreview(read);
      setFileError(null);
      // A fixed file of the same shape keeps the mapping chosen for the first one.
      const same = preview && preview.header.join('\u0000') === read.header.join('\u0000');
      if (!same || !newMap)
        setNewMap({ modelName: base, className: base, nameColumn: 0, columns: guessNewColumns(read) });
      if (!same || !existingMap)
        setExistingMap((old) => ({
          modelId: old?.modelId ?? '',
          classId: '',
          nameColumn: 0,
          columns: guessExistingColumns(read, undefined),
        }));
    } catch (error) {
      setFileError(t('csv.file.readFailed', { message: messageOf(error) }));
    } finally {
      setReading(false);
    }
  };

  const target = (): CsvTarget | null => {
    if (props.mode === 'new') return newMap && { kind: 'new', ...newMap };
    return existingMap?.modelId && existingMap.classId ? { kind: 'existing', ...existingMap } : null;
  };
  const ready = !!file && !!target() && busy === null;

  const onCheck = async () => {
    const to = target();
    if (!file || !to) return;
    setBusy('check');
    setOutcome(null);
    try {
      setCheck(await checkCsv(http, { text: file.text, fileName: file.name, target: to }));
      setCheckError(null);
    } catch (error) {
      setCheck(null);
      setCheckError(t('csv.check.failed', { message: messageOf(error) }));
    } finally {
      setBusy(null);
    }
  };

  const onRun = async () => {
    const to = target();
    if (!file || !to) return;
    setBusy('run');
    setProgress(null);
    setOutcome(null);
    let importId = '';
    try {
      const end = await runCsv(
        http,
        { text: file.text, fileName: file.name, target: to },
        setProgress,
        (id) => (importId = id),
      );
      setOutcome({ kind: 'done', rows: end.rows });
    } catch (error) {
      const message = messageOf(error);
      const result = importId ? await readResult(http, importId).catch(() => null) : null;
      const rowErrors = result?.errors ?? [];
      setOutcome({
        kind: 'failed',
        message,
        check: rowErrors.length ? { rowCount: 0, errorCount: rowErrors.length, errors: rowErrors } : null,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page title={t(props.mode === 'new' ? 'csv.newTitle' : 'csv.existingTitle')} testId={`imports-csv-${props.mode}`}>
      <div className={styles.column}>
        <FileStep preview={preview} busy={reading} error={fileError} onFile={(f) => void onFile(f)} />
        {preview && props.mode === 'new' && newMap && (
          <NewMapping preview={preview} value={newMap} onChange={setNewMap} />
        )}
        {preview && props.mode === 'existing' && existingMap && (
          <ExistingMapping preview={preview} value={existingMap} onChange={setExistingMap} />
        )}
        {preview && (
          <div className={styles.bar}>
            <Button disabled={!ready} onClick={() => void onCheck()} data-testid="imports-check">
              {busy === 'check' ? t('csv.actions.checking') : t('csv.actions.check')}
            </Button>
            <Button appearance="primary" disabled={!ready} onClick={() => void onRun()} data-testid="imports-run">
              {busy === 'run' ? t('csv.actions.running') : t('csv.actions.run')}
            </Button>
          </div>
        )}
        {checkError && (
          <MessageBar intent="error" data-testid="imports-check-failed">
            <MessageBarBody>{checkError}</MessageBarBody>
          </MessageBar>
        )}
        {check && !outcome && <CheckView {...check} />}
        {busy === 'run' && <ProgressLine progress={progress} />}
        {outcome?.kind === 'done' && (
          <MessageBar intent="success" data-testid="imports-done">
            <MessageBarBody>{t('csv.result.done', { rows: outcome.rows })}</MessageBarBody>
          </MessageBar>
        )}
        {outcome?.kind === 'failed' && (
          <>
            <MessageBar intent="error" data-testid="imports-failed">
              <MessageBarBody>{t('csv.result.failed', { message: outcome.message })}</MessageBarBody>
            </MessageBar>
            {outcome.check && <CheckView {...outcome.check} />}
          </>
        )}
        {outcome && (
          <Link href={importsPath.index} asChild>
            <Button as="a" appearance="subtle" data-testid="imports-to-list">
              {t('csv.result.toList')}
            </Button>
          </Link>
        )}
      </div>
    </Page>
  );
}
