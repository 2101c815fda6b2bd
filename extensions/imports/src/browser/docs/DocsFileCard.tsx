import {
  Badge,
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AppLink, useT } from '@ontobench/sdk';
import { documentViewPath } from '../../common/docs/api.ts';
import { ProgressLine } from '../csv/ProgressLine.tsx';
import type { DocsFile } from './files.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '960px' },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  outline: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** One file: its state (checking, refused with the reason, the preview, the job's progress, the new document). */
export function DocsFileCard(props: { file: DocsFile; busy: boolean; onRemove: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const { file } = props;
  const check = file.check;
  return (
    <Card className={styles.card} data-testid="imports-docs-file" aria-label={file.name}>
      <div className={styles.head}>
        <Text weight="semibold" className={styles.grow}>
          {file.name}
        </Text>
        {check && <Badge appearance="tint">{t(`docs.format.${check.format}`)}</Badge>}
        {file.status !== 'running' && file.status !== 'done' && (
          <Button
            size="small"
            disabled={props.busy}
            onClick={props.onRemove}
            aria-label={t('docs.remove', { name: file.name })}
          >
            {t('docs.actions.remove')}
          </Button>
        )}
      </div>
      {file.status === 'checking' && <Spinner size="tiny" label={t('docs.checking')} />}
      {(file.status === 'refused' || file.status === 'failed') && (
        <MessageBar intent="error" data-testid="imports-docs-error">
          <MessageBarBody>
            {t(file.status === 'refused' ? 'docs.refused' : 'docs.failed', { message: file.error ?? '' })}
          </MessageBarBody>
        </MessageBar>
      )}
      {check && (
        <>
          <Text data-testid="imports-docs-name">{t('docs.preview.name', { name: check.name })}</Text>
          <Text data-testid="imports-docs-counts">
            {t('docs.preview.counts', {
              headings: check.headings.length,
              paragraphs: check.paragraphs,
              tables: check.tables,
              images: check.images,
            })}
          </Text>
          {check.headings.length === 0 ? (
            <Text italic>{t('docs.preview.noHeadings')}</Text>
          ) : (
            <ul className={styles.outline} aria-label={t('docs.preview.outline')} data-testid="imports-docs-outline">
              {check.headings.slice(0, 50).map((h, i) => (
                <li key={i} style={{ marginLeft: `${(h.level - 1) * 16}px` }}>
                  {h.text}
                </li>
              ))}
            </ul>
          )}
          {check.warnings.length > 0 && (
            <MessageBar intent="warning" data-testid="imports-docs-warnings">
              <MessageBarBody>
                {t('docs.preview.warnings')}: {check.warnings.join('; ')}
              </MessageBarBody>
            </MessageBar>
          )}
        </>
      )}
      {file.status === 'running' && <ProgressLine progress={file.progress ?? null} />}
      {file.status === 'done' && file.end && (
        <MessageBar intent="success" data-testid="imports-docs-done">
          <MessageBarBody>
            {t('docs.done', { name: file.end.name })}{' '}
            <AppLink href={documentViewPath(file.end.documentId)} data-testid="imports-docs-open">
              {t('docs.open')}
            </AppLink>
          </MessageBarBody>
        </MessageBar>
      )}
    </Card>
  );
}
