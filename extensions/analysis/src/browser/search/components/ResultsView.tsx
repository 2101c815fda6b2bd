import type { ReactNode } from 'react';
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { EmptyState, formatNumber, pageSizeOptions, useT } from '@ontobench/sdk';
import { serverText } from '../api.ts';
import type { ResultsModel } from '../model/results-model.ts';
import { ResultsTable } from './ResultsTable.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  grow: { flex: 1 },
});

/**
 * The results of a search (issue 18 item 2): the total, the page size (a computed first option that fits
 * the window, then 30, 50, 100), the pager, grouping by a column (over the page shown), export buttons
 * (`actions`), and the table; a failure shows the server's text (§8 for a search the user may not read).
 */
export const ResultsView = observer(function ResultsView(props: {
  model: ResultsModel;
  fitted: number;
  actions?: ReactNode;
  renderCell?(row: number, column: number, text: string): ReactNode;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { model } = props;
  const reply = model.reply;

  let body;
  if (model.error)
    body = (
      <MessageBar intent="error" data-testid="search-results-failed">
        <MessageBarBody>{serverText(model.error) ?? t('search.results.failed')}</MessageBarBody>
      </MessageBar>
    );
  else if (!reply)
    body = model.loading ? <Spinner label={t('search.results.loading')} /> : <Text>{t('search.results.notRun')}</Text>;
  else if (reply.rows.length === 0) body = <EmptyState title={t('search.results.empty')} />;
  else body = <ResultsTable model={model} renderCell={props.renderCell} />;

  const from = reply && reply.rows.length > 0 ? model.offset + 1 : 0;
  const to = reply ? model.offset + reply.rows.length : 0;
  return (
    <section className={styles.root} aria-label={t('search.results.title')} aria-busy={model.loading}>
      <div className={styles.bar}>
        {reply && (
          <Text weight="semibold" data-testid="search-total">
            {t('search.results.total', { formatted: formatNumber(reply.total) })}
          </Text>
        )}
        <span className={styles.grow} />
        {reply && reply.columns.length > 1 && (
          <Field label={t('search.results.groupBy')} hint={t('search.results.groupHint')}>
            <Select
              value={model.groupBy ?? ''}
              onChange={(_, d) => model.setGroupBy(d.value || null)}
              data-testid="search-group-by"
            >
              <option value="">{t('search.results.noGroup')}</option>
              {reply.columns.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.title}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t('search.results.pageSize')}>
          <Select
            value={String(model.limit)}
            onChange={(_, d) => void model.setLimit(Number(d.value))}
            data-testid="search-page-size"
          >
            {pageSizeOptions(props.fitted).map((o) => (
              <option key={`${o.value}-${o.computed}`} value={String(o.value)}>
                {o.computed ? t('search.results.fitted', { count: o.value }) : String(o.value)}
              </option>
            ))}
          </Select>
        </Field>
        {props.actions}
      </div>
      {body}
      {reply && reply.total > 0 && (
        <div className={styles.pager}>
          <Tooltip content={t('search.results.prev')} relationship="label">
            <Button
              appearance="subtle"
              icon={<ChevronLeftRegular />}
              disabled={model.offset === 0 || model.loading}
              onClick={() => void model.goTo(model.offset - model.limit)}
            />
          </Tooltip>
          <Text data-testid="search-range">
            {t('search.results.range', { from, to, total: formatNumber(reply.total) })}
          </Text>
          <Tooltip content={t('search.results.next')} relationship="label">
            <Button
              appearance="subtle"
              icon={<ChevronRightRegular />}
              disabled={to >= reply.total || model.loading}
              onClick={() => void model.goTo(model.offset + model.limit)}
            />
          </Tooltip>
          {model.loading && <Spinner size="tiny" />}
        </div>
      )}
    </section>
  );
});
