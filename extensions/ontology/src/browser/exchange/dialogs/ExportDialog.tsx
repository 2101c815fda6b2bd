import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Field,
} from '@fluentui/react-components';
import { Services, useService, useT, type DialogControl } from '@ontobench/sdk';
import { useState } from 'react';
import { EXCHANGE_FORMATS, type ExchangeFormat, type ExportWarnings } from '../../../common/exchange.ts';
import { downloadExport } from '../api.ts';

/** The export (command `ontology.export` with the ontology's id): a format, then the download. */
export function ExportDialog({ ontologyId, dialog }: { ontologyId: string; dialog: DialogControl<void> }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const close = () => dialog.close();
  const [format, setFormat] = useState<ExchangeFormat>('turtle');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<ExportWarnings>({});
  const start = async () => {
    setRunning(true);
    setError(null);
    setWarnings({});
    try {
      const done = await downloadExport(http, ontologyId, format);
      setFile(done.fileName);
      setWarnings(done.warnings);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface aria-label={t('exchange.export.title')}>
        <DialogBody>
          <DialogTitle>{t('exchange.export.title')}</DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <Field label={t('exchange.export.format')}>
              <RadioGroup value={format} onChange={(_, d) => setFormat(d.value as ExchangeFormat)}>
                {EXCHANGE_FORMATS.map((f) => (
                  <Radio key={f} value={f} label={t(`exchange.format.${f}`)} />
                ))}
              </RadioGroup>
            </Field>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{t('exchange.export.failed', { error })}</MessageBarBody>
              </MessageBar>
            )}
            {file && (
              <MessageBar intent="success">
                <MessageBarBody>{t('exchange.export.done', { file })}</MessageBarBody>
              </MessageBar>
            )}
            {file && warnings.droppedAxioms && (
              <MessageBar intent="warning" data-testid="export-warnings">
                <MessageBarBody>
                  {t('exchange.export.droppedAxioms', {
                    statements: warnings.droppedAxioms.statements,
                    terms: warnings.droppedAxioms.terms,
                    iris: warnings.droppedAxioms.iris.join(', '),
                  })}
                </MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={running} onClick={() => void start()}>
              {t('exchange.export.start')}
            </Button>
            <Button onClick={close}>{t('exchange.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
