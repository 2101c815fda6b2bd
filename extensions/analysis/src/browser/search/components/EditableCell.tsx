import { useState, type KeyboardEvent } from 'react';
import { Input, Select, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { Cell, ColumnType } from '../../../common/api.ts';

const useStyles = makeStyles({
  view: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    cursor: 'text',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  readonly: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', color: tokens.colorNeutralForeground2 },
  input: { width: '100%' },
});

/** A cell's text as its editor starts with it: the raw value (a number with a comma, a date as ISO). */
const editText = (cell: Cell): string =>
  cell === null ? '' : typeof cell === 'number' ? String(cell).replace('.', ',') : String(cell);

/** The value typed, as the column's type wants it; undefined when it is not one (a number that is not). */
export function typedValue(text: string, type: ColumnType): Cell | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (type === 'number') {
    const n = Number(trimmed.replace(/\s/g, '').replace(',', '.'));
    return Number.isFinite(n) ? n : undefined;
  }
  if (type === 'boolean') return trimmed === 'true';
  return trimmed;
}

/**
 * A cell of the semantic table (issue 18 item 2): Enter or a double click edits it, Enter saves, Esc
 * cancels. A cell that cannot be edited says why in its tooltip (`readonlyReason`).
 */
export function EditableCell(props: {
  text: string;
  value: Cell;
  type: ColumnType;
  label: string;
  readonlyReason: string | null;
  onSave(value: Cell): Promise<void>;
}) {
  const { t } = useT();
  const styles = useStyles();
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (props.readonlyReason)
    return (
      <Tooltip content={props.readonlyReason} relationship="description">
        <span className={styles.readonly} tabIndex={0} data-testid="search-cell-readonly">
          {props.text}
        </span>
      </Tooltip>
    );
  const commit = async () => {
    if (draft === null || busy) return;
    const value = typedValue(draft, props.type);
    if (value === undefined) return;
    setBusy(true);
    await props.onSave(value);
    // Saved or refused, the cell leaves edit mode: a refusal reverts it (the page shows the stored value).
    setBusy(false);
    setDraft(null);
  };
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void commit();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setDraft(null);
    }
  };
  if (draft === null)
    return (
      <span
        className={styles.view}
        tabIndex={0}
        role="button"
        aria-label={t('search.table.edit', { name: props.label })}
        onDoubleClick={() => setDraft(editText(props.value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'F2') {
            e.preventDefault();
            setDraft(editText(props.value));
          }
        }}
        data-testid="search-cell"
      >
        {props.text || '\u00a0'}
      </span>
    );
  if (props.type === 'boolean')
    return (
      <Select
        className={styles.input}
        autoFocus
        value={draft}
        disabled={busy}
        onChange={(_, d) => setDraft(d.value)}
        onKeyDown={keys}
        onBlur={() => setDraft(null)}
        data-testid="search-cell-editor"
      >
        <option value="true">{t('search.results.yes')}</option>
        <option value="false">{t('search.results.no')}</option>
      </Select>
    );
  const invalid = typedValue(draft, props.type) === undefined;
  return (
    <Input
      className={styles.input}
      autoFocus
      size="small"
      type={props.type === 'date' ? 'date' : 'text'}
      value={draft}
      disabled={busy}
      aria-invalid={invalid}
      title={invalid ? t('search.table.notNumber') : undefined}
      onChange={(_, d) => setDraft(d.value)}
      onKeyDown={keys}
      onBlur={() => !busy && setDraft(null)}
      data-testid="search-cell-editor"
    />
  );
}
