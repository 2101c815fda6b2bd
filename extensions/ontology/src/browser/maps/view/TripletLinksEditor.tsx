import { useEffect, useRef, useState } from 'react';
import { Body1, Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import { linkProblems, moveItem, tripletText, type LinkField } from '../model/view-edit.ts';
import type { TripletLink } from '../model/views.ts';
import { RowTools, ViewEditDialog } from './ViewEditDialog.tsx';

const useStyles = makeStyles({
  row: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    margin: 0,
  },
  // Subject, property and object side by side, the row's buttons after them; one under another in a
  // narrow window. (A grid inside the fieldset: a fieldset's own layout is not reliably a grid.)
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  tools: { paddingTop: '26px' },
  // A native select is as wide as its longest option unless told otherwise: it keeps to its column.
  field: { minWidth: 0 },
  select: { minWidth: 0, width: '100%' },
  selectElement: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
});

export interface Choice {
  id: string;
  name: string;
}

type Row = TripletLink & { key: string };
const newKey = () => crypto.randomUUID();

/**
 * The links of a triplet (subject – property – object), edited as a list: add, change, remove, reorder
 * (issue 14, helper "links"). Native selects, so the keyboard works as everywhere (type to jump, arrows);
 * every button names its row. Nothing is sent while a link lacks an end or its property; `onSave` gets
 * the JSON to store and answers the server's problem, translated, or null.
 */
export function TripletLinksEditor(props: {
  name: string;
  ends: readonly Choice[];
  properties: readonly Choice[];
  links: readonly TripletLink[];
  onSave(json: string): Promise<string | null>;
  onClose(): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const [rows, setRows] = useState<Row[]>(() => props.links.map((l) => ({ ...l, key: newKey() })));
  const [checked, setChecked] = useState(false);
  const focusKey = useRef<string | null>(null);
  const firstSelects = useRef(new Map<string, HTMLSelectElement>());
  useEffect(() => {
    if (!focusKey.current) return;
    firstSelects.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const problems = checked ? linkProblems(rows) : new Map<number, LinkField[]>();
  const change = (index: number, field: LinkField, value: string) =>
    setRows((list) => list.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
  const add = () => {
    const key = newKey();
    focusKey.current = key;
    setRows((list) => [...list, { key, from: '', prop: '', to: '' }]);
  };
  // The dialog shows the answer under the list: what is missing, or the server's refusal, translated.
  const save = async () => {
    setChecked(true);
    if (linkProblems(rows).size > 0) return t('maps.viewEdit.fix');
    return props.onSave(tripletText(rows));
  };

  const select = (row: Row, index: number, field: LinkField, label: string, choices: readonly Choice[]) => {
    const missing = problems.get(index)?.includes(field);
    return (
      <Field
        className={styles.field}
        label={label}
        required
        validationState={missing ? 'error' : 'none'}
        validationMessage={missing ? t(`maps.viewEdit.required.${field}`) : undefined}
      >
        <Select
          className={styles.select}
          select={{ className: styles.selectElement }}
          value={row[field]}
          onChange={(_, d) => change(index, field, d.value)}
          ref={
            field === 'from'
              ? (el) => void (el ? firstSelects.current.set(row.key, el) : firstSelects.current.delete(row.key))
              : undefined
          }
        >
          <option value="">{t('maps.viewEdit.choose')}</option>
          {/* A stored end the ontology no longer has stays selectable by its id, so nothing is lost unseen. */}
          {row[field] && !choices.some((c) => c.id === row[field]) && <option value={row[field]}>{row[field]}</option>}
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
    );
  };

  return (
    <ViewEditDialog
      title={t('maps.viewEdit.linksTitle', { name: props.name })}
      testId="triplet-editor"
      onSave={save}
      edits={rows}
      onClose={props.onClose}
    >
      {rows.length === 0 && <Body1>{t('maps.viewEdit.noLinks')}</Body1>}
      {rows.map((row, index) => (
        <fieldset key={row.key} className={styles.row}>
          <legend className={styles.legend}>{t('maps.viewEdit.link', { n: index + 1 })}</legend>
          <div className={styles.grid}>
            {select(row, index, 'from', t('maps.viewEdit.subject'), props.ends)}
            {select(row, index, 'prop', t('maps.viewEdit.predicate'), props.properties)}
            {select(row, index, 'to', t('maps.viewEdit.object'), props.ends)}
            <div className={styles.tools}>
              <RowTools
                index={index}
                count={rows.length}
                labels={{
                  up: t('maps.viewEdit.upLink', { n: index + 1 }),
                  down: t('maps.viewEdit.downLink', { n: index + 1 }),
                  remove: t('maps.viewEdit.removeLink', { n: index + 1 }),
                }}
                onMove={(delta) => setRows((list) => moveItem(list, index, delta))}
                onRemove={() => setRows((list) => list.filter((_, i) => i !== index))}
              />
            </div>
          </div>
        </fieldset>
      ))}
      <div>
        <Button icon={<AddRegular />} onClick={add}>
          {t('maps.viewEdit.addLink')}
        </Button>
      </div>
    </ViewEditDialog>
  );
}
