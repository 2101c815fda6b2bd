import { useState } from 'react';
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { NO_FILTERS, validDuration, type HistoryFilters } from '../filters.ts';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'end',
    marginBottom: tokens.spacingVerticalL,
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
  input: { minWidth: 0, width: '100%' },
});

/** The history's filters; Enter in any field (or Apply) applies them, Reset clears them. */
export function FiltersForm({ value, onApply }: { value: HistoryFilters; onApply: (f: HistoryFilters) => void }) {
  const { t } = useT();
  const styles = useStyles();
  const [draft, setDraft] = useState(value);
  const set = <K extends keyof HistoryFilters>(key: K, v: HistoryFilters[K]) => setDraft({ ...draft, [key]: v });
  const durationOk = validDuration(draft.minDuration);
  const text = (key: 'user' | 'text' | 'minDuration' | 'from' | 'to', type = 'text') => (
    <Input
      className={styles.input}
      type={type as 'text'}
      value={draft[key]}
      onChange={(_, data) => set(key, data.value)}
      data-testid={`query-history-${key}`}
      {...(key === 'user' ? { placeholder: t('queryHistory.userPlaceholder') } : {})}
    />
  );

  return (
    <form
      className={styles.form}
      aria-label={t('queryHistory.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        if (durationOk) onApply(draft);
      }}
    >
      <Field label={t('queryHistory.user')}>{text('user')}</Field>
      <Field label={t('queryHistory.kind')}>
        <Select
          value={draft.kind}
          onChange={(_, data) => set('kind', data.value as HistoryFilters['kind'])}
          data-testid="query-history-kind"
        >
          <option value="">{t('queryHistory.kindAll')}</option>
          <option value="get_data">get_data</option>
          <option value="execute">execute</option>
        </Select>
      </Field>
      <Field label={t('queryHistory.from')}>{text('from', 'datetime-local')}</Field>
      <Field label={t('queryHistory.to')}>{text('to', 'datetime-local')}</Field>
      <Field
        label={t('queryHistory.minDuration')}
        validationMessage={durationOk ? undefined : t('queryHistory.badNumber')}
      >
        {text('minDuration')}
      </Field>
      <Field label={t('queryHistory.text')}>{text('text')}</Field>
      <Field label={t('queryHistory.sort')}>
        <Select
          value={draft.sort}
          onChange={(_, data) => set('sort', data.value as HistoryFilters['sort'])}
          data-testid="query-history-sort"
        >
          <option value="time">{t('queryHistory.sortTime')}</option>
          <option value="duration">{t('queryHistory.sortDuration')}</option>
        </Select>
      </Field>
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" disabled={!durationOk} data-testid="query-history-apply">
          {t('queryHistory.apply')}
        </Button>
        <Button
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t('queryHistory.reset')}
        </Button>
      </div>
    </form>
  );
}
