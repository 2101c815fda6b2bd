import {
  Button,
  Checkbox,
  Field,
  Input,
  Spinner,
  Text,
  makeStyles,
  tokens,
  mergeClasses,
} from '@fluentui/react-components';
import { FormDialog, useT } from '@ontobench/sdk';
import { useState, type KeyboardEvent } from 'react';
import { referenceText } from './reference-text.ts';
import type { TermHit } from './term-search.ts';
import { useTermSearch } from './use-term-search.ts';

const useStyles = makeStyles({
  list: {
    maxHeight: '320px',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    cursor: 'pointer',
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  name: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  detail: { color: tokens.colorNeutralForeground3 },
  scope: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  preview: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

export interface ReferencePickerProps {
  onInsert(text: string): void;
  onClose(): void;
}

/**
 * The reference picker (issue 15 item 2): finds classes, properties, documents (and a class's
 * individuals) by name, shows each one's kind and ontology, and inserts `:kind-uuid(name)` — with `!`
 * when the content is to be shown — at the cursor.
 */
export function ReferencePicker({ onInsert, onClose }: ReferencePickerProps) {
  const { t } = useT();
  const styles = useStyles();
  const [text, setText] = useState('');
  const [scope, setScope] = useState<TermHit | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expand, setExpand] = useState(false);
  const search = useTermSearch(text, scope?.id);
  const hits = search.status === 'ready' ? search.hits : [];
  const selected = hits.find((h) => h.id === selectedId) ?? hits[0];
  const move = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const at = selected ? hits.indexOf(selected) : -1;
    const next = hits[Math.min(hits.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)))];
    if (next) setSelectedId(next.id);
  };
  const insert = (hit: TermHit | undefined) => hit && onInsert(referenceText(hit, expand ? 1 : 0));
  return (
    <FormDialog
      title={t('editor.picker.title')}
      submitLabel={t('editor.picker.insert')}
      cancelLabel={t('editor.picker.cancel')}
      failureHeading={t('editor.picker.title')}
      width={640}
      testId="reference-picker"
      submitTestId="reference-picker-insert"
      submitDisabled={!selected}
      onClose={onClose}
      onSubmit={() => insert(selected)}
      footer={
        selected ? (
          <Text size={200} className={styles.preview} data-testid="reference-picker-preview">
            {t('editor.picker.preview', { text: referenceText(selected, expand ? 1 : 0) })}
          </Text>
        ) : undefined
      }
    >
      <Field label={t('editor.picker.search')}>
        <Input
          value={text}
          placeholder={t('editor.picker.searchPlaceholder')}
          onChange={(_, d) => setText(d.value)}
          onKeyDown={move}
          data-testid="reference-picker-search"
          aria-controls="reference-picker-hits"
        />
      </Field>
      {scope && (
        <div className={styles.scope}>
          <Text>{t('editor.picker.individualsOf', { name: scope.name })}</Text>
          <Button size="small" appearance="subtle" onClick={() => setScope(null)}>
            {t('editor.picker.allKinds')}
          </Button>
        </div>
      )}
      <Checkbox
        label={t('editor.picker.expand')}
        checked={expand}
        onChange={(_, d) => setExpand(d.checked === true)}
        data-testid="reference-picker-expand"
      />
      {search.status === 'searching' && <Spinner size="tiny" label={t('editor.picker.searching')} />}
      {search.status === 'failed' && <Text>{t('editor.picker.failed', { message: search.message })}</Text>}
      {search.status === 'ready' && hits.length === 0 && <Text>{t('editor.picker.nothing')}</Text>}
      {hits.length > 0 && (
        <div role="listbox" id="reference-picker-hits" aria-label={t('editor.picker.title')} className={styles.list}>
          {hits.map((hit) => (
            <div
              key={`${hit.kind}:${hit.id}`}
              role="option"
              aria-selected={hit === selected}
              className={mergeClasses(styles.option, hit === selected && styles.selected)}
              onClick={() => setSelectedId(hit.id)}
              onDoubleClick={() => insert(hit)}
              data-testid="reference-picker-hit"
            >
              <span className={styles.name}>{hit.name}</span>
              <span className={styles.detail}>
                {[t(`editor.picker.kinds.${hit.kind}`), hit.ontology].filter(Boolean).join(' · ')}
              </span>
            </div>
          ))}
        </div>
      )}
      {selected?.kind === 'class' && !scope && (
        // Outside the list: an option holds no control of its own (axe: nested-interactive).
        <Button
          size="small"
          appearance="secondary"
          onClick={() => {
            setScope(selected);
            setSelectedId(null);
          }}
          data-testid="reference-picker-individuals"
        >
          {t('editor.picker.individualsOf', { name: selected.name })}
        </Button>
      )}
    </FormDialog>
  );
}
