import { useEffect, useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, PlayRegular, SaveRegular, TableRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import {
  Page,
  ROW_HEIGHT,
  Services,
  computedPageSize,
  useErrorText,
  useLoad,
  usePageTitle,
  useService,
  useT,
  useUnsavedChanges,
  type RoutePageProps,
} from '@ontobench/sdk';
import { analysisPath } from '../../../common/routes.ts';
import { LoadState } from '../../shared/LoadState.tsx';
import { SEARCH_LINK_TYPE } from '../../contributions/search.ts';
import { downloadExport, runSearch, saveSearch, serverText, type OpenedSearch } from '../api.ts';
import { Designer } from '../components/Designer.tsx';
import { ResultsView } from '../components/ResultsView.tsx';
import { loadPageSearch, pageSearchFailure } from '../load-page.ts';
import { DesignerModel } from '../model/designer-model.ts';
import { ResultsModel } from '../model/results-model.ts';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(340px, 420px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** How many rows fit the window under the page's header and toolbars. */
export const fittedRows = () => computedPageSize(window.innerHeight - 360, ROW_HEIGHT);

/**
 * `/semantic-search/{id}` (issue 18 items 1, 2): the designer and the results side by side (stacked on a
 * narrow window). Run shows the design's results at once (saved or not); Save writes the `json` property
 * (§3), asking before a dirty design is left; the exports are the saved search's, offered to save first.
 */
export default function SearchPage({ params }: RoutePageProps) {
  const { t } = useT();
  const data = useService(Services.Data);
  const http = useService(Services.Http);
  const id = params.id ?? '';
  const load = useLoad(`analysis-search-${id}`, (signal) => loadPageSearch(data, http, id, signal));
  if (load.status !== 'ready' || load.value.kind === 'refused')
    return (
      <LoadState
        title={t('search.designerTitle')}
        testId="search-page"
        loading={t('search.designer.loading')}
        failure={pageSearchFailure(load, t('search.designer.notFound'))}
        failedTestId="search-refused"
      />
    );
  return <SearchScreen key={id} search={load.value.search} />;
}

const SearchScreen = observer(function SearchScreen({ search }: { search: OpenedSearch }) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const recent = useService(Services.RecentLinks);
  const errorText = useErrorText();
  const [fitted] = useState(fittedRows);
  const [model] = useState(() => new DesignerModel(search.config, search.rootClass?.id ?? ''));
  const [results] = useState(() => new ResultsModel((request, signal) => runSearch(http, request, signal), fitted));
  const [added, setAdded] = useState<ReadonlyMap<string, string>>(new Map());
  const [saving, setSaving] = useState(false);
  usePageTitle(search.name);
  useUnsavedChanges(model.dirty);

  useEffect(() => {
    recent.add({
      link: analysisPath.search(search.id),
      objectName: search.name,
      businessEntity: SEARCH_LINK_TYPE,
      icon: 'analysis',
    });
    void results.run({ config: model.snapshot() });
  }, [search, recent, results, model]);

  const types = new Map(added);
  for (const c of results.reply?.columns ?? []) types.set(c.code, c.type);

  const save = async (): Promise<boolean> => {
    setSaving(true);
    try {
      await saveSearch(data, search.id, model.snapshot());
      model.markSaved();
      notifications.show({ text: t('search.designer.saved'), color: 'success' });
      return true;
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('search.designer.saveFailed'))).text, color: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const exportAs = async (format: 'xlsx' | 'csv') => {
    if (model.dirty) {
      const ok = await dialogs.confirm({
        title: t('search.results.saveFirstTitle'),
        message: t('search.results.saveFirstMessage'),
        confirmLabel: t('search.results.saveFirstYes'),
        cancelLabel: t('search.results.saveFirstNo'),
      });
      if (!ok || !(await save())) return;
    }
    try {
      await downloadExport(http, search.id, format);
    } catch (error) {
      notifications.show({ text: serverText(error) ?? t('search.results.exportFailed'), color: 'error' });
    }
  };

  return (
    <Page
      title={search.name}
      testId="search-page"
      actions={
        <div className={styles.actions}>
          <Button
            icon={<PlayRegular />}
            onClick={() => void results.run({ config: model.snapshot() })}
            data-testid="search-run"
          >
            {t('search.designer.run')}
          </Button>
          <Button
            appearance="primary"
            icon={<SaveRegular />}
            disabled={!model.dirty || saving}
            onClick={() => void save()}
            data-testid="search-save"
          >
            {saving ? t('search.designer.saving') : t('search.designer.save')}
          </Button>
          <Link href={analysisPath.table(search.id)} asChild>
            <Button as="a" icon={<TableRegular />}>
              {t('search.tableTitle')}
            </Button>
          </Link>
        </div>
      }
    >
      <div className={styles.layout}>
        <Designer model={model} types={types} onTyped={(code, type) => setAdded(new Map(added).set(code, type))} />
        <ResultsView
          model={results}
          fitted={fitted}
          actions={
            <div className={styles.actions}>
              <Button
                icon={<ArrowDownloadRegular />}
                onClick={() => void exportAs('xlsx')}
                data-testid="search-export-xlsx"
              >
                {t('search.results.excel')}
              </Button>
              <Button
                icon={<ArrowDownloadRegular />}
                onClick={() => void exportAs('csv')}
                data-testid="search-export-csv"
              >
                {t('search.results.csv')}
              </Button>
            </div>
          }
        />
      </div>
    </Page>
  );
});
