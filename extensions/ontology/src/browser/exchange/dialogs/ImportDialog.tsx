import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
} from '@fluentui/react-components';
import { FilePicker, Services, useService, useT, type DialogControl } from '@ontobench/sdk';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { detectFormat, EXCHANGE_FORMATS, type ExchangeFormat } from '../../../common/exchange.ts';
import { importOntology, type ImportProgress, type ImportReply } from '../api.ts';

type T = ReturnType<typeof useT>['t'];

/**
 * The OWL import (command `ontology.import`): a file, its format (detected from the name and the content,
 * may be overridden), an optional name. The server runs it as a job: it reports progress as
 * IMPORT_STATUS_UPDATE notices, the dialog shows the job's progress while it polls it, then the result
 * with a link to the new ontology's map.
 */
export function ImportDialog({
  onExport,
  dialog,
}: {
  onExport: (ontologyId: string) => void;
  dialog: DialogControl<void>;
}) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const close = () => dialog.close();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [override, setOverride] = useState<ExchangeFormat | null>(null);
  const [name, setName] = useState('');
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ImportReply | null>(null);
  const detected = file ? detectFormat(file.name, file.text) : null;
  const format = override ?? detected;
  const formatLabel = (f: ExchangeFormat | null) => (f ? t(`exchange.format.${f}`) : t('exchange.format.auto'));

  const start = async () => {
    if (!file || !format) return;
    setRunning(true);
    setError(null);
    setProgress(null);
    try {
      setDone(
        await importOntology(
          http,
          { text: file.text, fileName: file.name, format, name: name.trim() || undefined },
          setProgress,
        ),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && !running && close()}>
      <DialogSurface aria-label={t('exchange.import.title')}>
        <DialogBody>
          <DialogTitle>{t('exchange.import.title')}</DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            {!done && (
              <>
                <Field
                  label={t('exchange.import.file')}
                  hint={
                    file
                      ? detected
                        ? t('exchange.import.detected', { format: formatLabel(detected) })
                        : t('exchange.import.notDetected')
                      : t('exchange.import.choose')
                  }
                >
                  <FilePicker
                    label={t('exchange.import.file')}
                    accept=".ttl,.nt,.n3,.owl,.rdf,.xml,.json"
                    disabled={running}
                    onFile={(chosen) => {
                      setError(null);
                      if (!chosen) return setFile(null);
                      void chosen.text().then((text) => setFile({ name: chosen.name, text }));
                    }}
                  />
                </Field>
                <Field label={t('exchange.import.format')}>
                  <Dropdown
                    aria-label={t('exchange.import.format')}
                    value={override ? formatLabel(override) : t('exchange.format.auto')}
                    selectedOptions={[override ?? 'auto']}
                    onOptionSelect={(_, d) =>
                      setOverride(d.optionValue === 'auto' ? null : (d.optionValue as ExchangeFormat))
                    }
                  >
                    <Option value="auto">{t('exchange.format.auto')}</Option>
                    {EXCHANGE_FORMATS.map((f) => (
                      <Option key={f} value={f}>
                        {formatLabel(f)}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                <Field label={t('exchange.import.name')}>
                  <Input
                    value={name}
                    placeholder={t('exchange.import.namePlaceholder')}
                    onChange={(_, d) => setName(d.value)}
                    disabled={running}
                  />
                </Field>
              </>
            )}
            {running && <Spinner size="tiny" label={progressText(t, progress)} />}
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{t('exchange.import.failed', { error })}</MessageBarBody>
              </MessageBar>
            )}
            {done && (
              <MessageBar intent="success">
                <MessageBarBody>
                  {t('exchange.import.done', done.counts)}{' '}
                  <Link
                    href={`/ontologies/${done.ontologyId}`}
                    onClick={(e) => {
                      e.preventDefault();
                      close();
                      navigate(`/ontologies/${done.ontologyId}`);
                    }}
                  >
                    {t('exchange.import.open')}
                  </Link>
                </MessageBarBody>
              </MessageBar>
            )}
            {done && (done.axioms?.total ?? 0) > 0 && (
              <MessageBar intent="info">
                <MessageBarBody>{t('exchange.axioms.kept', { count: done.axioms!.total })}</MessageBarBody>
              </MessageBar>
            )}
            {done && warningLines(t, done).length > 0 && (
              <MessageBar intent="warning">
                <MessageBarBody>
                  {t('exchange.import.warnings', { count: warningLines(t, done).length })}
                  <ul style={{ margin: 0, maxHeight: 160, overflow: 'auto' }}>
                    {warningLines(t, done)
                      .slice(0, 100)
                      .map((w, i) => (
                        <li key={i}>{w}</li>
                      ))}
                  </ul>
                </MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            {!done && (
              <Button appearance="primary" disabled={!file || !format || running} onClick={() => void start()}>
                {t('exchange.import.start')}
              </Button>
            )}
            {done && <Button onClick={() => onExport(done.ontologyId)}>{t('exchange.import.export')}</Button>}
            <Button disabled={running} onClick={close}>
              {t('exchange.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * The warnings to list: the statements lost, by predicate, in the user's language (the server's text of
 * them, also in `warnings`, is left out), then the other warnings.
 */
function warningLines(t: T, done: ImportReply): string[] {
  const lost = done.lost?.byPredicate ?? [];
  return [
    ...lost.map((p) => t('exchange.axioms.lost', { predicate: p.predicate, count: p.count })),
    ...done.warnings.filter((w) => !lost.some((p) => w.includes(p.predicate))),
  ];
}

/** The job's progress as the dialog says it (ru/en keys `exchange.import.progress.*`). */
function progressText(t: T, progress: ImportProgress | null): string {
  switch (progress?.status) {
    case 'parsing':
      return t('exchange.import.progress.parsing');
    case 'writing':
      return t('exchange.import.progress.writing', { count: progress.total ?? 0 });
    case 'layout':
      return t('exchange.import.progress.layout', {
        percent: progress.total ? Math.round(((progress.done ?? 0) / progress.total) * 100) : 0,
      });
    case 'done':
      return t('exchange.import.progress.done', { count: progress.total ?? 0 });
    default:
      return t('exchange.import.running');
  }
}
