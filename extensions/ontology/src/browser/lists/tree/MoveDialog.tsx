import { useMemo, useState } from 'react';
import { Checkbox, Combobox, Field, Option, Text } from '@fluentui/react-components';
import { FormDialog, PROP, useT } from '@ontobench/sdk';
import type { ClassTree } from './class-tree.ts';
import type { TreeRow } from './visible-rows.ts';

/** How many classes the parent picker offers at once: typing narrows the rest. */
const PICKER_OPTIONS = 50;

/**
 * The keyboard way to re-parent ("Move…"): pick the new parent among the tree's classes, or make the
 * class a root. `onMove` answers a refusal's text (a cycle, nothing to change), shown in the dialog,
 * or null once the move is saved; the server's refusal it throws is shown translated (FormDialog).
 */
export function MoveDialog(props: {
  row: TreeRow;
  tree: ClassTree;
  onClose(): void;
  onMove(to: string | null): Promise<string | null>;
}) {
  const { t } = useT();
  const { row, tree } = props;
  const [text, setText] = useState('');
  const [to, setTo] = useState<string | null>(null);
  const [makeRoot, setMakeRoot] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const options = useMemo(() => {
    const needle = text.trim().toLocaleLowerCase();
    const out: { id: string; name: string }[] = [];
    for (const c of tree.byId.values()) {
      if (c.id === row.id || (needle && !c.name.toLocaleLowerCase().includes(needle))) continue;
      out.push({ id: c.id, name: c.name });
      if (out.length >= PICKER_OPTIONS) break;
    }
    return out;
  }, [tree, row.id, text]);
  const from = row.parentId ? tree.byId.get(row.parentId)?.name : null;
  return (
    <FormDialog
      title={t('classTree.moveTitle', { name: row.name })}
      submitLabel={t('classTree.moveConfirm')}
      cancelLabel={t('classTree.cancel')}
      failureHeading={t('classTree.moveFailed')}
      problemTestId="move-problem"
      submitDisabled={!makeRoot && !to}
      onClose={props.onClose}
      onSubmit={() => props.onMove(makeRoot ? null : to)}
    >
      {(field) => (
        <>
          <Text>{from ? t('classTree.moveFrom', { name: from }) : t('classTree.moveFromRoot')}</Text>
          <Text size={200}>{t('classTree.moveHint')}</Text>
          <Field label={t('classTree.newParent')} {...field.props(PROP.parentClass)}>
            <Combobox
              freeform
              data-testid="move-parent"
              disabled={makeRoot}
              value={text}
              open={listOpen}
              onOpenChange={(_, d) => setListOpen(d.open)}
              placeholder={t('classTree.newParentPlaceholder')}
              expandIcon={{ 'aria-label': t('classTree.showClasses') }}
              selectedOptions={to ? [to] : []}
              onChange={(e) => {
                setText(e.target.value);
                setTo(null);
                setListOpen(true);
              }}
              onOptionSelect={(_, d) => {
                setTo(d.optionValue || null);
                setText(d.optionText ?? '');
                // A new choice after a refusal: the refusal was about the old one.
                field.clear();
              }}
            >
              {options.length === 0 ? (
                <Option value="" disabled text={t('classTree.noMatches')}>
                  {t('classTree.noMatches')}
                </Option>
              ) : (
                options.map((o) => (
                  <Option key={o.id} value={o.id} text={o.name}>
                    {o.name}
                  </Option>
                ))
              )}
            </Combobox>
          </Field>
          {row.parentId && (
            <Checkbox
              checked={makeRoot}
              onChange={(_, d) => setMakeRoot(!!d.checked)}
              label={t('classTree.makeRoot')}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
