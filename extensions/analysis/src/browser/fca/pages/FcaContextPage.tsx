import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { Link } from 'wouter';
import {
  downloadFile,
  EmptyState,
  Page,
  Services,
  useErrorText,
  useLoad,
  useService,
  useT,
  type RoutePageProps,
} from '@ontobench/sdk';
import { FCA_API } from '../../../common/fca/api.ts';
import { analysisPath } from '../../../common/routes.ts';
import { LoadState, loadFailure } from '../../shared/LoadState.tsx';
import { getContext, latticeOf } from '../api.ts';
import { CrossTable } from '../components/CrossTable.tsx';
import { HasseDiagram } from '../components/HasseDiagram.tsx';
import { conceptNames } from '../model/lattice-view.ts';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 280px',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  panel: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    alignSelf: 'start',
    maxHeight: '70vh',
    overflowY: 'auto',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** `/fca/{id}` (issue 18 item 5): the context's cross table, its concept lattice, a concept's extent and intent. */
export default function FcaContextPage({ params }: RoutePageProps) {
  const { t } = useT();
  const styles = useStyles();
  const id = params.id ?? '';
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [selected, setSelected] = useState<number | null>(null);
  const load = useLoad(`fca-${id}`, async (signal) => {
    const [info, lattice] = await Promise.all([getContext(http, id, signal), latticeOf(http, id, signal)]);
    return { info, lattice };
  });

  const download = async (path: string, fallback: string) => {
    try {
      await downloadFile(http, `/api/${path}`, fallback);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('fca.context.downloadFailed'))).text });
    }
  };

  if (load.status !== 'ready')
    return (
      <LoadState
        title={t('fca.list.title')}
        testId="fca-context"
        loading={t('fca.context.loading')}
        failure={loadFailure(load, t('fca.context.notFound'), (message) => t('fca.context.failed', { message }))}
        failedTestId="fca-context-failed"
      />
    );

  const { info, lattice } = load.value;
  const names = selected === null ? null : conceptNames(lattice, selected);
  const list = (items: string[], testId: string) =>
    items.length ? (
      <ul data-testid={testId}>
        {items.map((x, i) => (
          <li key={i}>{x}</li>
        ))}
      </ul>
    ) : (
      <p className={styles.muted} data-testid={testId}>
        {t('fca.context.none')}
      </p>
    );

  return (
    <Page
      title={info.name}
      testId="fca-context"
      actions={
        <>
          <Link href={analysisPath.fcaList} asChild>
            <Button as="a" appearance="subtle">
              {t('fca.context.back')}
            </Button>
          </Link>
          <Button
            icon={<ArrowDownloadRegular />}
            onClick={() => void download(FCA_API.csv(encodeURIComponent(id)), `${info.name}.csv`)}
            data-testid="fca-csv"
          >
            {t('fca.context.csv')}
          </Button>
          <Button
            icon={<ArrowDownloadRegular />}
            onClick={() => void download(FCA_API.svg(encodeURIComponent(id)), `${info.name}.svg`)}
            data-testid="fca-svg"
          >
            {t('fca.context.svg')}
          </Button>
        </>
      }
    >
      <p className={styles.muted}>
        {t('fca.context.source', { class: info.className, properties: info.properties.map((p) => p.name).join(', ') })}
      </p>
      {lattice.objects.length === 0 ? (
        <EmptyState title={t('fca.context.empty')}>
          <span data-testid="fca-context-empty">{t('fca.context.emptyHint')}</span>
        </EmptyState>
      ) : (
        <>
          <h3>{t('fca.context.lattice')}</h3>
          <p className={styles.muted}>
            {t('fca.context.concepts', { count: lattice.concepts.length })}. {t('fca.context.latticeHint')}
          </p>
          <div className={styles.layout}>
            <HasseDiagram lattice={lattice} selected={selected} onSelect={setSelected} />
            <aside className={styles.panel} aria-label={t('fca.context.panel')} data-testid="fca-concept-panel">
              <h4>{t('fca.context.panel')}</h4>
              {names === null ? (
                <p className={styles.muted}>{t('fca.context.noConcept')}</p>
              ) : (
                <>
                  <strong>{t('fca.context.extent')}</strong>
                  {list(names.extent, 'fca-extent')}
                  <strong>{t('fca.context.intent')}</strong>
                  {list(names.intent, 'fca-intent')}
                </>
              )}
            </aside>
          </div>
          <h3>{t('fca.context.table')}</h3>
          <p className={styles.muted}>
            {t('fca.context.tableSize', { objects: lattice.objects.length, attributes: lattice.attributes.length })}
          </p>
          <CrossTable lattice={lattice} selected={selected} />
        </>
      )}
    </Page>
  );
}
