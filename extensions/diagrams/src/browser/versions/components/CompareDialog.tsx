import { useCallback, useMemo, useRef, useState } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { DiagramSummary } from '../../../common/diagram/api.ts';
import { getDiagram } from '../api.ts';
import { CHANGE_KINDS, compareXml, markersOf, UnreadableVersion, type Change } from '../model/compare.ts';
import { DiffCanvas, ViewSync, diffStyles } from './DiffCanvas.tsx';
import { ChangeList } from './ChangeList.tsx';

const useStyles = makeStyles({
  surface: { width: '96vw', maxWidth: '96vw', height: '92vh', maxHeight: '92vh', display: 'flex' },
  body: { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 },
  content: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 300px',
    gap: tokens.spacingHorizontalM,
    flex: 1,
    minHeight: 0,
    '@media (max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)', overflowY: 'auto' },
  },
  side: { display: 'flex', flexDirection: 'column', minHeight: '320px', minWidth: 0, gap: tokens.spacingVerticalXS },
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0, overflowY: 'auto' },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  swatch: { display: 'inline-block', width: '12px', height: '12px', borderRadius: '6px', marginRight: '4px' },
});

/** The two versions' XML and their differences, or why they cannot be compared. */
async function loadCompare(
  http: Parameters<typeof getDiagram>[0],
  older: DiagramSummary,
  newer: DiagramSummary,
  signal: AbortSignal,
) {
  const [a, b] = await Promise.all([getDiagram(http, older.id, signal), getDiagram(http, newer.id, signal)]);
  try {
    return { olderXml: a.xml, newerXml: b.xml, changes: await compareXml(a.xml, b.xml), unreadable: null };
  } catch (error) {
    if (!(error instanceof UnreadableVersion)) throw error;
    const unreadable = error.side === 'older' ? older.versionNumber : newer.versionNumber;
    return { olderXml: '', newerXml: '', changes: [], unreadable };
  }
}

/**
 * The visual diff of two versions (issue 17 item 4, as `bpmn-js-differ` does): the older and the newer
 * version side by side in two bpmn-js viewers that move together, added elements marked on the newer,
 * removed on the older, changed and moved on both; a legend and the list of changes (a click shows the
 * element on both).
 */
export default function CompareDialog(props: { older: DiagramSummary; newer: DiagramSummary; onClose: () => void }) {
  const { older, newer, onClose } = props;
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const load = useLoad(`${older.id}:${newer.id}`, (signal) => loadCompare(http, older, newer, signal));
  const sync = useMemo(() => new ViewSync(), []);
  const [drawFailed, setDrawFailed] = useState<number | null>(null);
  const shows = useRef(new Set<(id: string) => boolean>());
  const register = useCallback((show: (id: string) => boolean) => {
    shows.current.add(show);
    return () => void shows.current.delete(show);
  }, []);
  const failedOlder = useCallback(() => setDrawFailed(older.versionNumber), [older.versionNumber]);
  const failedNewer = useCallback(() => setDrawFailed(newer.versionNumber), [newer.versionNumber]);
  const changes: Change[] = useMemo(() => (load.status === 'ready' ? load.value.changes : []), [load]);
  const markers = useMemo(() => markersOf(changes), [changes]);

  const unreadable = load.status === 'ready' ? (load.value.unreadable ?? drawFailed) : null;
  const failure =
    unreadable !== null
      ? t('versions.compare.badXml', { number: unreadable })
      : load.status === 'failed' || load.status === 'notFound'
        ? t('versions.compare.failed', { message: load.status === 'failed' ? load.message : '' })
        : null;

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} data-testid="diagram-compare">
        <style>{diffStyles()}</style>
        <DialogBody className={styles.body}>
          <DialogTitle>
            {t('versions.compare.title', { old: older.versionNumber, new: newer.versionNumber })}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {load.status === 'loading' && <Spinner label={t('versions.compare.loading')} />}
            {failure && (
              <MessageBar intent="error" data-testid="diagram-compare-failed">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
            {load.status === 'ready' && !failure && (
              <>
                <div className={styles.side}>
                  <Text weight="semibold">{t('versions.compare.older', { number: older.versionNumber })}</Text>
                  <DiffCanvas
                    xml={load.value.olderXml}
                    markers={markers.older}
                    sync={sync}
                    register={register}
                    onFailed={failedOlder}
                    testId="diagram-compare-older"
                    label={t('versions.compare.older', { number: older.versionNumber })}
                  />
                </div>
                <div className={styles.side}>
                  <Text weight="semibold">{t('versions.compare.newer', { number: newer.versionNumber })}</Text>
                  <DiffCanvas
                    xml={load.value.newerXml}
                    markers={markers.newer}
                    sync={sync}
                    register={register}
                    onFailed={failedNewer}
                    testId="diagram-compare-newer"
                    label={t('versions.compare.newer', { number: newer.versionNumber })}
                  />
                </div>
                <aside className={styles.aside}>
                  <Text weight="semibold">{t('versions.compare.legend')}</Text>
                  <div className={styles.legend} data-testid="diagram-compare-legend">
                    {CHANGE_KINDS.map((kind) => (
                      <Caption1 key={kind}>
                        <span className={`${styles.swatch} ob-diff-swatch-${kind}`} aria-hidden />
                        {t(`versions.compare.kind.${kind}`)}
                      </Caption1>
                    ))}
                  </div>
                  <ChangeList changes={changes} onShow={(id) => shows.current.forEach((show) => show(id))} />
                </aside>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} data-testid="diagram-compare-close">
              {t('versions.compare.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
