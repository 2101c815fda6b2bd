import { Badge, Button, Checkbox, Input, Select, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useT } from '@ontobench/sdk';
import { AGGREGATES } from '../../../common/api.ts';
import { FILTER_MODES } from '../../../common/search-plan.ts';
import type { DesignColumn, DesignerModel } from '../model/designer-model.ts';
import { FormulaInput } from './FormulaInput.tsx';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flex: 1, minWidth: '140px' },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** A value typed into a filter as the column's type wants it (a number column filters by a number). */
const filterValue = (text: string, type: string): string | number => {
  const n = Number(text.replace(',', '.'));
  return (type === 'integer' || type === 'real' || type === 'number') && text.trim() !== '' && Number.isFinite(n)
    ? n
    : text;
};

/**
 * One column of the design (§3's column fields): its heading (`new_name`), hidden, sort and its place,
 * aggregate (§4), filter with every `filter_mode` of the data API or do-not-filter, order and removal;
 * a calculated column's formula with its syntax error as it is typed.
 */
export const ColumnEditor = observer(function ColumnEditor(props: {
  model: DesignerModel;
  column: DesignColumn;
  type: string;
  first: boolean;
  last: boolean;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { model, column: c } = props;
  const nested = c.kind === 'prop' && (c.column.path?.length ?? 0) > 0;
  const filter = model.filterOf(c.code);
  const place = c.column.sort;
  return (
    <div className={styles.card} data-testid="search-column" data-code={c.code}>
      <div className={styles.line}>
        <Input
          className={styles.title}
          value={c.kind === 'prop' ? (c.column.new_name ?? c.column.old_name ?? '') : (c.column.name ?? '')}
          aria-label={t('search.designer.columnName', { name: c.title })}
          onChange={(_, d) => model.rename(c.code, d.value)}
          data-testid="search-column-name"
        />
        {c.kind === 'calc' && <Badge appearance="tint">{t('search.designer.calculated')}</Badge>}
        {nested && <Badge appearance="tint">{t('search.designer.nested')}</Badge>}
        <Tooltip content={t('search.designer.moveUp', { name: c.title })} relationship="label">
          <Button
            appearance="subtle"
            size="small"
            icon={<ArrowUpRegular />}
            disabled={props.first}
            onClick={() => model.move(c.code, -1)}
          />
        </Tooltip>
        <Tooltip content={t('search.designer.moveDown', { name: c.title })} relationship="label">
          <Button
            appearance="subtle"
            size="small"
            icon={<ArrowDownRegular />}
            disabled={props.last}
            onClick={() => model.move(c.code, 1)}
          />
        </Tooltip>
        <Tooltip content={t('search.designer.remove', { name: c.title })} relationship="label">
          <Button appearance="subtle" size="small" icon={<DeleteRegular />} onClick={() => model.remove(c.code)} />
        </Tooltip>
      </div>
      {c.kind === 'prop' && c.column.old_name && c.column.new_name && (
        <span className={styles.note}>{c.column.old_name}</span>
      )}
      {c.kind === 'calc' && (
        <FormulaInput
          value={c.column.formula}
          label={t('search.designer.formula', { name: c.title })}
          onChange={(formula) => model.setFormula(c.code, formula)}
        />
      )}
      <div className={styles.line}>
        <Checkbox
          label={t('search.designer.hide')}
          checked={c.column.hidden === true}
          onChange={(_, d) => model.setHidden(c.code, d.checked === true)}
        />
        <Select
          aria-label={t('search.designer.sort')}
          value={c.column.sort_mode && place !== undefined ? c.column.sort_mode : ''}
          onChange={(_, d) => model.setSort(c.code, d.value === 'asc' || d.value === 'desc' ? d.value : null)}
          data-testid="search-column-sort"
        >
          <option value="">{`${t('search.designer.sort')}: ${t('search.designer.sortNone')}`}</option>
          <option value="asc">{t('search.designer.asc')}</option>
          <option value="desc">{t('search.designer.desc')}</option>
        </Select>
        {place !== undefined && <span className={styles.note}>{t('search.designer.sortPlace', { place })}</span>}
        <Select
          aria-label={t('search.designer.agg')}
          value={c.column.agg ?? ''}
          onChange={(_, d) => model.setAgg(c.code, d.value)}
          data-testid="search-column-agg"
        >
          <option value="">{`${t('search.designer.agg')}: ${t('search.designer.aggNone')}`}</option>
          {AGGREGATES.map((a) => (
            <option key={a} value={a}>
              {t(`search.agg.${a}`)}
            </option>
          ))}
        </Select>
      </div>
      {c.kind === 'prop' && !nested && (
        <div className={styles.line}>
          <Select
            aria-label={t('search.designer.filter')}
            value={filter?.mode ?? ''}
            disabled={c.column.do_not_filter === true}
            onChange={(_, d) => model.setFilter(c.code, d.value, filter?.value ?? '')}
            data-testid="search-column-filter-mode"
          >
            <option value="">{`${t('search.designer.filter')}: ${t('search.designer.filterNone')}`}</option>
            {FILTER_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`search.filterMode.${m}`)}
              </option>
            ))}
          </Select>
          {filter && filter.mode !== 'empty' && filter.mode !== 'not_empty' && (
            <Input
              aria-label={t('search.designer.filterValue')}
              value={filter.value === null || filter.value === undefined ? '' : String(filter.value)}
              onChange={(_, d) => model.setFilter(c.code, filter.mode ?? 'eq', filterValue(d.value, props.type))}
              data-testid="search-column-filter-value"
            />
          )}
          <Checkbox
            label={t('search.designer.doNotFilter')}
            checked={c.column.do_not_filter === true}
            onChange={(_, d) => model.setDoNotFilter(c.code, d.checked === true)}
          />
        </div>
      )}
      {nested && <span className={styles.note}>{t('search.designer.filterNested')}</span>}
    </div>
  );
});
