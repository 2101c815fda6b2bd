import { Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { BoardRef } from '../../../common/board/api.ts';
import type { BoardFilter } from '../api.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, marginBottom: tokens.spacingVerticalM },
  field: { minWidth: '220px' },
});

export interface BoardFiltersProps {
  filter: BoardFilter;
  classes: readonly BoardRef[];
  tags: readonly BoardRef[];
  onChange(filter: BoardFilter): void;
}

/** The board's filters: one class and one tag, each "all" by default. */
export function BoardFilters(props: BoardFiltersProps) {
  const { t } = useT();
  const styles = useStyles();
  const choice = (key: keyof BoardFilter, label: string, any: string, refs: readonly BoardRef[], testId: string) => {
    const value = props.filter[key];
    const current = refs.find((r) => r.id === value);
    return (
      <Field label={label} className={styles.field}>
        <Dropdown
          value={value ? (current?.name ?? t('board.unnamed')) : any}
          selectedOptions={[value]}
          onOptionSelect={(_e, data) => props.onChange({ ...props.filter, [key]: data.optionValue ?? '' })}
          data-testid={testId}
        >
          <Option value="" text={any}>
            {any}
          </Option>
          {refs.map((r) => (
            <Option key={r.id} value={r.id} text={r.name ?? t('board.unnamed')}>
              {r.name ?? t('board.unnamed')}
            </Option>
          ))}
        </Dropdown>
      </Field>
    );
  };
  return (
    <div className={styles.bar} role="group" aria-label={t('board.filters')}>
      {choice('classId', t('board.classFilter'), t('board.anyClass'), props.classes, 'board-class-filter')}
      {choice('tagId', t('board.tagFilter'), t('board.anyTag'), props.tags, 'board-tag-filter')}
    </div>
  );
}
