import { lazy, Suspense, useState } from 'react';
import {
  Badge,
  Button,
  Caption1,
  Checkbox,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Open20Regular } from '@fluentui/react-icons';
import { EmptyState, Services, formatDate, useLoad, useService, useT } from '@ontobench/sdk';
import { UUID_PATTERN } from '@ontobench/sdk/common';
import type { DiagramDto, DiagramSummary } from '../../../common/diagram/api.ts';
import { listVersions } from '../api.ts';
import { stageText } from '../model/stage.ts';
import { NewVersionDialog } from './NewVersionDialog.tsx';

// bpmn-js, bpmn-moddle and bpmn-js-differ come with the compare view only, when it is opened.
const CompareDialog = lazy(() => import('./CompareDialog.tsx'));

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  current: { backgroundColor: tokens.colorNeutralBackground1Selected },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * Author and date of a version. The server may answer the author as a user id rather than a name: an id
 * says nothing to a reader, so then only the date is shown.
 */
function metaOf(t: (key: string, options?: Record<string, unknown>) => string, version: DiagramSummary): string {
  const date = version.dateCreate ? formatDate(version.dateCreate) : t('versions.panel.noDate');
  if (version.author && UUID_PATTERN.test(version.author)) return date;
  return t('versions.panel.meta', { author: version.author ?? t('versions.panel.noAuthor'), date });
}

/**
 * The version history of a diagram's family (domain.md §3 Diagram: versionNumber, root/source version,
 * stage; issue 17 item 4): each version's number, stage, author and date, the current one marked; «Новая
 * версия» (from the saved diagram: refused while there are unsaved changes, and to readers); open a
 * version; tick two and compare them (a visual diff, `CompareDialog`).
 */
export default function VersionsPanel(props: { diagram: DiagramDto; dirty: boolean; onOpen: (id: string) => void }) {
  const { diagram, dirty, onOpen } = props;
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [round, setRound] = useState(0);
  const load = useLoad(`${diagram.id}:${diagram.versionNumber}:${round}`, (signal) =>
    listVersions(http, diagram.id, signal),
  );
  const [creating, setCreating] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState<[DiagramSummary, DiagramSummary] | null>(null);

  const readOnly = diagram.access === 'read';
  const blocked = readOnly ? t('versions.panel.readOnly') : dirty ? t('versions.panel.saveFirst') : null;
  const versions = load.status === 'ready' ? load.value : [];
  const toggle = (id: string, on: boolean) =>
    setPicked((now) => (on ? [...now.filter((p) => p !== id), id].slice(-2) : now.filter((p) => p !== id)));
  const compare = () => {
    const pair = versions.filter((v) => picked.includes(v.id)).sort((a, b) => a.versionNumber - b.versionNumber);
    if (pair.length === 2) setComparing([pair[0]!, pair[1]!]);
  };

  return (
    <section className={styles.panel} aria-label={t('versions.panel.title')} data-testid="diagram-versions">
      <div className={styles.bar}>
        <Tooltip content={blocked ?? t('versions.panel.newVersion')} relationship="description">
          <Button
            appearance="primary"
            disabledFocusable={blocked !== null}
            onClick={() => setCreating(true)}
            data-testid="diagram-version-new"
          >
            {t('versions.panel.newVersion')}
          </Button>
        </Tooltip>
        <Button disabled={picked.length !== 2} onClick={compare} data-testid="diagram-version-compare">
          {t('versions.panel.compare')}
        </Button>
      </div>
      {blocked && (
        <Caption1 className={styles.hint} data-testid="diagram-version-blocked">
          {blocked}
        </Caption1>
      )}
      {load.status === 'loading' && <Spinner size="tiny" label={t('versions.panel.loading')} />}
      {(load.status === 'failed' || load.status === 'notFound') && (
        <MessageBar intent="error" data-testid="diagram-versions-failed">
          <MessageBarBody>
            {t('versions.panel.failed', { message: load.status === 'failed' ? load.message : '' })}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => setRound((r) => r + 1)}>{t('versions.panel.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {load.status === 'ready' && versions.length > 1 && (
        <Caption1 className={styles.hint}>{t('versions.panel.compareHint')}</Caption1>
      )}
      {load.status === 'ready' && (
        <ul className={styles.list} data-testid="diagram-versions-list">
          {versions.map((version) => {
            const current = version.id === diagram.id;
            return (
              <li
                key={version.id}
                className={current ? `${styles.row} ${styles.current}` : styles.row}
                data-testid="diagram-version"
                data-version={version.versionNumber}
                aria-current={current || undefined}
              >
                <Checkbox
                  checked={picked.includes(version.id)}
                  onChange={(_, data) => toggle(version.id, data.checked === true)}
                  aria-label={t('versions.panel.pick', { number: version.versionNumber })}
                  data-testid="diagram-version-pick"
                />
                <div className={styles.text}>
                  <span className={styles.title}>
                    <Text weight="semibold">{t('versions.panel.version', { number: version.versionNumber })}</Text>
                    <Badge appearance="tint" data-testid="diagram-version-stage-badge">
                      {stageText(t, version.stage)}
                    </Badge>
                    {current && (
                      <Badge appearance="filled" color="brand">
                        {t('versions.panel.current')}
                      </Badge>
                    )}
                  </span>
                  <Caption1 className={styles.hint}>{metaOf(t, version)}</Caption1>
                </div>
                {!current && (
                  <Tooltip content={t('versions.panel.open', { number: version.versionNumber })} relationship="label">
                    <Button
                      appearance="subtle"
                      icon={<Open20Regular />}
                      onClick={() => onOpen(version.id)}
                      data-testid="diagram-version-open"
                    />
                  </Tooltip>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {load.status === 'ready' && versions.length <= 1 && <EmptyState title={t('versions.panel.empty')} />}
      {creating && (
        <NewVersionDialog
          diagram={diagram}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setRound((r) => r + 1);
            onOpen(created.id);
          }}
        />
      )}
      {comparing && (
        <Suspense fallback={<Spinner label={t('versions.compare.loading')} />}>
          <CompareDialog older={comparing[0]} newer={comparing[1]} onClose={() => setComparing(null)} />
        </Suspense>
      )}
    </section>
  );
}
