import { Suspense, lazy, useState } from 'react';
import { Spinner, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { Page, useT } from '@ontobench/sdk';
import { DiagramList } from '../components/DiagramList.tsx';

const NotationsTab = lazy(() => import('../../notations/components/NotationsTab.tsx'));

const useStyles = makeStyles({ tabs: { marginBottom: tokens.spacingVerticalM } });

type TabId = 'diagrams' | 'notations';

/**
 * `/diagrams` (shell.md §2; issue 17 items 1, 2): two tabs, «Диаграммы» (the user's diagrams) and
 * «Нотации» (the notations part's tab, a lazy chunk of its own).
 */
export default function DiagramsPage() {
  const { t } = useT();
  const styles = useStyles();
  const [tab, setTab] = useState<TabId>('diagrams');
  return (
    <Page title={t('diagrams.list.title')} testId="diagrams">
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, d) => setTab(d.value as TabId)}
        aria-label={t('diagrams.list.tabs')}
      >
        <Tab value="diagrams" data-testid="diagrams-tab-diagrams">
          {t('diagrams.list.tabDiagrams')}
        </Tab>
        <Tab value="notations" data-testid="diagrams-tab-notations">
          {t('diagrams.list.tabNotations')}
        </Tab>
      </TabList>
      {tab === 'diagrams' ? (
        <DiagramList />
      ) : (
        <Suspense fallback={<Spinner label={t('diagrams.list.notationsLoading')} />}>
          <NotationsTab />
        </Suspense>
      )}
    </Page>
  );
}
