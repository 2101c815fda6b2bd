import { Button, Caption1, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useT } from '@ontobench/sdk';
import type { DiagramTable } from '../../../common/diagram/api.ts';
import type { DiagramEditorModel } from '../../diagrams/model/editor-model.ts';
import type { SearchChoice } from '../api.ts';
import { NODE_TYPES } from '../model/tables.ts';
import { BoundTable } from './BoundTable.tsx';
import { SearchPicker } from './SearchPicker.tsx';

const useStyles = makeStyles({
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  wide: { gridColumn: '1 / -1' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * Tables bound to semantic searches (domain.md §3 "tables (ss, filter_cell_type, name, node_type)", issue 17
 * item 3): each row's search, name, filter column and node type, and under it the search's first rows for
 * the element selected on the canvas. Edits go to the editor model.
 */
export const TablesEditor = observer(function TablesEditor(props: {
  model: DiagramEditorModel;
  searches: SearchChoice[];
}) {
  const { model, searches } = props;
  const { t } = useT();
  const styles = useStyles();
  const rows = model.current.tables;
  const readOnly = model.readOnly;
  const selected = model.selected;
  const selection = selected ? { type: selected.type, binding: model.bindingOf(selected.id) } : null;
  const set = (next: DiagramTable[]) => model.merge({ tables: next });
  const change = (index: number, patch: Partial<DiagramTable>) =>
    set(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const typeText = (type: string | null) =>
    type === null
      ? t('versions.dependencies.nodeTypeAny')
      : NODE_TYPES[type]
        ? t(`versions.dependencies.nodeTypes.${NODE_TYPES[type]}`)
        : type;

  return (
    <div className={styles.rows} data-testid="diagram-tables">
      <Caption1 className={styles.hint}>{t('versions.dependencies.tablesHint')}</Caption1>
      {rows.map((row, index) => (
        <div key={index} className={styles.row} data-testid="diagram-table-row-editor">
          <Field label={t('versions.dependencies.search')} className={styles.wide}>
            <SearchPicker
              value={row.ss}
              searches={searches}
              disabled={readOnly}
              onChange={(ss) => change(index, { ss })}
              testId="diagram-table-search"
            />
          </Field>
          <Field label={t('versions.dependencies.tableName')} className={styles.wide}>
            <Input value={row.name} disabled={readOnly} onChange={(_, data) => change(index, { name: data.value })} />
          </Field>
          <Field label={t('versions.dependencies.filterColumn')} hint={t('versions.dependencies.filterColumnHint')}>
            <Input
              value={row.filterCellType ?? ''}
              disabled={readOnly}
              onChange={(_, data) => change(index, { filterCellType: data.value.trim() ? data.value : null })}
            />
          </Field>
          <Field label={t('versions.dependencies.nodeType')}>
            <Dropdown
              value={typeText(row.nodeType)}
              selectedOptions={[row.nodeType ?? '']}
              disabled={readOnly}
              onOptionSelect={(_, data) => change(index, { nodeType: data.optionValue || null })}
            >
              <Option value="">{t('versions.dependencies.nodeTypeAny')}</Option>
              {Object.keys(NODE_TYPES).map((type) => (
                <Option key={type} value={type}>
                  {typeText(type)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          {!readOnly && (
            <Button appearance="subtle" onClick={() => set(rows.filter((_, i) => i !== index))}>
              {t('versions.dependencies.remove')}
            </Button>
          )}
          {row.ss && (
            <div className={styles.wide}>
              <BoundTable table={row} selection={selection} />
            </div>
          )}
        </div>
      ))}
      {!readOnly && (
        <Button
          disabled={searches.length === 0}
          onClick={() => set([...rows, { ss: searches[0]?.id ?? '', filterCellType: null, name: '', nodeType: null }])}
          data-testid="diagram-table-add"
        >
          {t('versions.dependencies.addTable')}
        </Button>
      )}
    </div>
  );
});
