import { useState } from 'react';
import { Button, Card, Field, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FilePicker, Services, useService, useT } from '@ontobench/sdk';
import type { CsvCheck } from '../../common/csv/api.ts';
import { EXCEL_API, EXCEL_MAX_BYTES, type ExcelDescriptor } from '../../common/excel/api.ts';
import { readResult, runImport, type CsvProgress } from '../csv/api.ts';
import { CheckView } from '../csv/CheckView.tsx';
import { ProgressLine } from '../csv/ProgressLine.tsx';
import { checkExcel, fileBase64 } from './api.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '960px' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM },
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a descriptor on an uploaded .xlsx: the dry run, then the import job with its progress and result. */
export function ExcelRunPanel(props: { descriptor: ExcelDescriptor; onClose: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [file, setFile] = useState<{ name: string; base64: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [check, setCheck] = useState<CsvCheck | null>(null);
  const [busy, setBusy] = useState<'check' | 'run' | null>(null);
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const id = props.descriptor.id;

  const onFile = async (picked: File) => {
    setCheck(null);
    setDone(null);
    if (picked.size > EXCEL_MAX_BYTES) return setError(t('csv.file.tooLarge', { mb: EXCEL_MAX_BYTES / 1024 / 1024 }));
    setFile({ name: picked.name, base64: await fileBase64(picked) });
    setError(null);
  };
  const onCheck = async () => {
    if (!file) return;
    setBusy('check');
    try {
      setCheck(await checkExcel(http, id, file.base64, file.name));
      setError(null);
    } catch (e) {
      setError(t('csv.check.failed', { message: messageOf(e) }));
    } finally {
      setBusy(null);
    }
  };
  const onRun = async () => {
    if (!file) return;
    setBusy('run');
    setProgress(null);
    let importId = '';
    try {
      const end = await runImport(
        http,
        EXCEL_API.run(encodeURIComponent(id)),
        { file: file.base64, fileName: file.name },
        setProgress,
        (i) => (importId = i),
      );
      setDone(end.rows);
      setError(null);
    } catch (e) {
      setError(t('csv.result.failed', { message: messageOf(e) }));
      const result = importId ? await readResult(http, importId).catch(() => null) : null;
      setCheck(result?.errors.length ? { rowCount: 0, errorCount: result.errors.length, errors: result.errors } : null);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className={styles.card} data-testid="imports-excel-run">
      <Text weight="semibold">{t('excel.runPanel.title', { name: props.descriptor.name })}</Text>
      <Field label={t('excel.runPanel.file')}>
        <FilePicker
          label={t('excel.runPanel.file')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          testId="imports-excel-file"
          onFile={(picked) => {
            if (picked)
              void onFile(picked).catch((err: unknown) =>
                setError(t('excel.runPanel.readFailed', { message: messageOf(err) })),
              );
          }}
        />
      </Field>
      <div className={styles.bar}>
        <Button disabled={!file || busy !== null} onClick={() => void onCheck()} data-testid="imports-excel-check">
          {busy === 'check' ? t('csv.actions.checking') : t('csv.actions.check')}
        </Button>
        <Button
          appearance="primary"
          disabled={!file || busy !== null}
          onClick={() => void onRun()}
          data-testid="imports-excel-start"
        >
          {busy === 'run' ? t('csv.actions.running') : t('csv.actions.run')}
        </Button>
        <Button appearance="subtle" onClick={props.onClose}>
          {t('excel.runPanel.close')}
        </Button>
      </div>
      {error && (
        <MessageBar intent="error" data-testid="imports-excel-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {check && <CheckView {...check} />}
      {busy === 'run' && <ProgressLine progress={progress} />}
      {done !== null && (
        <MessageBar intent="success" data-testid="imports-excel-done">
          <MessageBarBody>{t('csv.result.done', { rows: done })}</MessageBarBody>
        </MessageBar>
      )}
    </Card>
  );
}
