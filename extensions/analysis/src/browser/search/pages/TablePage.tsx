import { useEffect, useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import {
  PROP,
  Page,
  Services,
  useErrorText,
  useLoad,
  usePageTitle,
  useService,
  useT,
  type RoutePageProps,
} from '@ontobench/sdk';
import type { Cell } from '../../../common/api.ts';
import { analysisPath } from '../../../common/routes.ts';
import { LoadState } from '../../shared/LoadState.tsx';
import { SEARCH_LINK_TYPE } from '../../contributions/search.ts';
import { runSearch, type OpenedSearch } from '../api.ts';
import { EditableCell } from '../components/EditableCell.tsx';
import { ResultsView } from '../components/ResultsView.tsx';
import { loadPageSearch, pageSearchFailure } from '../load-page.ts';
import { ResultsModel } from '../model/results-model.ts';
import { fittedRows } from './SearchPage.tsx';

/** Where a column's values are written: the row's own property, or why they are not (nested, calculated). */
export type CellTarget = { prop: string } | { readonly: 'nested' | 'calculated' };

/** The target of each result column (by code) in a stored search's configuration. */
export function cellTargets(search: OpenedSearch): Map<string, CellTarget> {
  const targets = new Map<string, CellTarget>();
  for (const c of search.config?.columns ?? []) {
    const code = c.code || c.prop_id || 'name';
    const prop = !c.prop_id || c.prop_id === 'name' ? PROP.name : c.prop_id;
    targets.set(code, (c.path?.length ?? 0) > 0 ? { readonly: 'nested' } : { prop });
  }
  for (const c of search.config?.calcColumns ?? []) targets.set(c.code, { readonly: 'calculated' });
  return targets;
}

/**
 * `/semantic-tables/{id}` (issue 18 item 2): a stored search's result as an editable table. Cells of the
 * row's own properties are edited inline and saved through the data API as the user (the store's access
 * rules decide; a refusal is said and the cell reverts); nested and calculated cells are read-only.
 */
export default function TablePage({ params }: RoutePageProps) {
  const { t } = useT();
  const data = useService(Services.Data);
  const http = useService(Services.Http);
  const id = params.id ?? '';
  const load = useLoad(`analysis-table-${id}`, (signal) => loadPageSearch(data, http, id, signal));
  if (load.status !== 'ready' || load.value.kind === 'refused')
    return (
      <LoadState
        title={t('search.tableTitle')}
        testId="search-table-page"
        loading={t('search.table.loading')}
        failure={pageSearchFailure(load, t('search.designer.notFound'))}
        failedTestId="search-refused"
      />
    );
  return <TableScreen key={id} search={load.value.search} />;
}

const TableScreen = observer(function TableScreen({ search }: { search: OpenedSearch }) {
  const { t } = useT();
  const data = useService(Services.Data);
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const recent = useService(Services.RecentLinks);
  const errorText = useErrorText();
  const [fitted] = useState(fittedRows);
  const [results] = useState(() => new ResultsModel((request, signal) => runSearch(http, request, signal), fitted));
  const [targets] = useState(() => cellTargets(search));
  usePageTitle(search.name);

  useEffect(() => {
    recent.add({
      link: analysisPath.table(search.id),
      objectName: search.name,
      businessEntity: SEARCH_LINK_TYPE,
      icon: 'analysis',
    });
    void results.run({ searchId: search.id });
  }, [search, recent, results]);

  const save = async (row: number, column: number, prop: string, value: Cell) => {
    const reply = results.reply!;
    const title = reply.columns[column]!.title;
    try {
      await data.setData([{ op: 'upd', inst: reply.ids[row]!, prop, val: value }]);
      results.setCell(row, column, value);
      notifications.show({ text: t('search.table.saved'), color: 'success' });
      void results.refresh();
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('search.table.refused'), title)).text, color: 'error' });
    }
  };

  const renderCell = (row: number, column: number, text: string) => {
    const reply = results.reply!;
    const c = reply.columns[column]!;
    const target = targets.get(c.code) ?? { readonly: c.calculated ? 'calculated' : 'nested' };
    return (
      <EditableCell
        text={text}
        value={reply.rows[row]?.[column] ?? null}
        type={c.type}
        label={c.title}
        readonlyReason={'readonly' in target ? t(`search.table.${target.readonly}`) : null}
        onSave={(value) => save(row, column, (target as { prop: string }).prop, value)}
      />
    );
  };

  return (
    <Page
      title={search.name}
      testId="search-table-page"
      actions={
        <Link href={analysisPath.search(search.id)} asChild>
          <Button as="a" icon={<EditRegular />}>
            {t('search.table.designer')}
          </Button>
        </Link>
      }
    >
      <Text>{t('search.table.hint')}</Text>
      <ResultsView model={results} fitted={fitted} renderCell={renderCell} />
    </Page>
  );
});
