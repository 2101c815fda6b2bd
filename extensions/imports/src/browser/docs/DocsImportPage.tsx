import { useRef, useState } from 'react';
import { Button, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AppLink, EmptyState, FilePicker, Page, Services, useService, useT } from '@ontobench/sdk';
import { DOCS_MAX_BYTES, docsFormatOf } from '../../common/docs/api.ts';
import { importsPath } from '../../common/routes.ts';
import { fileBase64 } from '../excel/api.ts';
import { checkDocs, runDocs } from './api.ts';
import { DocsFileCard } from './DocsFileCard.tsx';
import { changed, runnable, type DocsFile } from './files.ts';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const ACCEPT =
  '.docx,.md,.markdown,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/markdown';

/**
 * `/docs-import` (issue 21 item 4; shell.md §2): Word (.docx) and Markdown (.md) files into documents. Each
 * chosen file is checked on the server at once (the preview: name, outline, counts, what is left out); the
 * import runs the checked files one after another, each its own job and document (docs/imports.md
 * "Documents"), and links to the new document.
 */
export default function DocsImportPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [files, setFiles] = useState<DocsFile[]>([]);
  const [running, setRunning] = useState(false);
  const counter = useRef(0);
  const update = (key: string, change: Partial<DocsFile>) => setFiles((all) => changed(all, key, change));

  const add = async (picked: File) => {
    const key = `f${++counter.current}`;
    const refuse = (error: string) =>
      setFiles((all) => [...all, { key, name: picked.name, base64: null, status: 'refused', error }]);
    if (!docsFormatOf(picked.name)) return refuse(t('docs.file.wrongType'));
    if (picked.size > DOCS_MAX_BYTES) return refuse(t('docs.file.tooLarge', { mb: DOCS_MAX_BYTES / 1024 / 1024 }));
    setFiles((all) => [...all, { key, name: picked.name, base64: null, status: 'checking' }]);
    try {
      const base64 = await fileBase64(picked);
      update(key, { base64 });
      const check = await checkDocs(http, { file: base64, fileName: picked.name });
      update(key, { status: 'checked', check });
    } catch (error) {
      update(key, { status: 'refused', error: messageOf(error) });
    }
  };

  const run = async () => {
    setRunning(true);
    // One file after another: each is its own job, result record and document (all or nothing per file).
    for (const file of runnable(files)) {
      update(file.key, { status: 'running', progress: null });
      try {
        const end = await runDocs(http, { file: file.base64!, fileName: file.name }, (progress) =>
          update(file.key, { progress }),
        );
        update(file.key, { status: 'done', end });
      } catch (error) {
        update(file.key, { status: 'failed', error: messageOf(error) });
      }
    }
    setRunning(false);
  };

  const ready = runnable(files).length;
  return (
    <Page title={t('docs.title')} testId="imports-docs">
      <div className={styles.column}>
        <Text>{t('docs.intro')}</Text>
        <Field label={t('docs.file.label')} hint={t('docs.file.hint')}>
          <FilePicker
            label={t('docs.file.label')}
            multiple
            resetAfterPick
            accept={ACCEPT}
            disabled={running}
            testId="imports-docs-input"
            onFile={() => undefined}
            onFiles={(picked) => picked.forEach((file) => void add(file))}
          />
        </Field>
        <div className={styles.bar}>
          <Button
            appearance="primary"
            disabled={running || ready === 0}
            onClick={() => void run()}
            data-testid="imports-docs-run"
          >
            {running ? t('docs.actions.running') : t('docs.actions.run', { count: ready })}
          </Button>
          <Button disabled={running || files.length === 0} onClick={() => setFiles([])}>
            {t('docs.actions.clear')}
          </Button>
          <AppLink href={importsPath.index}>{t('docs.results')}</AppLink>
        </div>
        {files.length === 0 ? (
          <EmptyState title={t('docs.empty')}>
            <span data-testid="imports-docs-empty">{t('docs.emptyHint')}</span>
          </EmptyState>
        ) : (
          files.map((file) => (
            <DocsFileCard
              key={file.key}
              file={file}
              busy={running}
              onRemove={() => setFiles((all) => all.filter((f) => f.key !== file.key))}
            />
          ))
        )}
      </div>
    </Page>
  );
}
