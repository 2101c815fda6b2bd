import { Button, Field, Input, Select, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useT } from '@ontobench/sdk';
import { REPORT_MAX_SOURCES } from '../../../common/reports/api.ts';
import type { SearchChoice } from '../api.ts';
import type { ReportDesignerModel } from '../model/designer-model.ts';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  alias: { width: '12em' },
  input: { width: '100%', minWidth: 0 },
  search: { flex: '1 1 16em', minWidth: '12em' },
  hint: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/** The report's sources: a semantic search each under an alias; add and remove (domain.md §3 "source"). */
export const SourcesEditor = observer(function SourcesEditor(props: {
  model: ReportDesignerModel;
  searches: SearchChoice[];
}) {
  const { t } = useT();
  const styles = useStyles();
  const { model, searches } = props;
  return (
    <section aria-label={t('reports.designer.sources')} data-testid="report-sources">
      <h3>{t('reports.designer.sources')}</h3>
      <p className={styles.hint}>{t('reports.designer.sourcesHint')}</p>
      {model.sources.length === 0 && <p>{t('reports.designer.noSources')}</p>}
      <ul className={styles.list}>
        {model.sources.map((source, i) => (
          <li key={source.key} className={styles.row} data-testid="report-source">
            <Field label={t('reports.designer.alias')} className={styles.alias}>
              <Input
                className={styles.input}
                value={source.alias}
                onChange={(_, d) => model.setAlias(source.key, d.value)}
                data-testid={`report-source-alias-${i}`}
              />
            </Field>
            <Field label={t('reports.designer.search')} className={styles.search}>
              <Select
                value={source.search}
                onChange={(_, d) => {
                  const found = searches.find((s) => s.id === d.value);
                  if (found) model.setSearch(source.key, found);
                }}
                data-testid={`report-source-search-${i}`}
              >
                <option value="" disabled>
                  {t('reports.designer.chooseSearch')}
                </option>
                {searches.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Tooltip content={t('reports.designer.removeSource', { alias: source.alias })} relationship="label">
              <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => model.removeSource(source.key)} />
            </Tooltip>
          </li>
        ))}
      </ul>
      <Button
        icon={<AddRegular />}
        disabled={model.sources.length >= REPORT_MAX_SOURCES || searches.length === 0}
        onClick={() => model.addSource()}
        data-testid="report-add-source"
        style={{ marginTop: tokens.spacingVerticalS }}
      >
        {t('reports.designer.addSource')}
      </Button>
      {searches.length === 0 && <p className={styles.hint}>{t('reports.designer.noSearches')}</p>}
    </section>
  );
});
